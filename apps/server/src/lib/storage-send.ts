import { Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ErrorMessages } from '@aula/contract/common'
import { HttpError } from '#src/lib/http-error.ts'
import { parseRange } from '#src/lib/signed-urls.ts'
import type { Storage, StoredFile } from '#src/lib/storage.ts'

/**
 * A stored file sent as HTTP says, read from storage that is not this machine's disk (an S3
 * bucket; the local disk has @fastify/send): one range or the whole file, ETag and
 * Last-Modified, 304 for a copy the client already has, If-Range, 412, 416, and HEAD with no
 * body. Only the bytes asked for are read from storage.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  key: string,
  how: { contentType: string; cacheControl: string },
): Promise<FastifyReply> {
  const file = await storage.stat(key)
  if (!file) throw new HttpError(404, ErrorMessages.notFound)
  const h = request.headers
  reply
    .header('Accept-Ranges', 'bytes')
    .header('Cache-Control', how.cacheControl)
    .header('ETag', file.etag)
    .header('Last-Modified', file.lastModified.toUTCString())

  if (h['if-match'] !== undefined && !matches(h['if-match'], file.etag, false)) {
    return reply.code(412).send({ message: 'Precondition Failed' })
  }
  const fresh =
    h['if-none-match'] !== undefined
      ? matches(h['if-none-match'], file.etag, true)
      : notModifiedSince(h['if-modified-since'], file)
  if (fresh) return reply.code(304).send()

  reply.header('Content-Type', how.contentType)
  const ifRange = typeof h['if-range'] === 'string' ? h['if-range'] : undefined
  const range = rangeApplies(ifRange, file) ? parseRange(h.range, file.size) : null
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('Content-Range', `bytes */${file.size}`)
      .header('Content-Type', 'application/json; charset=utf-8')
      .send({ message: 'Range Not Satisfiable' })
  }
  const part = range ?? { start: 0, end: file.size - 1 }
  const length = part.end - part.start + 1
  if (range) reply.code(206).header('Content-Range', `bytes ${part.start}-${part.end}/${file.size}`)
  reply.header('Content-Length', length)
  // HEAD reads nothing from storage. (An empty stream, not an empty body: Fastify's HEAD
  // answer would write a length of 0 for that.)
  if (request.method === 'HEAD') return reply.send(Readable.from([]))
  if (length === 0) return reply.send()
  return reply.send(storage.createReadStream(key, part))
}

/** An If-Match / If-None-Match list against the file's tag (weakly for If-None-Match). */
function matches(header: string, etag: string, weak: boolean): boolean {
  if (header.trim() === '*') return true
  const bare = (tag: string) => (weak ? tag.replace(/^W\//, '') : tag)
  if (!weak && etag.startsWith('W/')) return false
  return header.split(',').some((tag) => bare(tag.trim()) === bare(etag))
}

function notModifiedSince(header: string | undefined, file: StoredFile): boolean {
  if (!header) return false
  const since = Date.parse(header)
  // HTTP dates have whole seconds: the file's own time is cut to them too.
  return !Number.isNaN(since) && Math.floor(file.lastModified.getTime() / 1000) * 1000 <= since
}

/** A range is answered unless If-Range names another version of the file. */
function rangeApplies(header: string | undefined, file: StoredFile): boolean {
  if (header === undefined) return true
  if (header.trim().startsWith('"') || header.trim().startsWith('W/')) {
    return !file.etag.startsWith('W/') && header.trim() === file.etag
  }
  const date = Date.parse(header)
  return !Number.isNaN(date) && Math.floor(file.lastModified.getTime() / 1000) * 1000 === date
}
