import fp from 'fastify-plugin'
import { onContentVersion } from '#src/lib/public-cache.ts'
import { forgetSessions, onSessionsForgotten } from './session-cache.ts'

/*
 * With Redis (REDIS_URL), a change that this process keeps in memory reaches the other
 * processes at once (docs/decisions/027-redis-shared-state.md): a session ended or an account
 * changed makes every process forget its kept sign-ins, and an admin write makes every
 * process drop its kept public answers, before the write answers. Without Redis, the others
 * notice within their check interval (SESSION_CACHE_MS, the public cache's look at the content
 * version).
 */
/** The longest an admin write waits for the other processes to hear of it. */
const HEARD_MS = 500

export default fp(
  async function sharedState(app) {
    const shared = app.shared
    if (!shared) return
    app.readiness.add('redis', () => shared.ping())
    const stops = [
      // A logout or a password change answers once every process has forgotten the session.
      onSessionsForgotten(() => shared.announceAndWait('sessions', '', HEARD_MS)),
      shared.listen('sessions', () => void forgetSessions(true)),
      // The write answers once every process has dropped its kept answers (or after
      // HEARD_MS): the admin's next read, on any process, shows the change.
      onContentVersion(app.db, (version) =>
        shared.announceAndWait('content', String(version), HEARD_MS),
      ),
      shared.listen('content', (data) => {
        const version = Number(data)
        if (Number.isSafeInteger(version)) app.publicCache.sawVersion(version)
        else app.publicCache.clear()
      }),
    ]
    app.addHook('onClose', async () => {
      for (const stop of stops) stop()
    })
  },
  { name: 'shared-state', dependencies: ['db', 'public-cache'] },
)
