import { isApiError, isTooManyRequests, NetworkError } from '#src/lib/api-client.ts'

/** Why a newsletter link did not work, and whether trying again may help. */
export function linkFailure(error: unknown, invalidKey: string) {
  if (isTooManyRequests(error)) return { key: 'errors.tooManyRequests', canRetry: true }
  if (error instanceof NetworkError) return { key: 'errors.network', canRetry: true }
  // The server answers 400 for a link that is unknown, expired or already used.
  if (isApiError(error, 400)) return { key: invalidKey, canRetry: false }
  return { key: 'newsletterPages.failed', canRetry: true }
}
