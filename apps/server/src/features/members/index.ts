import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { MemberEndpoints } from '@aula/contract/members'
import { addRoute, publicRead } from '#src/lib/routes.ts'
import { allMembers, memberById } from './members.service.ts'
import memberAdminRoutes from './admin.ts'

/** The trainers shown on /formatori. */
const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  addRoute(app, publicRead(MemberEndpoints.list), async (request) => ({
    members: await allMembers(app.db, request.query.lang),
  }))

  addRoute(app, publicRead(MemberEndpoints.one), async (request) => ({
    member: await memberById(app.db, request.params.id, request.query.lang),
  }))

  await app.register(memberAdminRoutes)
}

export default memberRoutes
