import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { FaqAdminEndpoints } from '@aula/contract/faqs'
import { addRoute } from '#src/lib/routes.ts'
import { createFaq, editFaq, removeFaq } from './faqs.service.ts'

/** Admin writes on FAQs: only an admin's private token (docs/product.md#roles). */
const faqAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage, log: app.log }

  addRoute(app, FaqAdminEndpoints.create, async (request) => ({
    message: 'Success' as const,
    faq: await createFaq(deps, request.user!, request.body),
  }))

  addRoute(app, FaqAdminEndpoints.update, async (request) => {
    const { idFaq, ...texts } = request.body
    return {
      message: 'Success' as const,
      faq: await editFaq(deps, request.user!, idFaq, texts),
    }
  })

  addRoute(app, FaqAdminEndpoints.remove, async (request) => {
    await removeFaq(deps, request.user!, request.body.id)
    return { message: 'Success' as const }
  })
}

export default faqAdminRoutes
