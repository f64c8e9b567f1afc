import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { InboxEndpoints } from '@aula/contract/admin'
import { isPagedQuery, pagedListRoute } from '@aula/contract/list-query'
import { addRoute } from '#src/lib/routes.ts'
import { inbox, inboxPage, markMessage } from './inbox.service.ts'

/**
 * The admin's inbox: what visitors sent through the contact form (/contatti) and the
 * information request (/modulo). Reading takes the session; marking read is an admin write.
 */
const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage, log: app.log }

  // One route answers the whole inbox and a page of either list (docs/product.md#paged-lists).
  addRoute(app, pagedListRoute(InboxEndpoints.list, InboxEndpoints.page), (request) =>
    isPagedQuery(request.query) ? inboxPage(app.db, request.query) : inbox(app.db),
  )

  addRoute(app, InboxEndpoints.markRead, async (request) => {
    const { kind, id, read } = request.body
    await markMessage(deps, request.user!, { kind, id, read })
    return { message: 'Success' as const }
  })
}

export default inboxRoutes
