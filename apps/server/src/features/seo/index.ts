import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SeoEndpoints } from '@aula/contract/pages'
import { addRoute } from '#src/lib/routes.ts'
import { createPageMetaResolver } from './page-meta.ts'
import { buildRobots, buildSitemap } from './sitemap.ts'

/**
 * Page meta for shared links, sitemap.xml and robots.txt
 * (docs/product.md#public-pages-and-search-engines).
 */
const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const resolver = createPageMetaResolver({ db: app.db, config: app.config })
  // The web plugin that renders the HTML (and defines addPageMeta) is registered after the
  // features, so the resolver is handed over once every plugin has loaded.
  app.addHook('onReady', async () => {
    app.addPageMeta(resolver)
  })

  addRoute(app, SeoEndpoints.sitemap, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await buildSitemap(app.db, app.config.publicUrl)),
  )

  addRoute(app, SeoEndpoints.robots, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .send(buildRobots(app.config.publicUrl)),
  )
}

export default seoRoutes
