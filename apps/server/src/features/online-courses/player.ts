import path from 'node:path'
import send, { type SendOptions } from '@fastify/send'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorMessages } from '@aula/contract/common'
import { LessonEndpoints } from '@aula/contract/lessons'
import { HttpError } from '#src/lib/http-error.ts'
import { addRoute } from '#src/lib/routes.ts'
import { KeptFiles } from './kept-files.ts'
import { parseRange, urlSigningKey } from '#src/lib/signed-urls.ts'
import {
  findLessonFile,
  getPlayerCourse,
  grantedLessonFile,
  saveLessonProgress,
  type LessonFileName,
  type PlayerDeps,
} from './player.service.ts'

/** Ranges, If-Range, ETag, Last-Modified and 304 as HTTP says; our own type and caching. */
const SEND_OPTIONS: SendOptions = {
  acceptRanges: true,
  cacheControl: false,
  contentType: false,
  dotfiles: 'deny',
  etag: true,
  index: false,
  lastModified: true,
}

const RANGE_NOT_SATISFIABLE = 'Range Not Satisfiable'

/** One satisfiable range as players ask for it (`bytes=0-4095`, `bytes=1000-`). */
const SIMPLE_RANGE = /^bytes=(\d{1,15})-(\d{0,15})$/
/** A range up to this size is read at once and sent from memory; a longer one streams. */
const READ_AT_ONCE = 256 * 1024

/**
 * The common request (a GET, one satisfiable range or none, no conditions) answered from a
 * kept-open file, with the headers @fastify/send would write; false for any other, which
 * @fastify/send then answers. (A boolean: a reply returned from an async function would be
 * awaited as a thenable.)
 */
async function sendKeptFile(
  kept: KeptFiles,
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  lesson: LessonFileName,
): Promise<boolean> {
  const h = request.headers
  if (request.method !== 'GET') return false
  if (h['if-match'] || h['if-unmodified-since'] || h['if-none-match']) return false
  if (h['if-modified-since'] || h['if-range']) return false
  const range = h.range === undefined ? undefined : SIMPLE_RANGE.exec(h.range)
  if (range === null) return false
  const info = await kept.get(file)
  if (!info) return false
  let start = 0
  let end = info.size - 1
  if (range) {
    start = Number(range[1])
    if (range[2] !== '') end = Math.min(Number(range[2]), info.size - 1)
    if (start > end) return false
  }
  const length = end - start + 1
  const body = length <= READ_AT_ONCE ? await kept.read(info, start, end) : undefined
  if (body === null) return false
  reply.code(range ? 206 : 200).headers({
    'Accept-Ranges': 'bytes',
    'Last-Modified': info.lastModified,
    ETag: info.etag,
    ...(range ? { 'Content-Range': `bytes ${start}-${end}/${info.size}` } : {}),
    'Content-Length': length,
  })
  reply.header('Content-Type', lesson.contentType)
  void reply.send(body ?? kept.stream(info, start, end))
  return true
}

/** A lesson file on this machine's disk, sent by @fastify/send. */
async function sendLocalFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  lesson: LessonFileName,
) {
  const sent = await send(request.raw, `/${encodeURIComponent(path.basename(file))}`, {
    ...SEND_OPTIONS,
    root: path.dirname(file),
  })
  if (sent.type === 'file') {
    reply.code(sent.statusCode).headers(sent.headers)
    if (sent.statusCode === 304) {
      sent.stream.destroy()
      return reply.send()
    }
    return reply.header('Content-Type', lesson.contentType).send(sent.stream)
  }
  sent.stream.destroy()
  if (sent.statusCode === 416) {
    return reply
      .code(416)
      .header('Content-Range', sent.headers['Content-Range'])
      .send({ message: RANGE_NOT_SATISFIABLE })
  }
  if (sent.statusCode === 412) return reply.code(412).send({ message: 'Precondition Failed' })
  throw new HttpError(404, ErrorMessages.notFound)
}

/** The lesson player: the lessons of a bought course, their videos and the viewer's progress. */
const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: PlayerDeps = {
    db: app.db,
    storage: app.storage,
    signingKey: urlSigningKey(app.dataKey),
  }
  const kept = new KeptFiles()
  app.addHook('onClose', async () => kept.close())

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
   * Checking it is the only work before the file is sent. Range requests let the player seek
   * without downloading the whole lesson; ETag and Last-Modified let it resume safely.
   */
  addRoute(app, LessonEndpoints.lessonVideo, async (request, reply) => {
    const { exp, sig } = request.query
    const lesson = grantedLessonFile(deps, request.params.file, exp, sig)
    reply.header('Accept-Ranges', 'bytes').header('Cache-Control', 'private, no-store')
    const local = app.storage.localPath?.(lesson.key)
    if (local) {
      if (await sendKeptFile(kept, request, reply, local, lesson)) return reply
      return sendLocalFile(request, reply, local, lesson)
    }

    // Storage elsewhere (an S3-compatible adapter): one range at a time, by hand.
    const { key, size, contentType } = await findLessonFile(deps, request.params.file, exp, sig)
    reply.header('Content-Type', contentType)
    const range = parseRange(request.headers.range, size)
    if (range === 'unsatisfiable') {
      return reply
        .code(416)
        .header('Content-Range', `bytes */${size}`)
        .header('Content-Type', 'application/json; charset=utf-8')
        .send({ message: RANGE_NOT_SATISFIABLE })
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
