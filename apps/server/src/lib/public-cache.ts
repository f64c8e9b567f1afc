import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '#src/db/connect.ts'
import { acceptedEncoding, matchesEtag, type Encoding } from '#src/lib/content-negotiation.ts'
import type { DoorAnswer } from '#src/lib/front-door.ts'
import { contentChanged, followContentVersion, readVersion } from './content-version.ts'

/*
 * Public reads answered from memory (docs/architecture.md#public-cache): what every visitor
 * gets the same (the catalogue, a course, the FAQ, a page's HTML) is produced once, kept as
 * bytes with a strong ETag (and its compressed forms), and answered from there until the
 * content changes. An admin write that commits bumps the content version: this process
 * drops its entries at once, the database's `content_version` row tells the others, which
 * read it at most once a second. Every entry also expires after a minute, so answers that
 * move with the clock (upcoming courses) follow it.
 */

/** What a public read answers: produced once, then served from memory. */
export interface PublicAnswer {
  /** 200 unless said. */
  status?: number
  /** The Content-Type. */
  type: string
  body: string | Buffer
  /** Further headers sent with every copy (Cache-Control…). */
  headers?: Record<string, string>
}

export interface PublicCacheOptions {
  /** How many answers are kept at most (default 2000). */
  maxEntries?: number
  /** How many bytes of answers are kept at most, compressed forms included (default 64 MB). */
  maxBytes?: number
  /** How long an answer is kept, in ms (default 60 s): answers that change with time. */
  maxAgeMs?: number
  /** How often the database's content version is read, in ms (default 1000). */
  versionCheckMs?: number
}

/**
 * A kept answer as bytes (PublicCache.keptAnswer): its headers are Content-Type, the answer's
 * own headers, Vary, ETag and Content-Encoding, one list per form of an entry, shared by every
 * request for that form (`kept`).
 */
export type KeptAnswer = DoorAnswer & { kept: true }

/** How a route's kept answers may be sent before routing (lib/front-door.ts). */
export interface EarlyAnswer {
  /** Only to a caller with no session cookie (an `optionalUser` read). */
  guestsOnly: boolean
  /** How the request log names the address: the route's pattern when it has parameters. */
  logged?: string
}

interface Entry {
  key: string
  generation: number
  expires: number
  status: number
  type: string
  /** The answer's own headers and, when it may be compressed, Vary: name, value, name… */
  flatHeaders: string[]
  body: Buffer
  etag: string
  /** The compressed forms, made on the first request that accepts them. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>
  /** The compressed forms already made, sent with no waiting. */
  ready: Partial<Record<Encoding, Buffer>>
  /** The header lists of each form sent so far, for a 200 and for a 304. */
  lists: Partial<Record<Encoding | 'identity', HeaderLists>>
  bytes: number
  /** When it was last moved to the recently-used end of the cache. */
  touched: number
}

/** Answers shorter than this go as they are (the compression plugin's own threshold). */
const COMPRESS_FROM = 1024

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

const encoders: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => gzipped(body, { level: 9 }),
}

/** The strong ETag of a body and of each of its encodings. */
function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

const withSuffix = (etag: string, encoding: Encoding) => `${etag.slice(0, -1)}-${encoding}"`

/** The headers of one form of an entry, for a 200 and for a 304, and its ETag. */
interface HeaderLists {
  sent: string[]
  notModified: string[]
  etag: string
}

function headerLists(entry: Entry, encoding: Encoding | undefined): HeaderLists {
  const etag = encoding ? withSuffix(entry.etag, encoding) : entry.etag
  const notModified = ['content-type', entry.type, ...entry.flatHeaders, 'etag', etag]
  // Never the same list as the 304's: the front door keeps each list with its Content-Length.
  const sent = encoding ? [...notModified, 'content-encoding', encoding] : [...notModified]
  return { sent, notModified, etag }
}

// Who follows the content version, and how a write moves it on: lib/content-version.ts.
export { contentChanged, onContentVersion } from './content-version.ts'

export class PublicCache {
  private readonly entries = new Map<string, Entry>()
  private readonly producing = new Map<string, Promise<Entry>>()
  /** Request addresses and the keys they are answered under (rememberKey). */
  private readonly keys = new Map<string, { key: string; early: EarlyAnswer | undefined }>()
  private bytes = 0
  /** Moves on at every clear: an answer produced before it is not kept. */
  private generation = 0
  private version: number | undefined
  private checkedAt = -Infinity
  private checking: Promise<void> | undefined
  private readonly maxEntries: number
  private readonly maxBytes: number
  private readonly maxAgeMs: number
  private readonly versionCheckMs: number
  private readonly unfollow: () => void

  constructor(
    private readonly db: Db,
    options: PublicCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 2000
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024
    this.maxAgeMs = options.maxAgeMs ?? 60_000
    this.versionCheckMs = options.versionCheckMs ?? 1000
    this.unfollow = followContentVersion(db, this)
  }

  /** Stops listening for this database's writes (the app closes). */
  detach(): void {
    this.unfollow()
    this.clear()
  }

  /** How many answers are kept now. */
  get size(): number {
    return this.entries.size
  }

  /** Drops every kept answer. */
  clear(): void {
    this.generation += 1
    this.entries.clear()
    this.bytes = 0
  }

  /** The database's version as read or written by this process: a newer one clears. */
  sawVersion(version: number): void {
    if (this.version !== undefined && version !== this.version) this.clear()
    this.version = version
    this.checkedAt = Date.now()
  }

  /** After an admin write committed: clears here, and tells the other processes. */
  bump(): Promise<void> {
    return contentChanged(this.db)
  }

  /**
   * Answers `key` from memory when a fresh copy is kept; otherwise runs `produce` (once for
   * all the requests that miss together), keeps what it answers and sends it. A request
   * whose If-None-Match names the copy's ETag gets 304 with no body.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    produce: () => Promise<PublicAnswer>,
  ): Promise<FastifyReply> {
    await this.checkVersion()
    const entry = this.fresh(key) ?? (await this.produceOnce(key, produce))
    return this.answer(request, reply, entry)
  }

  /**
   * Answers `key` at once when a fresh copy (and the compressed form the request accepts) is
   * kept and the database's version was read recently; false when `send` has to.
   */
  trySend(request: FastifyRequest, reply: FastifyReply, key: string): boolean {
    const h = request.headers
    const kept = this.keptAnswer(key, h['accept-encoding'], h['if-none-match'])
    if (!kept) return false
    reply.code(kept.status)
    for (let i = 0; i < kept.headers.length; i += 2)
      reply.header(kept.headers[i]!, kept.headers[i + 1])
    void reply.send(kept.body ?? undefined)
    return true
  }

  /**
   * The answer to `key` as ready bytes (status, headers as name, value…, body or null for
   * 304), when a fresh copy in the accepted encoding is kept and the database's version was
   * read recently; undefined otherwise. Needs nothing of the framework (lib/front-door.ts).
   */
  keptAnswer(
    key: string,
    acceptEncoding: string | undefined,
    ifNoneMatch: string | undefined,
    logged = key,
  ): KeptAnswer | undefined {
    if (Date.now() - this.checkedAt >= this.versionCheckMs) return undefined
    const entry = this.fresh(key)
    if (!entry) return undefined
    const encoding = this.encodingFor(acceptEncoding, entry)
    const body = encoding ? entry.ready[encoding] : entry.body
    if (!body) return undefined
    const lists = (entry.lists[encoding ?? 'identity'] ??= headerLists(entry, encoding))
    if (entry.status === 200 && matchesEtag(ifNoneMatch, lists.etag)) {
      return { status: 304, headers: lists.notModified, body: null, logged, kept: true }
    }
    return { status: entry.status, headers: lists.sent, body, logged, kept: true }
  }

  /** The key `send` used for a request's address (path and query as sent), if one did. */
  keyOf(url: string): string | undefined {
    return this.keys.get(url)?.key
  }

  /** How a request's address may be answered before routing (rememberKey's `early`). */
  earlyKeyOf(url: string): { key: string; early: EarlyAnswer } | undefined {
    const known = this.keys.get(url)
    return known?.early ? { key: known.key, early: known.early } : undefined
  }

  /**
   * Remembers which key a request's address is answered under, for `trySend`, and with
   * `early` that a guest's request for it may be answered before routing.
   */
  rememberKey(url: string, key: string, early?: EarlyAnswer): void {
    const known = this.keys.get(url)
    if (known?.key === key && known.early === early) return
    if (this.keys.size >= this.maxEntries) this.keys.clear()
    this.keys.set(url, { key, early })
  }

  /** Reads the database's version when the last reading is older than the check interval. */
  private checkVersion(): Promise<void> | undefined {
    if (Date.now() - this.checkedAt < this.versionCheckMs) return undefined
    this.checking ??= readVersion(this.db)
      .then((version) => this.sawVersion(version))
      .finally(() => {
        this.checking = undefined
      })
    return this.checking
  }

  private fresh(key: string): Entry | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.generation !== this.generation || entry.expires <= Date.now()) {
      this.remove(key, entry)
      return undefined
    }
    // Most recently used last: the first ones in the map are the first to go. Moved at
    // most once a second, so a busy answer costs no map updates.
    const now = Date.now()
    if (now - entry.touched >= 1000) {
      entry.touched = now
      this.entries.delete(key)
      this.entries.set(key, entry)
    }
    return entry
  }

  private produceOnce(key: string, produce: () => Promise<PublicAnswer>): Promise<Entry> {
    const generation = this.generation
    const slot = `${generation}\0${key}`
    let pending = this.producing.get(slot)
    if (!pending) {
      pending = produce()
        .then((answer) => this.keep(key, generation, answer))
        .finally(() => this.producing.delete(slot))
      this.producing.set(slot, pending)
    }
    return pending
  }

  private keep(key: string, generation: number, answer: PublicAnswer): Entry {
    const body = typeof answer.body === 'string' ? Buffer.from(answer.body) : answer.body
    const entry: Entry = {
      key,
      generation,
      expires: Date.now() + this.maxAgeMs,
      status: answer.status ?? 200,
      type: answer.type,
      flatHeaders: [
        ...Object.entries(answer.headers ?? {}).flat(),
        ...(body.length >= COMPRESS_FROM ? ['vary', 'accept-encoding'] : []),
      ],
      body,
      etag: etagOf(body),
      encoded: {},
      ready: {},
      lists: {},
      bytes: body.length + key.length,
      touched: Date.now(),
    }
    // Only a success is kept, and only if nothing changed while it was produced.
    if (entry.status !== 200 || generation !== this.generation) return entry
    if (entry.bytes > this.maxBytes / 4) return entry
    const old = this.entries.get(key)
    if (old) this.remove(key, old)
    this.entries.set(key, entry)
    this.bytes += entry.bytes
    this.evict()
    return entry
  }

  private remove(key: string, entry: Entry): void {
    if (this.entries.get(key) !== entry) return
    this.entries.delete(key)
    this.bytes -= entry.bytes
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) return
      this.remove(key, entry)
    }
  }

  /** The encoding an answer goes in: what the client accepts, for a body worth it. */
  private encodingFor(accepted: string | undefined, entry: Entry): Encoding | undefined {
    return entry.body.length >= COMPRESS_FROM ? acceptedEncoding(accepted) : undefined
  }

  private writeHeaders(reply: FastifyReply, entry: Entry, encoding: Encoding | undefined): void {
    reply.code(entry.status).type(entry.type)
    for (let i = 0; i < entry.flatHeaders.length; i += 2) {
      reply.header(entry.flatHeaders[i]!, entry.flatHeaders[i + 1])
    }
    reply.header('etag', encoding ? withSuffix(entry.etag, encoding) : entry.etag)
  }

  private async answer(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: Entry,
  ): Promise<FastifyReply> {
    const encoding = this.encodingFor(request.headers['accept-encoding'], entry)
    this.writeHeaders(reply, entry, encoding)
    const etag = encoding ? withSuffix(entry.etag, encoding) : entry.etag
    if (entry.status === 200 && matchesEtag(request.headers['if-none-match'], etag)) {
      return reply.code(304).send()
    }
    if (!encoding) return reply.send(entry.body)
    const body = await this.encoded(entry, encoding)
    return reply.header('content-encoding', encoding).send(body)
  }

  private encoded(entry: Entry, encoding: Encoding): Promise<Buffer> {
    let pending = entry.encoded[encoding]
    if (!pending) {
      pending = encoders[encoding](entry.body)
      entry.encoded[encoding] = pending
      void pending.then(
        (bytes) => {
          entry.ready[encoding] = bytes
          if (this.entries.get(entry.key) === entry) this.bytes += bytes.length
          entry.bytes += bytes.length
          this.evict()
        },
        () => {
          delete entry.encoded[encoding]
        },
      )
    }
    return pending
  }
}
