import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorMessages } from '@aula/contract/common'
import { MemberEndpoints } from '@aula/contract/members'
import { HttpError } from '#src/lib/http-error.ts'
import { addRoute } from '#src/lib/routes.ts'
import { findMemberById, listMembers } from './members.repository.ts'
import { toMemberDto } from './members.mapper.ts'
import memberAdminRoutes from './admin.ts'

/** The trainers shown on /formatori. */
const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  addRoute(app, MemberEndpoints.list, async () => ({
    members: (await listMembers(app.db)).map(toMemberDto),
  }))

  addRoute(app, MemberEndpoints.one, async (request) => {
    const row = await findMemberById(app.db, request.params.id)
    if (!row) throw new HttpError(404, ErrorMessages.notFound)
    return { member: toMemberDto(row) }
  })

  await app.register(memberAdminRoutes)
}

export default memberRoutes
