import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorMessages, ErrorSchema } from '@aula/contract/common'
import { MemberAnswerSchema, MembersAnswerSchema } from '@aula/contract/members'
import { HttpError } from '#src/lib/http-error.ts'
import { IdParamsSchema } from '#src/lib/params.ts'
import { findMemberById, listMembers } from './members.repository.ts'
import { toMemberDto } from './members.mapper.ts'
import memberAdminRoutes from './admin.ts'

/** The trainers shown on /formatori. */
const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/members/', { schema: { response: { 200: MembersAnswerSchema } } }, async () => ({
    members: (await listMembers(app.db)).map(toMemberDto),
  }))

  app.get(
    '/api/member/:id',
    {
      schema: {
        params: IdParamsSchema,
        response: { 200: MemberAnswerSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const row = await findMemberById(app.db, request.params.id)
      if (!row) throw new HttpError(404, ErrorMessages.notFound)
      return { member: toMemberDto(row) }
    },
  )

  await app.register(memberAdminRoutes)
}

export default memberRoutes
