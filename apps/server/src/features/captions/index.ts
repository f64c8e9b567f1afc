import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CaptionEndpoints } from '@aula/contract/captions'
import { addRoute } from '#src/lib/routes.ts'
import { captionFile, removeCaptions, setCaptions } from './captions.service.ts'

/** Whether an If-None-Match header names this ETag (or any, `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag)
}

/**
 * Captions of the lessons (docs/product.md#player): the admin sets and removes them with a
 * private token; the player's <track> reads them with the session cookie the browser sends
 * to its own site, so the buyer's session is the permission, not a signed URL.
 */
const captionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage }

  addRoute(app, CaptionEndpoints.put, async (request) => ({
    message: 'Success' as const,
    captions: await setCaptions(
      deps,
      request.user!,
      request,
      request.params.id,
      request.params.language,
    ),
  }))

  addRoute(app, CaptionEndpoints.remove, async (request) => ({
    message: 'Success' as const,
    captions: await removeCaptions(deps, request.user!, request.params.id, request.params.language),
  }))

  addRoute(app, CaptionEndpoints.file, async (request, reply) => {
    const { id, language } = request.params
    const file = await captionFile(app.db, request.user!, id, language)
    reply.header('Cache-Control', 'private, no-cache').header('ETag', file.etag)
    if (matches(request.headers['if-none-match'], file.etag)) return reply.code(304).send()
    return reply.header('Content-Type', 'text/vtt; charset=utf-8').send(file.vtt)
  })
}

export default captionRoutes
