import crypto from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/*
 * Every request has an id: its log lines carry it (`reqId`) and its answer says it
 * (`X-Request-Id`), so an operator can find the lines of the answer a person saw. A proxy
 * in front may give one; it is kept when it is a fair id, else a new one is made
 * (docs/decisions/023-operations-endpoints.md).
 */

const FAIR_ID = /^[A-Za-z0-9._-]{1,64}$/

/** Whether an incoming X-Request-Id may be kept: 1 to 64 of A–Z, a–z, 0–9, ".", "_", "-". */
export function isRequestId(value: string | string[]): value is string {
  return typeof value === 'string' && FAIR_ID.test(value)
}

/**
 * Fastify's genReqId: the caller's id when fair, else this app's prefix (random, so ids of
 * several processes do not collide) and a counter.
 */
export function requestIds(): (request: IncomingMessage) => string {
  const prefix = crypto.randomBytes(3).toString('hex')
  let made = 0
  return (request) => {
    const given = request.headers['x-request-id']
    if (given !== undefined && isRequestId(given)) return given
    made += 1
    return `${prefix}-${made.toString(36)}`
  }
}
