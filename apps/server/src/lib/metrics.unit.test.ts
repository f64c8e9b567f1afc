import { describe, expect, it } from 'vitest'
import { tallyIndex } from './front-door.ts'
import { Metrics, routeLabel, statusClass } from './metrics.ts'

/* The numbers GET /metrics writes (lib/metrics.ts), read as Prometheus would. */

/** The value of one series in Prometheus text, or undefined when it is not there. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

const series = (name: string, method: string, route: string, status: string) =>
  `${name}{method="${method}",route="${route}",status="${status}"}`

describe('labels', () => {
  it('groups statuses by class', () => {
    expect([200, 204, 304, 404, 503].map(statusClass)).toEqual(['2xx', '2xx', '3xx', '4xx', '5xx'])
  })

  it('names a route by its pattern, hashed files as one, the catch-all as *', () => {
    expect(routeLabel('/api/course/:title')).toBe('/api/course/:title')
    expect(routeLabel('/assets/index-Ab12.js')).toBe('/assets/*')
    expect(routeLabel(undefined)).toBe('*')
  })
})

describe('metrics', () => {
  it('counts and times requests by method, route pattern and status class', async () => {
    const metrics = new Metrics()
    metrics.observe('GET', '/api/course/:title', 200, 0.003)
    metrics.observe('GET', '/api/course/:title', 404, 0.002)
    metrics.observe('GET', '/api/course/:title', 200, 0.2)
    const text = await metrics.text()
    const ok = series('http_requests_total', 'GET', '/api/course/:title', '2xx')
    expect(valueOf(text, ok)).toBe(2)
    expect(valueOf(text, series('http_requests_total', 'GET', '/api/course/:title', '4xx'))).toBe(1)
    const bucket = (le: string) =>
      `http_request_duration_seconds_bucket{le="${le}",method="GET",route="/api/course/:title",status="2xx"}`
    expect(valueOf(text, bucket('0.005'))).toBe(1)
    expect(valueOf(text, bucket('0.25'))).toBe(2)
  })

  it('adds the front door’s answers, by route, once each across scrapes', async () => {
    const metrics = new Metrics()
    const courses = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    const page = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    const asset = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    const tallies: [string | undefined, number[]][] = [
      ['/api/courses', courses],
      ['/corsi', page],
      ['/assets/index-Ab12.js', asset],
    ]
    metrics.countFrontDoor({ tallies: () => tallies }, (logged) => logged === '/api/courses')
    metrics.observe('GET', '/api/courses', 200, 0.01)
    courses[tallyIndex('GET', 200)] = 3
    courses[tallyIndex('GET', 304)] = 1
    page[tallyIndex('HEAD', 200)] = 2
    asset[tallyIndex('GET', 200)] = 5
    let text = await metrics.text()
    expect(valueOf(text, series('http_requests_total', 'GET', '/api/courses', '2xx'))).toBe(4)
    expect(valueOf(text, series('http_requests_total', 'GET', '/api/courses', '3xx'))).toBe(1)
    expect(valueOf(text, series('http_requests_total', 'HEAD', '*', '2xx'))).toBe(2)
    expect(valueOf(text, series('http_requests_total', 'GET', '/assets/*', '2xx'))).toBe(5)

    courses[tallyIndex('GET', 200)] = 4
    text = await metrics.text()
    expect(valueOf(text, series('http_requests_total', 'GET', '/api/courses', '2xx'))).toBe(5)
    expect(valueOf(text, series('http_requests_total', 'GET', '/assets/*', '2xx'))).toBe(5)
  })

  it('reads each job queue’s depth when scraped, and counts mail failures', async () => {
    const metrics = new Metrics()
    let waiting = 3
    metrics.addJobQueue('mail', () => waiting)
    metrics.addJobQueue('broken', () => Promise.reject(new Error('database gone')))
    let givenUp: number | Error = 1
    metrics.countMailFailures(() => (givenUp instanceof Error ? Promise.reject(givenUp) : givenUp))
    expect(valueOf(await metrics.text(), 'job_queue_depth{queue="mail"}')).toBe(3)
    expect(valueOf(await metrics.text(), 'mail_failures_total')).toBe(1)
    waiting = 0
    givenUp = 4
    let text = await metrics.text()
    expect(valueOf(text, 'job_queue_depth{queue="mail"}')).toBe(0)
    expect(valueOf(text, 'mail_failures_total')).toBe(4)
    // A count that cannot be read keeps the last one.
    givenUp = new Error('database gone')
    text = await metrics.text()
    expect(valueOf(text, 'mail_failures_total')).toBe(4)
  })

  it('keeps each app’s numbers apart', async () => {
    const one = new Metrics()
    const other = new Metrics()
    one.countMailFailures(() => 2)
    one.collectProcessMetrics()
    expect(valueOf(await one.text(), 'mail_failures_total')).toBe(2)
    expect(valueOf(await other.text(), 'mail_failures_total')).toBe(0)
    expect(await one.text()).toContain('process_cpu_user_seconds_total')
    expect(await other.text()).not.toContain('process_cpu_user_seconds_total')
  })
})
