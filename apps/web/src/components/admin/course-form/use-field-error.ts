import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { fieldMessage } from './messages.ts'

/** The text under an input: the contract's message in the admin's language. */
export function useFieldError() {
  const { t } = useTranslation()
  return useCallback(
    (error?: { message?: string } | string | null) => {
      const message = typeof error === 'string' ? error : error?.message
      if (!message) return undefined
      const shown = fieldMessage(message)
      return shown.key ? t(shown.text) : shown.text
    },
    [t],
  )
}
