import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorMessages, ErrorSchema, IdBodySchema, SuccessSchema } from '@aula/contract/common'
import {
  FaqCreateSchema,
  FaqUpdateSchema,
  FaqWriteAnswerSchema,
  FaqWritePaths,
} from '@aula/contract/faqs'
import { recordAudit } from '#src/lib/audit.ts'
import { HttpError } from '#src/lib/http-error.ts'
import { deleteFaq, findFaqById, insertFaq, updateFaq } from './faqs.repository.ts'
import { toFaqDto } from './faqs.mapper.ts'

const refusals = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema }

/** Admin writes on FAQs: only an admin's private token (docs/product.md#roles). */
const faqAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    FaqWritePaths.faq,
    {
      schema: { body: FaqCreateSchema, response: { 200: FaqWriteAnswerSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async (request) => {
      const actor = request.user!
      const row = await app.db.transaction().execute(async (trx) => {
        const id = await insertFaq(trx, request.body)
        await recordAudit(trx, {
          actorUserId: actor.id,
          action: 'faq.create',
          targetType: 'faq',
          targetId: id,
        })
        return findFaqById(trx, id)
      })
      return { message: 'Success' as const, faq: toFaqDto(row!) }
    },
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
      const actor = request.user!
      const { idFaq, question, answer } = request.body
      const row = await app.db.transaction().execute(async (trx) => {
        if (!(await updateFaq(trx, idFaq, { question, answer }))) return undefined
        await recordAudit(trx, {
          actorUserId: actor.id,
          action: 'faq.update',
          targetType: 'faq',
          targetId: idFaq,
        })
        return findFaqById(trx, idFaq)
      })
      if (!row) throw new HttpError(404, ErrorMessages.notFound)
      return { message: 'Success' as const, faq: toFaqDto(row) }
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
      const actor = request.user!
      const { id } = request.body
      const deleted = await app.db.transaction().execute(async (trx) => {
        if (!(await deleteFaq(trx, id))) return false
        await recordAudit(trx, {
          actorUserId: actor.id,
          action: 'faq.delete',
          targetType: 'faq',
          targetId: id,
        })
        return true
      })
      if (!deleted) throw new HttpError(404, ErrorMessages.notFound)
      return { message: 'Success' as const }
    },
  )
}

export default faqAdminRoutes
