import { describe, expect, it } from 'vitest'
import { buildTestApp, uniqueEmail, uniqueIp } from '#test/helper.ts'

/*
 * The security headers every answer carries, and the rate limits only where they protect
 * something (docs/architecture.md#static-files).
 */

const t = await buildTestApp()

const POLICY =
  "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';" +
  "frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';" +
  "script-src-attr 'none';style-src 'self' 'unsafe-inline';media-src 'self' blob:;" +
  "connect-src 'self';frame-src 'self'"

describe('security headers', () => {
  it('are the same on an API answer, an unknown address and a refused request', async () => {
    const answers = [
      await t.app.inject({ url: '/api/health' }),
      await t.app.inject({ url: '/api/no-such-thing' }),
      await t.app.inject({ url: '/api/check/' }),
    ]
    expect(answers.map((a) => a.statusCode)).toEqual([200, 404, 401])
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toBe(POLICY)
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['referrer-policy']).toBe('no-referrer')
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin')
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin')
      expect(res.headers['x-powered-by']).toBeUndefined()
      // Plain http in tests: HSTS belongs to the TLS proxy in production.
      expect(res.headers['strict-transport-security']).toBeUndefined()
    }
  })
})

describe('rate limits', () => {
  it('leave public reads alone, however many come from one address', async () => {
    const ip = uniqueIp()
    for (let i = 0; i < 60; i++) {
      const res = await t.app.inject({ url: '/api/faqs/', remoteAddress: ip })
      expect(res.statusCode).toBe(200)
      expect(res.headers['x-ratelimit-limit']).toBeUndefined()
    }
  })

  it('still stop a flood of logins from one address', async () => {
    const ip = uniqueIp()
    const statuses: number[] = []
    for (let i = 0; i < 40; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { email: uniqueEmail('flood'), password: 'una password sbagliata' },
        remoteAddress: ip,
      })
      statuses.push(res.statusCode)
    }
    expect(statuses).toContain(429)
  })
})
