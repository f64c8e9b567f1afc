import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

/*
 * What `GET /metrics` tells Prometheus (docs/decisions/023-operations-endpoints.md). One
 * registry per app, so the many apps a test run builds in one process never share a count.
 * Other parts add their numbers here, read when scraped:
 * `app.metrics.addJobQueue('mail', () => countQueued())`,
 * `app.metrics.countMailFailures(() => countGivenUp())`, or metrics of their own on
 * `app.metrics.registry`.
 */

type Labels = 'method' | 'route' | 'status'

/** Answers sent before routing, by logged address (lib/front-door.ts `tallies()`). */
export interface DoorCounts {
  tallies(): Iterable<[string | undefined, readonly number[]]>
}

/** `2xx` for 204: the status label keeps the number of series small. */
export function statusClass(status: number): string {
  return `${Math.min(Math.max(Math.trunc(status / 100), 1), 5)}xx`
}

/**
 * The route label of a request Fastify routed: its pattern (`/api/course/:title`, never the
 * title), `/assets/*` for the web build's hashed files (one route each), and `*` for what
 * the catch-all answers (the web app's pages, unknown addresses).
 */
export function routeLabel(pattern: string | undefined): string {
  if (pattern === undefined || pattern === '') return '*'
  if (pattern.startsWith('/assets/')) return '/assets/*'
  return pattern
}

export class Metrics {
  readonly registry = new Registry()
  private readonly requests: Counter<Labels>
  private readonly durations: Histogram<Labels>
  private readonly queues = new Map<string, () => Promise<number> | number>()
  private mailFailures: (() => Promise<number> | number) | undefined
  private door: { counts: DoorCounts; isRoute: (logged: string) => boolean } | undefined
  /** What was already added to `requests` from the door's tallies, by label key. */
  private readonly doorSeen = new Map<string, number>()

  constructor() {
    const registers = [this.registry]
    const labelNames: Labels[] = ['method', 'route', 'status']
    const countDoor = () => this.countDoor()
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status class',
      labelNames,
      registers,
      collect: countDoor,
    })
    this.durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer HTTP requests that reached routing (answers sent before routing take microseconds and are only counted)',
      labelNames,
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    })
    const readFailures = () => this.mailFailures?.()
    new Counter({
      name: 'mail_failures_total',
      help: 'Mails given up after their last try (kept in the database: the same in every process)',
      registers,
      async collect() {
        // A count that cannot be read leaves the last value rather than failing the scrape.
        const total = await Promise.resolve()
          .then(readFailures)
          .catch(() => undefined)
        if (total === undefined) return
        this.reset()
        this.inc(total)
      },
    })
    const queues = this.queues
    new Gauge({
      name: 'job_queue_depth',
      help: 'Jobs waiting to run, by queue',
      labelNames: ['queue'],
      registers,
      async collect() {
        for (const [queue, read] of queues) {
          // A queue that cannot be read leaves its last value rather than failing the scrape.
          try {
            this.set({ queue }, await read())
          } catch {
            // keep the last value
          }
        }
      },
    })
  }

  /** How many mails were given up so far, read at each scrape. */
  countMailFailures(read: () => Promise<number> | number): void {
    this.mailFailures = read
  }

  /** Adds a queue whose depth is read at each scrape. */
  addJobQueue(queue: string, read: () => Promise<number> | number): void {
    this.queues.set(queue, read)
  }

  /** The process's own numbers (CPU, memory, event loop, GC), for the app that serves them. */
  collectProcessMetrics(): void {
    collectDefaultMetrics({ register: this.registry })
  }

  /** Counts the answers the front door sent; `isRoute` says which logged addresses are routes. */
  countFrontDoor(counts: DoorCounts, isRoute: (logged: string) => boolean): void {
    this.door = { counts, isRoute }
  }

  /** One request Fastify answered. */
  observe(method: string, pattern: string | undefined, status: number, seconds: number): void {
    const labels = { method, route: routeLabel(pattern), status: statusClass(status) }
    this.requests.inc(labels)
    this.durations.observe(labels, seconds)
  }

  /** The Prometheus text of every metric. */
  text(): Promise<string> {
    return this.registry.metrics()
  }

  get contentType(): string {
    return this.registry.contentType
  }

  /** Adds what the door answered since the last scrape to `http_requests_total`. */
  private countDoor(): void {
    if (!this.door) return
    const totals = new Map<string, { labels: Record<Labels, string>; count: number }>()
    for (const [logged, tally] of this.door.counts.tallies()) {
      // A kept page is logged by its address, which is no route: pages are the catch-all's.
      const route =
        logged === undefined || !(logged.startsWith('/assets/') || this.door.isRoute(logged))
          ? '*'
          : routeLabel(logged)
      tally.forEach((count, index) => {
        if (count === 0) return
        const method = index < 5 ? 'GET' : 'HEAD'
        const status = `${(index % 5) + 1}xx`
        const key = `${method} ${route} ${status}`
        const total = totals.get(key)
        if (total) total.count += count
        else totals.set(key, { labels: { method, route: route, status }, count })
      })
    }
    for (const [key, { labels, count }] of totals) {
      const added = count - (this.doorSeen.get(key) ?? 0)
      if (added > 0) this.requests.inc(labels, added)
      this.doorSeen.set(key, count)
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus registry and the numbers other parts report (lib/metrics.ts). */
    metrics: Metrics
  }
}
