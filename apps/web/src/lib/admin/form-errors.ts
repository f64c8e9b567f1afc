import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { isAbortError, isApiError, NetworkError } from '#src/lib/api-client.ts'

/**
 * Puts the server's errors[] next to the inputs they name; returns the names it placed.
 * The server's words are English: the field shows a translated "required" when that is
 * what it said, and the server's own text otherwise.
 */
export function placeServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  requiredText: string,
): string[] {
  if (!isApiError(error, 400)) return []
  const placed: string[] = []
  for (const item of error.errors) {
    const field = item.path.split('.')[0] ?? ''
    if (!fields.includes(field) || placed.includes(field)) continue
    const message = item.message === 'Required' ? requiredText : item.message
    setError(field as Path<T>, { type: 'server', message })
    placed.push(field)
  }
  return placed
}

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
