import { REHYDRATE_TIMEOUT_MS, type SessionStore } from '#src/lib/session.ts'
import { checkSession } from './check-session.ts'
import { forceLogout } from './force-logout.ts'

/**
 * The start-up check (docs/product.md#roles): a stored token must still be accepted by the
 * server, otherwise the server is told to end it and the local session is cleared. Pages
 * wait for the answer, but no longer than the rehydrate time-out.
 */
export async function verifyStoredSession(
  store: SessionStore,
  timeoutMs = REHYDRATE_TIMEOUT_MS,
): Promise<void> {
  const user = store.getSnapshot().user
  if (!user) return
  const timer = setTimeout(() => store.trustStored(), timeoutMs)
  try {
    const answer = await checkSession(user.token)
    store.confirm(user.token, answer.user.group)
  } catch {
    await forceLogout(user.email, user.token).catch(() => undefined)
    // Someone who signed in again meanwhile keeps the new session.
    if (store.getSnapshot().user?.token === user.token) store.clear()
  } finally {
    clearTimeout(timer)
  }
}
