import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import send from '@fastify/send'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

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

type Encoding = 'br' | 'gzip'

interface Variant {
  body: Buffer
  etag: string
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

/** What the request accepts: brotli first, then gzip (a `q=0` refuses). */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null
  let gzip = false
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p))
    if (refused) continue
    if (name === 'br') return 'br'
    if (name === 'gzip' || name === '*') gzip = true
  }
  return gzip ? 'gzip' : null
}

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

/** Whether If-None-Match names this ETag (or is `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/**
 * One route per asset kept in memory (GET, and HEAD through Fastify's twin); answers their
 * addresses.
 */
export function serveHashedAssets(app: FastifyInstance, dir: string): Set<string> {
  const assets = loadHashedAssets(dir)
  for (const [url, asset] of assets) {
    const handler = (request: FastifyRequest, reply: FastifyReply) => {
      const encoding = asset.varies ? acceptedEncoding(request.headers['accept-encoding']) : null
      const chosen = (encoding && asset[encoding]) || asset.plain
      const headers: Record<string, string> = {
        'content-type': asset.type,
        'cache-control': IMMUTABLE,
        'last-modified': asset.lastModified,
        etag: chosen.etag,
      }
      if (asset.varies) headers.vary = 'Accept-Encoding'
      if (chosen !== asset.plain && encoding) headers['content-encoding'] = encoding
      reply.headers(headers)
      if (matches(request.headers['if-none-match'], chosen.etag)) return reply.code(304).send()
      return reply.send(chosen.body)
    }
    // The copies are compressed already: the compression plugin's hooks would only look.
    app.get(url, { compress: false }, handler)
  }
  return new Set(assets.keys())
}
