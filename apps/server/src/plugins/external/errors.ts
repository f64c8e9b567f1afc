import fp from 'fastify-plugin'
import type { FastifyError } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { ErrorMessages } from '@aula/contract/common'
import { FieldsError, HttpError } from '#src/lib/http-error.ts'

// PostgreSQL refuses text it cannot store (a NUL character, say); SQLite stores it. Either
// way it is the client's input at fault, so both engines answer the same 400.
const PG_BAD_TEXT = new Set(['22021', '22P05'])
// The multipart parser throws plain errors for a broken body (no boundary, a cut-off
// part): the client sent it, so it is a 400, never a 500.
const BUSBOY_ERROR =
  /^(Multipart: |Malformed part header|Unexpected end of (form|file|multipart data)|Malformed urlencoded form)/

/**
 * One shape for every error answer (DESIGN §4): {message}, plus errors[] for bad input.
 * A bad input is always a 4xx; a 500 never carries details of the failure to the client.
 */
export default fp(
  async function errors(app) {
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
            ? `Invalid ${where}: ${first.path || where} ${first.message}`.trim()
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
        return reply.code(400).send({ message: 'Malformed multipart body' })
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
