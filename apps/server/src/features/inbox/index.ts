import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AdminPaths, InboxAnswerSchema, InboxReadSchema } from '@aula/contract/admin'
import { ErrorSchema, SuccessSchema } from '@aula/contract/common'
import { inbox, markMessage } from './inbox.service.ts'

/**
 * The admin's inbox: what visitors sent through the contact form (/contatti) and the
 * information request (/modulo). Reading takes the session; marking read is an admin write.
 */
const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage, log: app.log }

  app.get(
    AdminPaths.inbox,
    {
      schema: {
        response: { 200: InboxAnswerSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
      preHandler: app.requireAdmin,
    },
    async () => inbox(app.db),
  )

  app.put(
    AdminPaths.inboxRead,
    {
      schema: {
        body: InboxReadSchema,
        response: {
          200: SuccessSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
      preHandler: app.requireAdminWrite,
    },
    async (request) => {
      const { kind, id, read } = request.body
      await markMessage(deps, request.user!, { kind, id, read })
      return { message: 'Success' as const }
    },
  )
}

export default inboxRoutes
