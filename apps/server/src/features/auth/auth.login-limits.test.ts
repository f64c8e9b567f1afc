import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildTestApp, loginAs, uniqueEmail, type TestApp } from '#test/helper.ts'

// The server listens on 127.0.0.1 and each guesser connects from an address of its own:
// on Linux the whole of 127.0.0.0/8 is loopback, so these are real, distinct clients.
const t = await buildTestApp()
await t.app.listen({ host: '127.0.0.1', port: 0 })

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: { message?: string; token?: string }
}

function loginFrom(app: TestApp, from: string, email: string, password: string): Promise<Answer> {
  const { port } = app.app.server.address() as AddressInfo
  const payload = JSON.stringify({ email, password })
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/api/login/',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

const WRONG = 'una password sbagliata'
const WINDOW_S = 15 * 60

function expectTooMany(answer: Answer) {
  expect(answer.status).toBe(429)
  expect(answer.body.message).toMatch(/^Too many requests: try again in \d+ (minute|second)s?\.$/)
  const wait = Number(answer.headers['retry-after'])
  expect(wait).toBeGreaterThan(0)
  expect(wait).toBeLessThanOrEqual(WINDOW_S)
}

afterEach(() => {
  vi.useRealTimers()
})

describe('password guessing', () => {
  it('is limited per account across addresses, and the owner waits only for the window', async () => {
    const user = await loginAs(t)
    // Twenty addresses, one guess each: no address reaches its own limit.
    for (let i = 2; i < 22; i++) {
      expect((await loginFrom(t, `127.0.0.${i}`, user.email, WRONG)).status).toBe(401)
    }
    // The account is closed to new addresses, right password or not.
    expectTooMany(await loginFrom(t, '127.0.0.22', user.email, user.password))
    expectTooMany(await loginFrom(t, '127.0.0.23', user.email, WRONG))
    // Other accounts are not affected.
    const other = await loginAs(t)
    expect((await loginFrom(t, '127.0.0.22', other.email, other.password)).status).toBe(200)

    // Fifteen minutes later the owner signs in.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + WINDOW_S * 1000 + 1000)
    const later = await loginFrom(t, '127.0.0.22', user.email, user.password)
    expect(later.status).toBe(200)
    expect(later.body.token).toEqual(expect.any(String))
  })

  it('never shuts the owner out of an address they signed in from before', async () => {
    const user = await loginAs(t)
    expect((await loginFrom(t, '127.0.2.1', user.email, user.password)).status).toBe(200)
    for (let i = 2; i < 22; i++) {
      expect((await loginFrom(t, `127.0.2.${i}`, user.email, WRONG)).status).toBe(401)
    }
    expectTooMany(await loginFrom(t, '127.0.2.30', user.email, user.password))
    expect((await loginFrom(t, '127.0.2.1', user.email, user.password)).status).toBe(200)
  })

  it('is limited per address across accounts', async () => {
    const user = await loginAs(t)
    // One password tried against thirty accounts from one address.
    for (let i = 0; i < 30; i++) {
      const res = await loginFrom(t, '127.0.3.1', uniqueEmail('sprayed'), WRONG)
      expect(res.status).toBe(401)
      expect(res.body).toEqual({ message: 'Invalid credentials' })
    }
    expectTooMany(await loginFrom(t, '127.0.3.1', user.email, user.password))
    // Another address is not affected.
    expect((await loginFrom(t, '127.0.3.2', user.email, user.password)).status).toBe(200)
  })

  it('counts guesses sent all at once', async () => {
    const user = await loginAs(t)
    const answers = await Promise.all(
      Array.from({ length: 26 }, (_, i) => loginFrom(t, `127.0.4.${i + 1}`, user.email, WRONG)),
    )
    const statuses = answers.map((a) => a.status).sort()
    expect(statuses.filter((s) => s === 401)).toHaveLength(20)
    expect(statuses.filter((s) => s === 429)).toHaveLength(6)
  })

  it('does not count a right password', async () => {
    const user = await loginAs(t)
    for (let i = 0; i < 25; i++) {
      expect((await loginFrom(t, `127.0.5.${i + 1}`, user.email, user.password)).status).toBe(200)
    }
  })

  it('scales with RATE_LIMIT_MULTIPLIER', async () => {
    const relaxed = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '2' })
    await relaxed.app.listen({ host: '127.0.0.1', port: 0 })
    const user = await loginAs(relaxed)
    for (let i = 0; i < 40; i++) {
      expect((await loginFrom(relaxed, `127.0.6.${i + 1}`, user.email, WRONG)).status).toBe(401)
    }
    expectTooMany(await loginFrom(relaxed, '127.0.6.100', user.email, user.password))
  })
})
