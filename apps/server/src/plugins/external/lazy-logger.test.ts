import type { FastifyPluginAsync } from 'fastify'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '#test/helper.ts'

/*
 * A request's logger is built only when it writes (plugins/external/lazy-logger.ts): what it
 * writes is unchanged, every line carrying the request's id.
 */

interface Line {
  level: number
  msg?: string
  reqId?: string
  feature?: string
  url?: string
}
const lines: Line[] = []
const route: FastifyPluginAsync = async (app) => {
  app.get('/test/logs', async (request) => {
    request.log.debug('not written at info')
    request.log.warn({ feature: 'test' }, 'careful')
    request.log.child({ feature: 'child' }).info('from a child')
    return { ok: true }
  })
}
const t = await buildTestApp(
  {},
  { logStream: { write: (line) => lines.push(JSON.parse(line) as Line) }, plugins: [route] },
)

describe('a request’s logger', () => {
  it('writes the lines at enabled levels, each with the request’s id', async () => {
    const from = lines.length
    const answer = await t.app.inject({ url: '/test/logs' })
    expect(answer.statusCode).toBe(200)
    const written = lines.slice(from)
    expect(written.map((l) => l.msg)).toEqual(['careful', 'from a child', 'request'])
    const [warned, child, request] = written
    expect(warned).toMatchObject({ level: 40, feature: 'test' })
    expect(child).toMatchObject({ level: 30, feature: 'child' })
    expect(request).toMatchObject({ level: 30, url: '/test/logs' })
    expect(request!.reqId).toBeTruthy()
    expect(warned!.reqId).toBe(request!.reqId)
    expect(child!.reqId).toBe(request!.reqId)
  })

  it('gives each request its own id', async () => {
    const from = lines.length
    await t.app.inject({ url: '/test/logs' })
    await t.app.inject({ url: '/test/logs' })
    const ids = new Set(lines.slice(from).map((l) => l.reqId))
    expect(ids.size).toBe(2)
  })
})
