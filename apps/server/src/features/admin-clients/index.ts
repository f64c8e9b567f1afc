import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorSchema, SuccessSchema } from '@aula/contract/common'
import {
  AdminClientPaths,
  AdminDocumentsAnswerSchema,
  AdminWithdrawalsAnswerSchema,
  DecideDocumentSchema,
  DecideWithdrawalAnswerSchema,
  DecideWithdrawalSchema,
} from '@aula/contract/profile'
import {
  decideDocument,
  decideWithdrawal,
  listDocumentsForAdmin,
  listWithdrawalsForAdmin,
} from '#src/features/profile/profile.service.ts'

const refusals = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
}

/**
 * The admin's client screen (/visualizzaclienti, SPEC §7 "Admin writes"): withdrawal
 * requests and identity documents. The lists take the admin's session; the decisions are
 * admin writes, accepted only with an admin's private token and written to the audit log.
 */
const adminClientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AdminClientPaths.withdrawals,
    {
      schema: { response: { 200: AdminWithdrawalsAnswerSchema, ...refusals } },
      preHandler: app.requireAdmin,
    },
    async () => ({ withdrawals: await listWithdrawalsForAdmin(app.db) }),
  )

  app.put(
    AdminClientPaths.withdraw,
    {
      schema: {
        body: DecideWithdrawalSchema,
        response: { 200: DecideWithdrawalAnswerSchema, ...refusals },
      },
      preHandler: app.requireAdminWrite,
    },
    async (request) => {
      const { id, status } = request.body
      return {
        message: 'Success' as const,
        withdrawal: await decideWithdrawal(app.db, request.user!.id, id, status),
      }
    },
  )

  app.get(
    AdminClientPaths.documents,
    {
      schema: { response: { 200: AdminDocumentsAnswerSchema, ...refusals } },
      preHandler: app.requireAdmin,
    },
    async () => ({ documents: await listDocumentsForAdmin(app.db) }),
  )

  app.put(
    AdminClientPaths.document,
    {
      schema: { body: DecideDocumentSchema, response: { 200: SuccessSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async (request) => {
      const { id, status } = request.body
      await decideDocument(app.db, request.user!.id, id, status === 1)
      return { message: 'Success' as const }
    },
  )
}

export default adminClientRoutes
