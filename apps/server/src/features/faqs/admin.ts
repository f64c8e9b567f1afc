import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorSchema, IdBodySchema, SuccessSchema } from '@aula/contract/common'
import {
  FaqCreateSchema,
  FaqUpdateSchema,
  FaqWriteAnswerSchema,
  FaqWritePaths,
} from '@aula/contract/faqs'
import { createFaq, editFaq, removeFaq } from './faqs.service.ts'

const refusals = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema }

/** Admin writes on FAQs: only an admin's private token (docs/product.md#roles). */
const faqAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage, log: app.log }

  app.post(
    FaqWritePaths.faq,
    {
      schema: { body: FaqCreateSchema, response: { 200: FaqWriteAnswerSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async (request) => ({
      message: 'Success' as const,
      faq: await createFaq(deps, request.user!, request.body),
    }),
  )

  app.put(
    FaqWritePaths.faq,
    {
      schema: {
        body: FaqUpdateSchema,
        response: { 200: FaqWriteAnswerSchema, ...refusals, 404: ErrorSchema },
      },
      preHandler: app.requireAdminWrite,
    },
    async (request) => {
      const { idFaq, question, answer } = request.body
      return {
        message: 'Success' as const,
        faq: await editFaq(deps, request.user!, idFaq, { question, answer }),
      }
    },
  )

  app.delete(
    FaqWritePaths.faq,
    {
      schema: {
        body: IdBodySchema,
        response: { 200: SuccessSchema, ...refusals, 404: ErrorSchema },
      },
      preHandler: app.requireAdminWrite,
    },
    async (request) => {
      await removeFaq(deps, request.user!, request.body.id)
      return { message: 'Success' as const }
    },
  )
}

export default faqAdminRoutes
