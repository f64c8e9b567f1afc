import { describe, expect, it } from 'vitest'
import type { FastifyPluginAsync } from 'fastify'
import { buildTestApp } from '#test/helper.ts'

describe('GET /api/health', () => {
  it('answers ok once the database answers', async () => {
    const t = await buildTestApp()
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('{"status":"ok"}')
  })

  it('answers 503 when the database is gone', async () => {
    const t = await buildTestApp()
    await t.deps.db.destroy()
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(503)
    expect(res.body).toBe('{"status":"unavailable"}')
    // Readiness names the dependency that did not answer.
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' })
    expect(ready.statusCode).toBe(503)
    expect(ready.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'unavailable', storage: 'ok' },
    })
  })
})

describe('GET /api/ready', () => {
  it('answers ok with each dependency it asked, and is never cached', async () => {
    const t = await buildTestApp()
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok' } })
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('names a dependency added by another part that fails, and says draining once stopping', async () => {
    // As the Redis client or the S3 store adds its own check where it is set up.
    const relay: FastifyPluginAsync = async (app) => {
      app.readiness.add('relay', () => Promise.reject(new Error('connect ECONNREFUSED')))
    }
    const t = await buildTestApp({}, { plugins: [relay] })
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', storage: 'ok', relay: 'unavailable' },
    })

    t.app.readiness.drain()
    const draining = await t.app.inject({ method: 'GET', url: '/api/ready' })
    expect(draining.statusCode).toBe(503)
    expect(draining.json()).toMatchObject({ status: 'draining' })
    // Every answer while draining ends its kept-alive connection.
    expect(draining.headers.connection).toBe('close')
    const health = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(health.statusCode).toBe(200)
    expect(health.headers.connection).toBe('close')
  })
})

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is not there, whatever the caller sends', async () => {
    const t = await buildTestApp()
    for (const headers of [{}, { authorization: 'Bearer ' }, { authorization: 'Bearer x' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ message: 'Not found' })
    }
  })
})
