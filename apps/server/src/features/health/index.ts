import { sql } from 'kysely'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HealthEndpoints, type HealthUnavailable } from '@aula/contract/health'
import { addRoute } from '#src/lib/routes.ts'

const health: FastifyPluginAsyncZod = async (app) => {
  addRoute(app, HealthEndpoints.check, async (_request, reply) => {
    try {
      await sql`select 1`.execute(app.db)
      return { status: 'ok' as const }
    } catch {
      const unavailable: HealthUnavailable = { status: 'unavailable' }
      return reply.code(503).send(unavailable)
    }
  })
}

export default health
