import { isApiError } from '#src/lib/api-client.ts'

/** A load that answered 404: the item was deleted, or the address is wrong. */
export const isNotFound = (error: unknown) => isApiError(error, 404)

/** A positive whole id from the address, or null when it is not one. */
export function idFromParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null
  const id = Number(value)
  return id > 0 ? id : null
}
