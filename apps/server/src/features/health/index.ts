import crypto from 'node:crypto'
import { sql } from 'kysely'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorMessages } from '@aula/contract/common'
import { HealthEndpoints, type HealthUnavailable } from '@aula/contract/health'
import { addRoute } from '#src/lib/routes.ts'

/** A key no one writes: asking whether it exists is a cheap call on any storage. */
const STORAGE_PROBE_KEY = 'ready-probe'

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

  // Redis, when configured, adds its own check where it is set up.
  app.readiness.add('database', () => sql`select 1`.execute(app.db))
  // A bucket checks that it exists and lets us in; the local disk, that a key can be looked up.
  app.readiness.add('storage', async () => {
    if (app.storage.check) await app.storage.check()
    else await app.storage.exists(STORAGE_PROBE_KEY)
  })

  addRoute(app, HealthEndpoints.ready, async (_request, reply) => {
    const report = await app.readiness.report()
    reply.header('cache-control', 'no-store')
    return report.status === 'ok' ? report : reply.code(503).send(report)
  })

  const token = app.config.metricsToken
  const expected = token ? digest(`Bearer ${token}`) : undefined
  addRoute(app, HealthEndpoints.metrics, async (request, reply) => {
    if (!expected) return reply.code(404).send({ message: ErrorMessages.notFound })
    // Compared as digests of equal length, in constant time: the answer's timing tells
    // nothing about how much of a guess was right.
    const given = digest(request.headers.authorization ?? '')
    if (!crypto.timingSafeEqual(given, expected)) {
      return reply.code(401).send({ message: ErrorMessages.unauthorized })
    }
    const text = await app.metrics.text()
    return reply.header('cache-control', 'no-store').type(app.metrics.contentType).send(text)
  })
}

function digest(value: string): Buffer {
  return crypto.createHash('sha256').update(value).digest()
}

export default health
