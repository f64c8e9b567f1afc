import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { LessonEndpoints } from '@aula/contract/lessons'
import { addRoute } from '#src/lib/routes.ts'
import { parseRange, urlSigningKey } from '#src/lib/signed-urls.ts'
import {
  findLessonFile,
  getPlayerCourse,
  saveLessonProgress,
  type PlayerDeps,
} from './player.service.ts'

/** The lesson player: the lessons of a bought course, their videos and the viewer's progress. */
const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: PlayerDeps = {
    db: app.db,
    storage: app.storage,
    signingKey: urlSigningKey(app.dataKey),
  }

  addRoute(app, LessonEndpoints.onlineCourseDetail, async (request) =>
    getPlayerCourse(deps, request.user ?? null, request.params.title),
  )

  addRoute(app, LessonEndpoints.lessonProgress, async (request) => {
    await saveLessonProgress(app.db, request.user!, request.body)
    return { message: 'Success' as const }
  })

  /*
   * The lesson files themselves. A <video> element sends no bearer header, so the signed
   * URL is the permission: whoever got it from onlinecoursedetail may watch until it expires.
   * Range requests let the player seek without downloading the whole lesson.
   */
  addRoute(app, LessonEndpoints.lessonVideo, async (request, reply) => {
    const { exp, sig } = request.query
    const { key, size, contentType } = await findLessonFile(deps, request.params.file, exp, sig)
    reply
      .header('Accept-Ranges', 'bytes')
      .header('Cache-Control', 'private, no-store')
      .header('Content-Type', contentType)
    const range = parseRange(request.headers.range, size)
    if (range === 'unsatisfiable') {
      return reply
        .code(416)
        .header('Content-Range', `bytes */${size}`)
        .header('Content-Type', 'application/json; charset=utf-8')
        .send({ message: 'Range Not Satisfiable' })
    }
    if (range === null) {
      reply.header('Content-Length', size)
      if (size === 0) return reply.code(200).send(Buffer.alloc(0))
      return reply.code(200).send(app.storage.createReadStream(key, { start: 0, end: size - 1 }))
    }
    return reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .header('Content-Length', range.end - range.start + 1)
      .send(app.storage.createReadStream(key, range))
  })
}

export default playerRoutes
