import fp from 'fastify-plugin'
import { cookieValue, pathOf } from '#src/lib/front-door.ts'
import { PublicCache, type PublicCacheOptions } from '#src/lib/public-cache.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Public reads answered from memory (lib/public-cache.ts). */
    publicCache: PublicCache
  }
}

/**
 * Decorates the app with its cache of public reads (needs `app.db`, the core plugin), and
 * lets the front door send a kept read to whoever `addRoute` allows it for before routing:
 * anyone for a public read, a caller with no session for an `optionalUser` one.
 */
export default fp<PublicCacheOptions>(
  async function publicReads(app, options) {
    const cache = new PublicCache(app.db, options)
    app.decorate('publicCache', cache)
    app.addHook('onClose', async () => cache.detach())
    app.frontDoor.add((request) => {
      const url = request.url ?? '/'
      const known = cache.earlyKeyOf(url)
      if (!known) return undefined
      const h = request.headers
      if (known.early.guestsOnly) {
        if (h.authorization || cookieValue(h.cookie, app.sessionCookie.name)) return undefined
      }
      const logged = known.early.logged ?? pathOf(url)
      return cache.keptAnswer(known.key, h['accept-encoding'], h['if-none-match'], logged)
    })
  },
  { name: 'public-cache', dependencies: ['db'] },
)
