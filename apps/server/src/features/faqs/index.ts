import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorMessages, ErrorSchema } from '@aula/contract/common'
import { FaqAnswerSchema, FaqsAnswerSchema } from '@aula/contract/faqs'
import faqAdminRoutes from './admin.ts'
import { HttpError } from '#src/lib/http-error.ts'
import { IdParamsSchema } from '#src/lib/params.ts'
import { findFaqById, listFaqs } from './faqs.repository.ts'
import { toFaqDto } from './faqs.mapper.ts'

/** The FAQ accordion and the admin's edit form. */
const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/faqs/', { schema: { response: { 200: FaqsAnswerSchema } } }, async () => ({
    faqs: (await listFaqs(app.db)).map(toFaqDto),
  }))

  app.get(
    '/api/faq/:id',
    {
      schema: {
        params: IdParamsSchema,
        response: { 200: FaqAnswerSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const row = await findFaqById(app.db, request.params.id)
      if (!row) throw new HttpError(404, ErrorMessages.notFound)
      // The answer wraps the one FAQ in a list.
      return { faq: [toFaqDto(row)] }
    },
  )

  await app.register(faqAdminRoutes)
}

export default faqRoutes
