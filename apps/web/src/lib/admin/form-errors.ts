import { isAbortError, isApiError, NetworkError } from '#src/lib/api-client.ts'

/**
 * The key of the message above a failed admin form: a cancelled upload, the network, an
 * expired session, a refused file, or the form's own failure text (docs/product.md#messages).
 */
export function failureKey(error: unknown, fallback: string): string {
  if (isAbortError(error)) return 'adminForms.cancelled'
  if (error instanceof NetworkError) return 'adminForms.networkError'
  if (isApiError(error, 401) || isApiError(error, 403)) return 'adminForms.sessionExpired'
  if (isApiError(error, 413)) return 'adminForms.tooLarge'
  if (isApiError(error, 415)) return 'adminForms.wrongType'
  if (isApiError(error, 409)) return 'adminForms.duplicateTitle'
  return fallback
}
