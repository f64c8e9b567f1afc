import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { UploadEndpoints } from '@aula/contract/uploads'
import { addRoute } from '#src/lib/routes.ts'

/*
 * The tus protocol's calls for an admin's resumable uploads (lib/uploads.ts,
 * docs/decisions/029-resumable-uploads.md): each checks the admin's private token like any
 * admin write, then tus answers on the raw connection, reading the bytes as they arrive.
 */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Not parsed: tus streams a PATCH's bytes straight into storage, its own size limit applying.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
    done(null),
  )

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    // The headers every answer carries (request id, security headers) go on this one too.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value)
    }
    reply.hijack()
    try {
      await app.uploads.handle(request.raw, reply.raw, request.user!.id)
    } catch (err) {
      request.log.error({ err }, 'an upload request failed')
      if (!reply.raw.headersSent) reply.raw.writeHead(500).end()
      else reply.raw.destroy()
    }
    return reply
  }

  for (const e of Object.values(UploadEndpoints)) addRoute(app, e, answer)
}

export default uploadRoutes
