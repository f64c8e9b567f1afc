import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SiteEndpoints } from '@aula/contract/site'
import { addRoute, publicRead } from '#src/lib/routes.ts'

/** GET /api/site: the name, chat number and contact details the web shows. */
const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  addRoute(app, publicRead(SiteEndpoints.info), async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300')
    const { site, contactEmail } = app.config
    return {
      name: site.name,
      whatsappNumber: site.whatsappNumber,
      contactPhone: site.contactPhone,
      contactEmail,
      contactAddress: site.contactAddress,
    }
  })
}

export default siteRoutes
