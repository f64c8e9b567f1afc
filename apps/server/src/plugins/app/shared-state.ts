import fp from 'fastify-plugin'
import { onContentVersion } from '#src/lib/public-cache.ts'
import { forgetSessions, onSessionsForgotten } from './session-cache.ts'

/*
 * With Redis (REDIS_URL), a change that this process keeps in memory reaches the other
 * processes at once (docs/decisions/027-redis-shared-state.md): a session ended or an account
 * changed makes every process forget its kept sign-ins, and an admin write makes every
 * process drop its kept public answers. Without Redis, the others notice within their check
 * interval (SESSION_CACHE_MS, the public cache's look at the content version).
 */
export default fp(
  async function sharedState(app) {
    const shared = app.shared
    if (!shared) return
    app.readiness.add('redis', () => shared.ping())
    const stops = [
      onSessionsForgotten(() => shared.announce('sessions')),
      shared.listen('sessions', () => forgetSessions(true)),
      onContentVersion(app.db, (version) => shared.announce('content', String(version))),
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
