import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AdminClientEndpoints } from '@aula/contract/admin-clients'
import {
  decideWithdrawal,
  listWithdrawalsForAdmin,
} from '#src/features/affiliate/affiliate.service.ts'
import { decideDocument } from '#src/features/profile/decisions.service.ts'
import { listDocumentsForAdmin, type ProfileDeps } from '#src/features/profile/profile.service.ts'
import { createAfterAnswer } from '#src/features/auth/after-answer.ts'
import { addRoute } from '#src/lib/routes.ts'

/**
 * The admin's client screen (/visualizzaclienti, docs/product.md#withdrawals): withdrawal
 * requests and identity documents. The lists take the admin's session; the decisions are
 * admin writes, accepted only with an admin's private token and written to the audit log.
 * A waiting request shows where to pay it (holder, IBAN, CF), each reveal audited; every
 * decision is e-mailed to the member, with the reason of a rejection.
 */
const adminClientRoutes: FastifyPluginAsyncZod = async (app) => {
  const log = app.log.child({ feature: 'admin-clients' })
  // The member's e-mail leaves after the admin's answer; closing waits a few seconds for it.
  const afterAnswer = createAfterAnswer(log)
  app.addHook('onClose', () => afterAnswer.settle(5000))
  const deps: ProfileDeps = {
    db: app.db,
    storage: app.storage,
    dataKey: app.dataKey,
    log,
    mail: app.mail,
    config: app.config,
    afterAnswer,
  }

  addRoute(app, AdminClientEndpoints.withdrawals, async (request) => ({
    withdrawals: await listWithdrawalsForAdmin(deps, request.user!.id),
  }))

  addRoute(app, AdminClientEndpoints.decideWithdrawal, async (request) => {
    const { id, status, reason } = request.body
    return {
      message: 'Success' as const,
      withdrawal: await decideWithdrawal(deps, request.user!.id, id, status, reason),
    }
  })

  addRoute(app, AdminClientEndpoints.documents, async () => ({
    documents: await listDocumentsForAdmin(app.db),
  }))

  addRoute(app, AdminClientEndpoints.decideDocument, async (request) => {
    const { id, status, reason } = request.body
    await decideDocument(deps, request.user!.id, id, status === 1, reason)
    return { message: 'Success' as const }
  })
}

export default adminClientRoutes
