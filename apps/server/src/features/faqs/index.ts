import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { FaqEndpoints } from '@aula/contract/faqs'
import { addRoute, publicRead } from '#src/lib/routes.ts'
import faqAdminRoutes from './admin.ts'
import { allFaqs, faqById } from './faqs.service.ts'

/** The FAQ accordion and the admin's edit form. */
const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  addRoute(app, publicRead(FaqEndpoints.list), async (request) => ({
    faqs: await allFaqs(app.db, request.query.lang),
  }))

  // The answer wraps the one FAQ in a list.
  addRoute(app, publicRead(FaqEndpoints.one), async (request) => ({
    faq: [await faqById(app.db, request.params.id, request.query.lang)],
  }))

  await app.register(faqAdminRoutes)
}

export default faqRoutes
