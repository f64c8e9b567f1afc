import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AdminPaths, InboxAnswerSchema, InboxReadSchema } from '@aula/contract/admin'
import { ErrorMessages, ErrorSchema, SuccessSchema } from '@aula/contract/common'
import { now } from '#src/lib/clock.ts'
import { recordAudit } from '#src/lib/audit.ts'
import { HttpError } from '#src/lib/http-error.ts'
import { toContactMessageDto, toInformationRequestDto } from './inbox.mapper.ts'
import {
  inboxTable,
  listContactMessages,
  listInformationRequests,
  setMessageRead,
} from './inbox.repository.ts'

/**
 * The admin's inbox: what visitors sent through the contact form (/contatti) and the
 * information request (/modulo). Reading takes the session; marking read is an admin write.
 */
const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AdminPaths.inbox,
    {
      schema: {
        response: { 200: InboxAnswerSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
      preHandler: app.requireAdmin,
    },
    async () => {
      const [contacts, requests] = await Promise.all([
        listContactMessages(app.db),
        listInformationRequests(app.db),
      ])
      return {
        contacts: contacts.map(toContactMessageDto),
        requests: requests.map(toInformationRequestDto),
        unread: {
          contacts: contacts.filter((r) => r.read_at === null).length,
          requests: requests.filter((r) => r.read_at === null).length,
        },
      }
    },
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
      const actor = request.user!
      const { kind, id, read } = request.body
      const found = await app.db.transaction().execute(async (trx) => {
        if (!(await setMessageRead(trx, kind, id, read, now()))) return false
        await recordAudit(trx, {
          actorUserId: actor.id,
          action: read ? 'inbox.read' : 'inbox.unread',
          targetType: inboxTable(kind),
          targetId: id,
        })
        return true
      })
      if (!found) throw new HttpError(404, ErrorMessages.notFound)
      return { message: 'Success' as const }
    },
  )
}

export default inboxRoutes
