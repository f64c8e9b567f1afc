import http from 'node:http'
import type net from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { TopicRoutes } from '@aula/contract/routes/topics'
import { buildTestApp } from '#test/helper.ts'

/*
 * What an operator reads from a running process (docs/decisions/023-operations-endpoints.md):
 * request ids in answers and log lines, and GET /metrics for METRICS_TOKEN only.
 */

const TOKEN = 'metrics-token-0123456789abcdef'
interface Line {
  msg?: string
  reqId?: string
  url?: string
}
const lines: Line[] = []
const t = await buildTestApp(
  { METRICS_TOKEN: TOKEN },
  { logStream: { write: (line) => void lines.push(JSON.parse(line) as Line) } },
)
await t.app.listen({ host: '127.0.0.1', port: 0 })
const port = (t.app.server.address() as net.AddressInfo).port
afterAll(() => t.close())

/** A GET over a real connection, so the front door may answer it. */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
      })
      request.on('error', reject)
    },
  )
}

const lineOf = (reqId: string) => lines.find((l) => l.msg === 'request' && l.reqId === reqId)

describe('request ids', () => {
  it('keeps a fair X-Request-Id in the answer and the log line', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb.7_a-1' } })
    expect(res.headers['x-request-id']).toBe('lb.7_a-1')
    expect(lineOf('lb.7_a-1')).toMatchObject({ url: '/api/health' })
  })

  it('makes a new id for a missing, long or odd one', async () => {
    const ids = new Set<string>()
    for (const given of [undefined, 'x'.repeat(65), 'a b', 'a/b']) {
      const res = await t.app.inject({
        url: '/api/health',
        headers: given === undefined ? {} : { 'x-request-id': given },
      })
      const id = String(res.headers['x-request-id'])
      expect(id).toMatch(/^[0-9a-f]{6}-[0-9a-z]+$/)
      expect(lineOf(id)).toBeDefined()
      ids.add(id)
    }
    expect(ids.size).toBe(4)
  })

  it('names errors and answers sent before routing too', async () => {
    const missing = await t.app.inject({ url: '/api/topic/999999' })
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f]{6}-/)

    // A public read is kept once answered; the next is sent by the front door.
    await get(TopicRoutes.list.path)
    const before = t.app.frontDoor.count
    const kept = await get(TopicRoutes.list.path)
    expect(t.app.frontDoor.count).toBe(before + 1)
    const id = String(kept.headers['x-request-id'])
    expect(id).toMatch(/^kept-[0-9a-f]{6}-[0-9a-z]+$/)
    expect(lineOf(id)).toMatchObject({ url: TopicRoutes.list.path })

    const given = await get(TopicRoutes.list.path, { 'x-request-id': 'edge-42' })
    expect(t.app.frontDoor.count).toBe(before + 2)
    expect(given.headers['x-request-id']).toBe('edge-42')
    expect(lineOf('edge-42')).toMatchObject({ url: TopicRoutes.list.path })
    const odd = await get(TopicRoutes.list.path, { 'x-request-id': 'a'.repeat(65) })
    expect(odd.headers['x-request-id']).toMatch(/^kept-[0-9a-f]{6}-[0-9a-z]+$/)
  })
})

/** The value of one series in Prometheus text (0 when it is not there yet). */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? 0 : Number(line.slice(series.length + 1))
}
const scrape = () => get('/metrics', { authorization: `Bearer ${TOKEN}` })

describe('GET /metrics', () => {
  it('answers only to the bearer of METRICS_TOKEN', async () => {
    for (const authorization of [
      undefined,
      'Bearer ',
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN}x`,
      `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}`,
      TOKEN,
    ]) {
      const res = await get('/metrics', authorization ? { authorization } : {})
      expect(res.status).toBe(401)
      expect(JSON.parse(res.body)).toEqual({ message: 'Unauthorized' })
    }
    const res = await scrape()
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).toContain('# TYPE process_cpu_user_seconds_total counter')
    // Read from the mail queue in the database: nothing queued or given up here.
    expect(res.body).toMatch(/\njob_queue_depth\{queue="mail"\} 0\n/)
    expect(res.body).toMatch(/\nmail_failures_total 0\n/)
  })

  it('counts requests by route pattern and status class, the front door’s included', async () => {
    const list = `http_requests_total{method="GET",route="${TopicRoutes.list.path}",status="2xx"}`
    const one = `http_requests_total{method="GET",route="${TopicRoutes.one.path}",status="4xx"}`
    const first = (await scrape()).body
    const doorBefore = t.app.frontDoor.count
    await get(TopicRoutes.list.path)
    await get(TopicRoutes.list.path)
    await get('/api/topic/123456789')
    expect(t.app.frontDoor.count).toBeGreaterThan(doorBefore)
    const then = (await scrape()).body
    expect(valueOf(then, list) - valueOf(first, list)).toBe(2)
    expect(valueOf(then, one) - valueOf(first, one)).toBe(1)
    // The raw address never becomes a label.
    expect(then).not.toContain('123456789')
    expect(then).toContain(
      `http_request_duration_seconds_count{method="GET",route="${TopicRoutes.one.path}",status="4xx"}`,
    )
  })
})
