import net from 'node:net'
import fp from 'fastify-plugin'
import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { FileMessages } from '@aula/contract/admin-forms'
import { ErrorMessages } from '@aula/contract/common'
import { FieldsError, HttpError, named } from '#src/lib/http-error.ts'

// PostgreSQL refuses text it cannot store (a NUL character, say); SQLite stores it. Either
// way it is the client's input at fault, so both engines answer the same 400.
const PG_BAD_TEXT = new Set(['22021', '22P05'])
// The multipart parser throws plain errors for a broken body (no boundary, a cut-off
// part): the client sent it, so it is a 400, never a 500.
const BUSBOY_ERROR =
  /^(Multipart: |Malformed part header|Unexpected end of (form|file|multipart data)|Malformed urlencoded form|Part terminated early)/

/** At most this much body is read and thrown away after an early answer; past it, the
 * connection is closed instead. */
export const DRAIN_MAX_BYTES = 16 * 1024 * 1024
/** A client still sending the rest of a refused body after this long loses the connection. */
export const DRAIN_MAX_MS = 5_000

/**
 * An answer sent before the request's body was read to its end (an upload refused with 413
 * or 415 part-way, a 401 before any reading) must not leave the connection stuck: the unread
 * bytes would stay in the socket, the next request on that keep-alive connection would get
 * no answer and the server could not close. A small rest is read and thrown away, so the
 * connection stays usable; a large or unknown rest gets `Connection: close`, and Node closes
 * the connection as soon as the answer is out. Either way within DRAIN_MAX_MS.
 */
function settleUnreadBodies(app: FastifyInstance) {
  const draining = new Set<net.Socket>()
  app.addHook('onSend', (request, reply, payload, done) => {
    const raw = request.raw
    const socket = raw.socket
    // Requests injected in tests have no real connection to keep or close.
    if (raw.complete || !(socket instanceof net.Socket) || socket.destroyed) {
      return done(null, payload)
    }
    // Whatever was reading the body (the multipart parser) has given up on it.
    raw.unpipe()
    const length = Number(raw.headers['content-length'])
    if (!(Number.isSafeInteger(length) && length <= DRAIN_MAX_BYTES)) {
      reply.header('connection', 'close')
    }
    draining.add(socket)
    const timer = setTimeout(() => socket.destroy(), DRAIN_MAX_MS)
    timer.unref()
    const settled = () => {
      clearTimeout(timer)
      draining.delete(socket)
    }
    raw.once('end', settled)
    raw.once('close', settled)
    socket.once('close', settled)
    raw.resume()
    done(null, payload)
  })
  // A connection still draining is not idle, so closing the server would wait for it.
  app.addHook('preClose', async () => {
    for (const socket of draining) socket.destroy()
    draining.clear()
  })
}

/**
 * One shape for every error answer (docs/product.md#api-conventions): {message}, plus
 * errors[] for bad input.
 * A bad input is always a 4xx; a 500 never carries details of the failure to the client.
 */
export default fp(
  async function errors(app) {
    settleUnreadBodies(app)
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((v) => ({
          path: String(v.instancePath ?? '')
            .replace(/^\//, '')
            .replace(/\//g, '.'),
          message: v.message ?? 'Invalid value',
        }))
        const where = error.validationContext ?? 'body'
        const first = errors[0]
        return reply.code(400).send({
          message: first
            ? `Invalid ${where}: ${named(first.path || where, first.message)}`
            : `Invalid ${where}`,
          errors,
        })
      }
      if (error instanceof FieldsError) {
        return reply.code(400).send({ message: error.message, errors: error.errors })
      }
      if (PG_BAD_TEXT.has(String((error as { code?: unknown }).code))) {
        return reply.code(400).send({ message: 'Invalid characters in input' })
      }
      if (
        error.statusCode === undefined &&
        (BUSBOY_ERROR.test(error.message) || error.code === 'ERR_STREAM_PREMATURE_CLOSE')
      ) {
        return reply.code(400).send({ message: FileMessages.brokenBody })
      }
      if (error instanceof HttpError && error.statusCode >= 500) {
        // An outside service failed (the mail server, say): say so, keep the cause in the log.
        request.log.warn({ err: error.cause ?? error }, error.message)
        return reply.code(error.statusCode).send({ message: error.message })
      }
      const status = error.statusCode ?? 500
      if (status >= 400 && status < 500) {
        // A service's HttpError carries the exact message the client shows ('Invalid
        // credentials' is a 401); other 401/403/413 get the generic wording.
        const message =
          error instanceof HttpError
            ? error.message
            : status === 401
              ? ErrorMessages.unauthorized
              : status === 403
                ? ErrorMessages.forbidden
                : status === 413
                  ? 'Payload too large'
                  : error.message || 'Bad request'
        return reply.code(status).send({ message })
      }
      request.log.error({ err: error }, 'request failed')
      return reply.code(500).send({ message: 'Internal server error' })
    })
  },
  { name: 'errors' },
)
