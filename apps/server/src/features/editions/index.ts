import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { EditionEndpoints } from '@aula/contract/editions'
import { addRoute } from '#src/lib/routes.ts'
import {
  createEdition,
  editionParticipants,
  listCourseEditions,
  participantsCsv,
  removeEdition,
  removeParticipant,
  setPresence,
  updateEditionOf,
} from './editions.admin.service.ts'
import { joinWaitingList, leaveWaitingList, listEditions } from './editions.service.ts'

/**
 * Editions of in-person courses (docs/product.md#editions): anyone reads their dates and
 * seats left; a member joins or leaves a sold-out edition's waiting list; the admin adds,
 * edits and deletes editions, reads participants and waiting lists, marks presence and
 * exports the participants. Seats are held by the checkout (seats.service.ts).
 */
const editionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, mail: app.mail, config: app.config }
  const success = 'Success' as const

  addRoute(app, EditionEndpoints.list, async (request, reply) => {
    // Seats move with every purchase: never kept by a browser or a proxy.
    reply.header('Cache-Control', 'no-store')
    return listEditions(app.db, request.user, request.query)
  })

  addRoute(app, EditionEndpoints.join, async (request) => {
    await joinWaitingList(app.db, request.user!.id, request.params.id)
    return { message: success, waiting: true }
  })

  addRoute(app, EditionEndpoints.leave, async (request) => {
    await leaveWaitingList(app.db, request.user!.id, request.params.id)
    return { message: success, waiting: false }
  })

  addRoute(app, EditionEndpoints.adminList, async (request) => ({
    editions: await listCourseEditions(app.db, request.params.id),
  }))

  addRoute(app, EditionEndpoints.create, async (request) => ({
    message: success,
    edition: await createEdition(deps, request.user!, request.params.id, request.body),
  }))

  addRoute(app, EditionEndpoints.update, async (request) => ({
    message: success,
    edition: await updateEditionOf(deps, request.user!, request.params.id, request.body),
  }))

  addRoute(app, EditionEndpoints.remove, async (request) => {
    await removeEdition(app.db, request.user!, request.params.id)
    return { message: success }
  })

  addRoute(app, EditionEndpoints.participants, async (request) =>
    editionParticipants(app.db, request.params.id),
  )

  addRoute(app, EditionEndpoints.participantsCsv, async (request, reply) => {
    const file = await participantsCsv(app.db, request.params.id)
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(file.text)
  })

  addRoute(app, EditionEndpoints.presence, async (request) => ({
    message: success,
    present: await setPresence(
      deps,
      request.user!,
      request.params.id,
      request.params.seat,
      request.body.present,
    ),
  }))

  addRoute(app, EditionEndpoints.removeParticipant, async (request) => {
    await removeParticipant(deps, request.user!, request.params.id, request.params.seat)
    return { message: success }
  })
}

export default editionRoutes
