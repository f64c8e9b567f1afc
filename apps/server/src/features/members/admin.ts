import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { MemberAdminEndpoints } from '@aula/contract/members'
import { addRoute } from '#src/lib/routes.ts'
import { createMember, editMember, removeMember } from './members.admin.service.ts'

/** Admin writes on trainers: only an admin's private token (docs/product.md#roles). */
const memberAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage, log: app.log }

  addRoute(app, MemberAdminEndpoints.create, async (request) => ({
    message: 'Success' as const,
    member: await createMember(deps, request.user!, request),
  }))

  addRoute(app, MemberAdminEndpoints.update, async (request) => ({
    message: 'Success' as const,
    member: await editMember(deps, request.user!, request),
  }))

  addRoute(app, MemberAdminEndpoints.remove, async (request) => {
    await removeMember(deps, request.user!, request.body)
    return { message: 'Success' as const }
  })
}

export default memberAdminRoutes
