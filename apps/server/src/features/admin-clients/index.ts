import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AdminClientEndpoints } from '@aula/contract/admin-clients'
import { isPagedQuery, pagedListRoute } from '@aula/contract/list-query'
import {
  decideWithdrawal,
  listWithdrawalsForAdmin,
} from '#src/features/affiliate/affiliate.service.ts'
import { decideDocument } from '#src/features/profile/decisions.service.ts'
import { listDocumentsForAdmin, type ProfileDeps } from '#src/features/profile/profile.service.ts'
import { pageWindow } from '#src/lib/list-page.ts'
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
  const deps: ProfileDeps = {
    db: app.db,
    storage: app.storage,
    dataKey: app.dataKey,
    log,
    mail: app.mail,
    config: app.config,
  }

  // Each list answers whole without parameters, as it always did, and one page with `page`
  // or `limit` (docs/product.md#paged-lists); a bad one is a 400 naming it.
  const withdrawals = pagedListRoute(
    AdminClientEndpoints.withdrawals,
    AdminClientEndpoints.withdrawalsPage,
  )
  addRoute(app, withdrawals, async (request) => {
    const window = isPagedQuery(request.query) ? pageWindow(request.query) : undefined
    const answer = await listWithdrawalsForAdmin(deps, request.user!.id, window)
    return { withdrawals: answer.withdrawals, ...answer.paging }
  })

  addRoute(app, AdminClientEndpoints.decideWithdrawal, async (request) => {
    const { id, status, reason } = request.body
    return {
      message: 'Success' as const,
      withdrawal: await decideWithdrawal(deps, request.user!.id, id, status, reason),
    }
  })

  const documents = pagedListRoute(
    AdminClientEndpoints.documents,
    AdminClientEndpoints.documentsPage,
  )
  addRoute(app, documents, async (request) => {
    const window = isPagedQuery(request.query) ? pageWindow(request.query) : undefined
    const answer = await listDocumentsForAdmin(app.db, window)
    return { documents: answer.documents, ...answer.paging }
  })

  addRoute(app, AdminClientEndpoints.decideDocument, async (request) => {
    const { id, status, reason } = request.body
    await decideDocument(deps, request.user!.id, id, status === 1, reason)
    return { message: 'Success' as const }
  })
}

export default adminClientRoutes
