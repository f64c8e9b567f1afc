import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import send from '@fastify/send'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { acceptedEncoding, matchesEtag } from '#src/lib/content-negotiation.ts'
import type { DoorAnswer } from '#src/lib/front-door.ts'

/*
 * The web build's hashed assets (apps/web/dist/assets), read once at start-up and answered
 * from memory (docs/architecture.md#static-files): a name with a hash never changes while the
 * server runs, so no request needs to look at the disk. With their brotli and gzip copies
 * they weigh a few megabytes; a file above MAX_FILE_BYTES or past MAX_TOTAL_BYTES is left
 * to the file sender.
 */

const MAX_FILE_BYTES = 4 * 1024 * 1024
const MAX_TOTAL_BYTES = 64 * 1024 * 1024
const IMMUTABLE = 'public, max-age=31536000, immutable'

interface Variant {
  body: Buffer
  etag: string
  /** Its headers for a 200 and a 304, built at its first request and the same ever after. */
  lists?: { sent: string[]; notModified: string[] }
}

interface Asset {
  type: string
  lastModified: string
  plain: Variant
  br?: Variant
  gzip?: Variant
  /** Whether the answer depends on Accept-Encoding (the file has compressed copies). */
  varies: boolean
}

const variant = (body: Buffer, suffix = ''): Variant => ({
  body,
  etag: `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}${suffix}"`,
})

function contentType(file: string): string {
  const type = send.mime.getType(file) ?? 'application/octet-stream'
  return /^text\/|^application\/(javascript|json)/.test(type) ? `${type}; charset=utf-8` : type
}

/** The assets kept in memory, by their address (/assets/<name>). */
export function loadHashedAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>()
  if (!fs.existsSync(dir)) return assets
  let total = 0
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined)
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue
    const file = path.join(dir, entry.name)
    const stat = fs.statSync(file)
    if (stat.size > MAX_FILE_BYTES) continue
    const plain = fs.readFileSync(file)
    const br = read(`${file}.br`)
    const gzip = read(`${file}.gz`)
    const size = plain.length + (br?.length ?? 0) + (gzip?.length ?? 0)
    if (total + size > MAX_TOTAL_BYTES) continue
    total += size
    assets.set(`/assets/${entry.name}`, {
      type: contentType(entry.name),
      lastModified: stat.mtime.toUTCString(),
      plain: variant(plain),
      ...(br ? { br: variant(br, '-br') } : {}),
      ...(gzip ? { gzip: variant(gzip, '-gz') } : {}),
      varies: Boolean(br ?? gzip),
    })
  }
  return assets
}

/** The answer to a request for `asset`: the form it accepts, or 304 for the copy it holds. */
function answerFor(
  asset: Asset,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
  logged: string,
): DoorAnswer {
  const encoding = asset.varies ? acceptedEncoding(acceptEncoding) : undefined
  const chosen = (encoding && asset[encoding]) || asset.plain
  const lists = (chosen.lists ??= headerLists(
    asset,
    chosen,
    chosen === asset.plain ? undefined : encoding,
  ))
  if (matchesEtag(ifNoneMatch, chosen.etag)) {
    return { status: 304, headers: lists.notModified, body: null, logged, kept: true }
  }
  return { status: 200, headers: lists.sent, body: chosen.body, logged, kept: true }
}

function headerLists(asset: Asset, chosen: Variant, encoding: string | undefined) {
  const notModified = [
    'content-type',
    asset.type,
    'cache-control',
    IMMUTABLE,
    'last-modified',
    asset.lastModified,
    'etag',
    chosen.etag,
    ...(asset.varies ? ['vary', 'Accept-Encoding'] : []),
  ]
  // Never the same list as the 304's: the front door keeps each list with its Content-Length.
  const sent = encoding ? [...notModified, 'content-encoding', encoding] : [...notModified]
  return { sent, notModified }
}

/**
 * Answers the assets kept in memory at the front door (lib/front-door.ts) and, for requests
 * that reach Fastify (tests that inject, HEAD through the twin), by one route each: the same
 * answer both ways. Returns their addresses.
 */
export function serveHashedAssets(app: FastifyInstance, dir: string): Set<string> {
  const assets = loadHashedAssets(dir)
  app.frontDoor.add((request) => {
    const url = request.url
    const asset = url === undefined ? undefined : assets.get(url)
    if (!asset) return undefined
    const h = request.headers
    return answerFor(asset, h['accept-encoding'], h['if-none-match'], url!)
  })
  for (const [url, asset] of assets) {
    const handler = (request: FastifyRequest, reply: FastifyReply) => {
      const h = request.headers
      const answer = answerFor(asset, h['accept-encoding'], h['if-none-match'], url)
      reply.code(answer.status)
      for (let i = 0; i < answer.headers.length; i += 2) {
        reply.header(answer.headers[i]!, answer.headers[i + 1])
      }
      return reply.send(answer.body ?? undefined)
    }
    // The copies are compressed already: the compression plugin's hooks would only look.
    app.get(url, { compress: false }, handler)
  }
  return new Set(assets.keys())
}
