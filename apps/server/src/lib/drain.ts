import type { FastifyInstance } from 'fastify'

/** How often a draining server closes the connections that have no request in hand. */
const SWEEP_MS = 100

/*
 * A graceful stop (SIGTERM; docs/decisions/023-operations-endpoints.md): `GET /api/ready`
 * answers 503 so a proxy stops sending, the listening socket closes so new connections are
 * refused, requests in hand are answered, a request that still comes on a kept-alive
 * connection is answered with `Connection: close` (plugins/app/operations.ts), and each
 * connection is closed once it has no request in hand (within SWEEP_MS). Resolves once every
 * connection is gone and the app is closed.
 */
export async function drain(app: FastifyInstance): Promise<void> {
  app.readiness.drain()
  // A connection that finishes its request after close() began is not closed by it.
  const sweeper = setInterval(() => app.server.closeIdleConnections(), SWEEP_MS)
  try {
    await app.close()
  } finally {
    clearInterval(sweeper)
  }
}
