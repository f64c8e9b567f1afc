import { REHYDRATE_TIMEOUT_MS, type SessionStore } from '#src/lib/session.ts'
import { checkSession } from './check-session.ts'
import { forceLogout } from './force-logout.ts'

/**
 * The start-up check (docs/product.md#roles): the session cookie must still be accepted by
 * the server, otherwise the server is told to end it (and clear the cookie) and the local
 * session is cleared. Pages wait for the answer, but no longer than the rehydrate time-out.
 * A token an older version stored is ended on the server too.
 */
export async function verifyStoredSession(
  store: SessionStore,
  timeoutMs = REHYDRATE_TIMEOUT_MS,
): Promise<void> {
  const user = store.getSnapshot().user
  if (store.legacyToken) {
    await forceLogout(user?.email ?? '', store.legacyToken).catch(() => undefined)
  }
  if (!user) return
  const timer = setTimeout(() => store.trustStored(), timeoutMs)
  try {
    const answer = await checkSession()
    store.confirm(user, answer.user)
  } catch {
    // Someone who signed in again meanwhile keeps the new session.
    if (store.getSnapshot().user !== user) return
    await forceLogout(user.email).catch(() => undefined)
    if (store.getSnapshot().user === user) store.clear()
  } finally {
    clearTimeout(timer)
  }
}
