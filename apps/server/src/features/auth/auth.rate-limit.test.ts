import { describe, expect, it } from 'vitest'
import { buildTestApp, loginAs, uniqueEmail, uniqueIp, type TestApp } from '#test/helper.ts'

const t = await buildTestApp()

const login = (app: TestApp, ip: string, email: string, password: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email, password },
    remoteAddress: ip,
  })

// An unknown invite code is refused before any work, yet counts against the limit.
const generateToken = (app: TestApp, ip: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/generate-token/',
    payload: {
      name: 'Rate Limit',
      email: uniqueEmail('flood'),
      password: 'una password valida',
      usedAffiliateCode: 'NOPE2345',
    },
    remoteAddress: ip,
  })

const resetPassword = (app: TestApp, ip: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/reset-password/',
    payload: { email: uniqueEmail('flood') },
    remoteAddress: ip,
  })

async function expectTooMany(res: Awaited<ReturnType<typeof login>>) {
  expect(res.statusCode).toBe(429)
  expect(res.headers['content-type']).toMatch(/^application\/json/)
  expect(res.json()).toEqual({ message: expect.stringMatching(/^Too many requests/) })
}

describe('rate limits', () => {
  it('allow 10 logins a minute per address and e-mail', async () => {
    const user = await loginAs(t)
    const ip = uniqueIp()
    for (let i = 0; i < 10; i++) {
      expect((await login(t, ip, user.email, 'una password sbagliata')).statusCode).toBe(401)
    }
    // Even the right password waits now.
    await expectTooMany(await login(t, ip, user.email, user.password))
    // The same address may still sign in to another account, and another address to this one.
    const other = await loginAs(t)
    expect((await login(t, ip, other.email, other.password)).statusCode).toBe(200)
    expect((await login(t, uniqueIp(), user.email, user.password)).statusCode).toBe(200)
  })

  it('count an e-mail in any case as the same one', async () => {
    const user = await loginAs(t)
    const ip = uniqueIp()
    for (let i = 0; i < 10; i++) {
      const email = i % 2 ? user.email.toUpperCase() : ` ${user.email}`
      expect((await login(t, ip, email, 'una password sbagliata')).statusCode).toBe(401)
    }
    await expectTooMany(await login(t, ip, user.email, user.password))
  })

  it('allow 10 registrations per address in 10 minutes', async () => {
    const ip = uniqueIp()
    for (let i = 0; i < 10; i++) expect((await generateToken(t, ip)).statusCode).toBe(400)
    await expectTooMany(await generateToken(t, ip))
    expect((await generateToken(t, uniqueIp())).statusCode).toBe(400)
  })

  it('allow 5 reset requests per address in 10 minutes', async () => {
    const ip = uniqueIp()
    for (let i = 0; i < 5; i++) expect((await resetPassword(t, ip)).statusCode).toBe(200)
    await expectTooMany(await resetPassword(t, ip))
    expect((await resetPassword(t, uniqueIp())).statusCode).toBe(200)
  })
})

describe('RATE_LIMIT_MULTIPLIER', () => {
  it('raises every limit by its factor', async () => {
    const relaxed = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '3' })
    const ip = uniqueIp()
    for (let i = 0; i < 15; i++) expect((await resetPassword(relaxed, ip)).statusCode).toBe(200)
    await expectTooMany(await resetPassword(relaxed, ip))

    const registerIp = uniqueIp()
    for (let i = 0; i < 30; i++) {
      expect((await generateToken(relaxed, registerIp)).statusCode).toBe(400)
    }
    await expectTooMany(await generateToken(relaxed, registerIp))
  })

  it('cannot be dodged with a forged X-Forwarded-For when no proxy is trusted', async () => {
    const user = await loginAs(t)
    const ip = uniqueIp()
    const forged = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { email: user.email, password: 'una password sbagliata' },
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `10.9.8.${i}` },
      })
    for (let i = 0; i < 10; i++) expect((await forged(i)).statusCode).toBe(401)
    await expectTooMany(await forged(99))
  })
})
