import { describe, expect, it } from 'vitest'
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
  })
})
