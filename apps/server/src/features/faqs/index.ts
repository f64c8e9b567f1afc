import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorSchema } from '@aula/contract/common'
import { FaqAnswerSchema, FaqsAnswerSchema } from '@aula/contract/faqs'
import faqAdminRoutes from './admin.ts'
import { IdParamsSchema } from '#src/lib/params.ts'
import { allFaqs, faqById } from './faqs.service.ts'

/** The FAQ accordion and the admin's edit form. */
const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/faqs/', { schema: { response: { 200: FaqsAnswerSchema } } }, async () => ({
    faqs: await allFaqs(app.db),
  }))

  app.get(
    '/api/faq/:id',
    {
      schema: {
        params: IdParamsSchema,
        response: { 200: FaqAnswerSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    // The answer wraps the one FAQ in a list.
    async (request) => ({ faq: [await faqById(app.db, request.params.id)] }),
  )

  await app.register(faqAdminRoutes)
}

export default faqRoutes
