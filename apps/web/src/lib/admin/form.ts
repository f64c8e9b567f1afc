import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldError } from 'react-hook-form'
import { isApiError } from '#src/lib/api-client.ts'

/**
 * The text under an input: client errors carry a translation key, errors placed from the
 * server's errors[] are already words (see placeServerErrors).
 */
export function useFieldError() {
  const { t } = useTranslation()
  return useCallback(
    (error?: FieldError) => {
      if (!error?.message) return undefined
      return error.type === 'server' ? error.message : t(error.message)
    },
    [t],
  )
}

/** A load that answered 404: the item was deleted, or the address is wrong. */
export const isNotFound = (error: unknown) => isApiError(error, 404)

/** A positive whole id from the address, or null when it is not one. */
export function idFromParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null
  const id = Number(value)
  return id > 0 ? id : null
}
