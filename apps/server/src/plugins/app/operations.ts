import fp from 'fastify-plugin'

/*
 * What an operator reads from a running process (docs/decisions/023-operations-endpoints.md):
 * each answer names its request id, and, when METRICS_TOKEN is set, every request is counted
 * and timed for `GET /metrics` (features/health/), the front door's answers included.
 */
export default fp(
  async function operations(app) {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id)
      // While the process stops (lib/drain.ts), a kept-alive connection ends with this answer.
      if (app.readiness.draining) reply.header('connection', 'close')
      done()
    })
    if (!app.config.metricsToken) return
    app.metrics.collectProcessMetrics()
    // The mail queue is in the database: every process reads the same numbers (max, not sum).
    app.metrics.addJobQueue('mail', async () => (await app.mail.stats()).queued)
    app.metrics.countMailFailures(async () => (await app.mail.stats()).failed)
    app.metrics.countFrontDoor(app.frontDoor, (logged) =>
      app.hasRoute({ method: 'GET', url: logged }),
    )
    app.addHook('onResponse', (request, reply, done) => {
      app.metrics.observe(
        request.method,
        request.routeOptions.url,
        reply.statusCode,
        reply.elapsedTime / 1000,
      )
      done()
    })
  },
  { name: 'operations', dependencies: ['db'] },
)
