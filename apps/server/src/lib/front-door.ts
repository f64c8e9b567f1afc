import { randomBytes } from 'node:crypto'
import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http'
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify'
import { isRequestId } from './request-id.ts'

/*
 * Answers that are ready as bytes before a request arrives (the web build's hashed assets,
 * the public reads and pages kept in memory) are written straight onto the connection, before
 * the framework builds its request and reply (docs/architecture.md#front-door). Whatever the
 * front door does not recognise, or cannot answer as it is, goes on to Fastify unchanged, and
 * Fastify's own routes still answer the same addresses the same way (tests compare the two).
 */

/**
 * A ready answer: its status, every header but the common ones and Content-Length (written
 * here), and the body (none for 304).
 */
export interface DoorAnswer {
  status: number
  headers: readonly string[]
  body: Buffer | null
  /** How the request log names the address (a route's pattern rather than its values). */
  logged: string
  /**
   * True when `headers` is the same list for every request answered with this body (a kept
   * answer's form): the door then builds the whole header list once and keeps it.
   */
  kept?: boolean
}

/** Looks at a GET or HEAD request and returns its ready answer, or undefined to pass it on. */
export type Responder = (request: IncomingMessage) => DoorAnswer | undefined

/** At most this many addresses get a tally of their own (kept pages, assets, reads). */
const MAX_TALLIES = 2_000

/** Counts per method (GET, HEAD) and status class (1xx…5xx). */
const newTally = (): number[] => [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]

/** Where a request of `method` answered `status` is counted in a tally. */
export function tallyIndex(method: string, status: number): number {
  const statusClass = Math.min(Math.max(Math.trunc(status / 100), 1), 5)
  return (method === 'HEAD' ? 5 : 0) + statusClass - 1
}

/** The subset of Fastify's server options that shape connections, as Fastify applies them. */
type ConnectionOptions = Pick<
  FastifyServerOptions,
  'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout' | 'maxRequestsPerSocket'
>

export class FrontDoor {
  private readonly responders: Responder[] = []
  /** Headers every answer carries (the security headers), as name, value, name, value… */
  private common: string[] = []
  private log: (FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean }) | undefined
  private answered = 0
  /** Ids of this process's door answers: random, so several processes' ids never meet. */
  private readonly idPrefix = `kept-${randomBytes(3).toString('hex')}-`
  /** The whole header lists of kept answers, by their own lists. */
  private readonly wholeLists = new WeakMap<readonly string[], string[]>()
  /** Answers sent, by the address the log names (`logged`): see tallies(). */
  private readonly counted = new Map<string, number[]>()
  /** Where answers are counted once `counted` holds MAX_TALLIES addresses. */
  private readonly overflow: number[] = newTally()

  /** Sets the headers every answer carries; set once, at start-up. */
  setCommonHeaders(headers: Record<string, string>): void {
    this.common = Object.entries(headers).flat()
  }

  /** Where answered requests are logged (one line each at info, as the request log does). */
  setLogger(log: FastifyBaseLogger): void {
    this.log = log
  }

  /** Adds a source of ready answers; asked in the order added. */
  add(responder: Responder): void {
    this.responders.push(responder)
  }

  /** How many requests were answered here since start-up. */
  get count(): number {
    return this.answered
  }

  /**
   * The answers sent since start-up, by logged address (undefined for those counted once
   * too many addresses were): per method (GET, HEAD) and status class, `tally[tallyIndex()]`.
   * Read by the metrics when scraped (lib/metrics.ts).
   */
  *tallies(): Iterable<[string | undefined, readonly number[]]> {
    yield* this.counted
    yield [undefined, this.overflow]
  }

  /** Answers the request and returns true, or returns false and leaves it untouched. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    const method = request.method
    if (method !== 'GET' && method !== 'HEAD') return false
    const timed = this.log !== undefined && this.log.isLevelEnabled?.('info') !== false
    const started = timed ? performance.now() : 0
    let answer: DoorAnswer | undefined
    for (const responder of this.responders) {
      answer = responder(request)
      if (answer) break
    }
    if (!answer) return false
    const body = answer.body
    this.answered += 1
    // The caller's own id when it is a fair one, as Fastify's requests (lib/request-id.ts).
    const given = request.headers['x-request-id']
    const id =
      given !== undefined && isRequestId(given) ? given : this.idPrefix + this.answered.toString(36)
    // The list's last value is the request id's slot: written here, read by writeHead at once.
    const list = this.wholeList(answer)
    list[list.length - 1] = id
    response.writeHead(answer.status, list)
    if (method === 'HEAD' || !body) response.end()
    else response.end(body)
    const tally = this.counted.get(answer.logged) ?? this.tallyFor(answer.logged)
    tally[tallyIndex(method, answer.status)]! += 1
    if (timed) {
      const ms = Math.round((performance.now() - started) * 10) / 10
      this.log!.info(
        { reqId: id, method, url: answer.logged, status: answer.status, ms },
        'request',
      )
    }
    return true
  }

  /** A new address's tally, or the overflow's past MAX_TALLIES addresses. */
  private tallyFor(logged: string): number[] {
    if (this.counted.size >= MAX_TALLIES) return this.overflow
    const tally = newTally()
    this.counted.set(logged, tally)
    return tally
  }

  /**
   * The common headers, the answer's own, its Content-Length (none for a 304) and the
   * request id's slot, last: its value is written for each request.
   */
  private wholeList(answer: DoorAnswer): string[] {
    const known = answer.kept ? this.wholeLists.get(answer.headers) : undefined
    if (known) return known
    const body = answer.body
    const list =
      answer.status === 304 || !body
        ? [...this.common, ...answer.headers, 'x-request-id', '']
        : [
            ...this.common,
            ...answer.headers,
            'content-length',
            String(body.length),
            'x-request-id',
            '',
          ]
    if (answer.kept) this.wholeLists.set(answer.headers, list)
    return list
  }

  /** The HTTP server: ready answers here, everything else to Fastify's handler. */
  createServer(handler: RequestListener, options: ConnectionOptions): http.Server {
    const server = http.createServer((request, response) => {
      if (!this.serve(request, response)) handler(request, response)
    })
    if (options.keepAliveTimeout) server.keepAliveTimeout = options.keepAliveTimeout
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout
    if (options.connectionTimeout) server.setTimeout(options.connectionTimeout)
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket
    return server
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers sent before routing (lib/front-door.ts). */
    frontDoor: FrontDoor
  }
}

/** The path of a request address, without its query. */
export function pathOf(url: string): string {
  const query = url.indexOf('?')
  return query === -1 ? url : url.slice(0, query)
}

/**
 * A cookie's value in a Cookie header as the cookie plugin reads it (the first of that name,
 * quotes removed, %-escapes decoded), or undefined.
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header || !header.includes(name)) return undefined
  for (const part of header.split(';')) {
    const equals = part.indexOf('=')
    if (equals === -1 || part.slice(0, equals).trim() !== name) continue
    let value = part.slice(equals + 1).trim()
    if (value.length > 1 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1)
    if (!value.includes('%')) return value
    try {
      return decodeURIComponent(value)
    } catch {
      return value
    }
  }
  return undefined
}
