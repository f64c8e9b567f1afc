import { describe, expect, it } from 'vitest'
import { buildTestApp, uniqueIp } from '#test/helper.ts'
import { goodContact, goodModule, goodReview } from '#test/fixtures/contact.ts'

const t = await buildTestApp()

const calls = [
  ['/api/contact/', goodContact],
  ['/api/module/', goodModule],
  ['/api/review/', goodReview],
] as const

describe('rate limits', () => {
  it.each(calls)('allow 5 calls of %s per address in 10 minutes', async (url, good) => {
    const ip = uniqueIp()
    const send = (from: string) =>
      t.app.inject({ method: 'POST', url, payload: good(), remoteAddress: from })
    for (let i = 0; i < 5; i++) expect((await send(ip)).statusCode).toBe(200)

    const refused = await send(ip)
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['content-type']).toMatch(/^application\/json/)
    expect(refused.json()).toEqual({ message: expect.stringMatching(/^Too many requests/) })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)

    // Another visitor is not held up by this one.
    expect((await send(uniqueIp())).statusCode).toBe(200)
  })

  it('store nothing for a refused call', async () => {
    const db = t.deps.db
    expect(await db.selectFrom('contact_message').select('id').execute()).toHaveLength(6)
    expect(await db.selectFrom('information_request').select('id').execute()).toHaveLength(6)
    expect(await db.selectFrom('review').select('id').execute()).toHaveLength(6)
  })

  it('count each form on its own', async () => {
    const ip = uniqueIp()
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact/',
        payload: goodContact(),
        remoteAddress: ip,
      })
      expect(res.statusCode).toBe(200)
    }
    const review = await t.app.inject({
      method: 'POST',
      url: '/api/review/',
      payload: goodReview(),
      remoteAddress: ip,
    })
    expect(review.statusCode).toBe(200)
  })
})
