import type { IncomingHttpHeaders } from 'node:http'
import path from 'node:path'
import send, { type SendOptions } from '@fastify/send'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorMessages } from '@aula/contract/common'
import { LessonEndpoints, LessonPaths } from '@aula/contract/lessons'
import { HttpError } from '#src/lib/http-error.ts'
import type { Responder } from '#src/lib/front-door.ts'
import { addRoute } from '#src/lib/routes.ts'
import { KeptFiles, type KeptFile } from './kept-files.ts'
import { urlSigningKey } from '#src/lib/signed-urls.ts'
import { sendStoredFile } from '#src/lib/storage-send.ts'
import { issueVideoCourseCertificate } from '#src/features/certificates/certificates.service.ts'
import {
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
 * The part of the file the common request asks for (a GET with one satisfiable range or
 * none, and no conditions), given the file's size; undefined for any other request, which
 * @fastify/send answers.
 */
function simpleRange(
  method: string | undefined,
  h: IncomingHttpHeaders,
  size: number,
): { start: number; end: number; ranged: boolean } | undefined {
  if (method !== 'GET') return undefined
  if (h['if-match'] || h['if-unmodified-since'] || h['if-none-match']) return undefined
  if (h['if-modified-since'] || h['if-range']) return undefined
  if (h.range === undefined) return { start: 0, end: size - 1, ranged: false }
  const range = SIMPLE_RANGE.exec(h.range)
  if (range === null) return undefined
  const start = Number(range[1])
  const end = range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1)
  return start > end ? undefined : { start, end, ranged: true }
}

/**
 * The headers @fastify/send would write for that part, with our type and caching, but its
 * length (which the front door writes itself).
 */
function rangeHeaders(
  info: KeptFile,
  part: { start: number; end: number; ranged: boolean },
  contentType: string,
): string[] {
  const headers = ['Accept-Ranges', 'bytes', 'Cache-Control', 'private, no-store']
  headers.push('Last-Modified', info.lastModified, 'ETag', info.etag)
  if (part.ranged) headers.push('Content-Range', `bytes ${part.start}-${part.end}/${info.size}`)
  headers.push('Content-Type', contentType)
  return headers
}

/**
 * The common request answered from a kept-open file; false for any other, which
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
  // A request with conditions or other ranges does not open the file here.
  if (!simpleRange(request.method, request.headers, Number.MAX_SAFE_INTEGER)) return false
  const info = await kept.get(file)
  if (!info) return false
  const part = simpleRange(request.method, request.headers, info.size)
  if (!part) return false
  const length = part.end - part.start + 1
  const body = length <= READ_AT_ONCE ? await kept.read(info, part.start, part.end) : undefined
  if (body === null) return false
  const headers = rangeHeaders(info, part, lesson.contentType)
  reply.code(part.ranged ? 206 : 200)
  for (let i = 0; i < headers.length; i += 2) reply.header(headers[i]!, headers[i + 1])
  reply.header('Content-Length', length)
  void reply.send(body ?? kept.stream(info, part.start, part.end))
  return true
}

/** exp and sig, each once, as they are signed: anything else goes the whole way. */
function signedQuery(query: string): { exp: string; sig: string } | undefined {
  let exp: string | undefined
  let sig: string | undefined
  for (const pair of query.split('&')) {
    if (pair.startsWith('exp=') && exp === undefined) exp = pair.slice(4)
    else if (pair.startsWith('sig=') && sig === undefined) sig = pair.slice(4)
    else return undefined
  }
  if (exp === undefined || sig === undefined || /[%+]/.test(exp + sig)) return undefined
  return { exp, sig }
}

/** How many checked lesson addresses the door remembers before it starts again. */
const MAX_CHECKED_ADDRESSES = 10_000

/**
 * A range already read, of a lesson file kept open and looked at recently, sent by the front
 * door (lib/front-door.ts) once the signature is checked: the same answer as the route's.
 */
function lessonRangeAtTheDoor(kept: KeptFiles, deps: PlayerDeps): Responder {
  const prefix = LessonPaths.lessonVideoPrefix
  // Addresses whose signature was checked, until they expire: a player asks for many ranges
  // of one address, and the HMAC was most of the work of each.
  const checked = new Map<string, { lesson: LessonFileName; expires: number }>()
  const grantedAddress = (url: string): LessonFileName | undefined => {
    const known = checked.get(url)
    if (known) {
      if (known.expires > Date.now()) return known.lesson
      checked.delete(url)
    }
    const q = url.indexOf('?')
    const file = url.slice(prefix.length, q === -1 ? undefined : q)
    const signed = q === -1 ? undefined : signedQuery(url.slice(q + 1))
    if (!signed || !file || /[%/]/.test(file)) return undefined
    try {
      const lesson = grantedLessonFile(deps, file, signed.exp, signed.sig)
      if (checked.size >= MAX_CHECKED_ADDRESSES) checked.clear()
      checked.set(url, { lesson, expires: Number(signed.exp) * 1000 })
      return lesson
    } catch {
      return undefined
    }
  }
  return (request) => {
    const url = request.url
    if (!url?.startsWith(prefix)) return undefined
    const lesson = grantedAddress(url)
    if (!lesson) return undefined
    const local = deps.storage.localPath?.(lesson.key)
    const info = local === undefined ? undefined : kept.getNow(local)
    const part = info && simpleRange(request.method, request.headers, info.size)
    const body = part && kept.readNow(info, part.start, part.end)
    if (!body) return undefined
    return {
      status: part.ranged ? 206 : 200,
      headers: rangeHeaders(info, part, lesson.contentType),
      body,
      logged: LessonEndpoints.lessonVideo.path,
    }
  }
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
  const certificates = { db: app.db, mail: app.mail, config: app.config }
  const kept = new KeptFiles()
  app.addHook('onClose', async () => kept.close())
  app.frontDoor.add(lessonRangeAtTheDoor(kept, deps))

  addRoute(app, LessonEndpoints.onlineCourseDetail, async (request) =>
    getPlayerCourse(deps, request.user ?? null, request.params.title),
  )

  addRoute(app, LessonEndpoints.lessonProgress, async (request) => {
    const { onlineCourseId } = await saveLessonProgress(app.db, request.user!, request.body)
    // The last lesson completed earns the course's certificate (docs/product.md#certificates).
    // The progress is saved whatever happens to it: listing the certificates issues it later.
    if (request.body.completed) {
      await issueVideoCourseCertificate(certificates, request.user!, onlineCourseId).catch(
        (error: unknown) => request.log.error({ err: error }, 'certificate not issued'),
      )
    }
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

    // Storage elsewhere (an S3 bucket): the range asked for is read from it and passed on.
    return sendStoredFile(request, reply, app.storage, lesson.key, {
      contentType: lesson.contentType,
      cacheControl: 'private, no-store',
    })
  })
}

export default playerRoutes
