import type { FastifyPluginAsync } from 'fastify'
import { describe, expect, it } from 'vitest'
import { createVerifiedUser } from '#src/features/auth/auth.service.ts'
import { hashToken } from '#src/lib/tokens.ts'
import { bearer, buildTestApp, uniqueEmail } from '#test/helper.ts'

/*
 * The browser's session cookie (docs/decisions/016-session-cookie.md). The test app's
 * PUBLIC_URL is http://localhost:3000: a local address, so the cookie is not Secure.
 */
// A stand-in for an admin write of another feature: the same guard, nothing else.
const adminWriteRoute: FastifyPluginAsync = async (app) => {
  app.post('/api/test/admin-write', { preHandler: app.requireAdminWrite }, async (request) => ({
    by: request.user?.email,
  }))
}
const t = await buildTestApp({}, { plugins: [adminWriteRoute] })
const SITE = 'http://localhost:3000'
const COOKIE = 'aula_session'
const PASSWORD = 'correct horse battery'

type Answer = Awaited<ReturnType<typeof t.app.inject>>

const setCookieOf = (res: Answer): string => {
  const header = res.headers['set-cookie']
  const all = Array.isArray(header) ? header : header ? [header] : []
  const ours = all.filter((line) => line.startsWith(`${COOKIE}=`))
  expect(ours).toHaveLength(1)
  return ours[0]!
}

async function signIn(group: 'user' | 'admin' = 'user') {
  const address = uniqueEmail('cookie')
  await createVerifiedUser(t.deps.db, { email: address, name: 'Cookie', password: PASSWORD, group })
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email: address, password: PASSWORD },
  })
  expect(res.statusCode).toBe(200)
  const token: string = res.json().token
  return { email: address, token, res, cookie: { cookie: `${COOKIE}=${token}` } }
}

const check = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/check/', headers })

const changePassword = (headers: Record<string, string>, newPassword: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/password/',
    headers,
    payload: { oldPassword: PASSWORD, newPassword },
  })

const canLogIn = async (email: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/login/', payload: { email, password } }))
    .statusCode === 200

describe('the session cookie', () => {
  it('is set at sign-in: httpOnly, SameSite=Lax, Path=/, for the session lifetime', async () => {
    const { token, res } = await signIn()
    // API clients keep the token of the answer.
    expect(res.json()).toEqual({ message: 'Success', token: expect.any(String) })
    const line = setCookieOf(res)
    expect(line.split('; ')[0]).toBe(`${COOKIE}=${token}`)
    expect(line).toContain('HttpOnly')
    expect(line).toContain('SameSite=Lax')
    expect(line).toContain('Path=/')
    expect(line).toContain(`Max-Age=${30 * 86_400}`)
    expect(line).not.toContain('Secure')
    expect(line).not.toContain('Domain')
  })

  it('is Secure, with the __Host- prefix, when PUBLIC_URL is not a local http address', async () => {
    const https = await buildTestApp({ PUBLIC_URL: 'https://aula.example.com' })
    const email = uniqueEmail('https')
    await createVerifiedUser(https.deps.db, { email, name: 'S', password: PASSWORD, group: 'user' })
    const res = await https.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email, password: PASSWORD },
    })
    const header = res.headers['set-cookie']
    const line = String(Array.isArray(header) ? header[0] : header)
    expect(line.startsWith(`__Host-aula_session=${res.json().token};`)).toBe(true)
    expect(line).toContain('Secure')
    expect(line).toContain('HttpOnly')
    const checked = await https.app.inject({
      method: 'GET',
      url: '/api/check/',
      headers: { cookie: `__Host-aula_session=${res.json().token}` },
    })
    expect(checked.statusCode).toBe(200)
  })

  it('alone signs a request in', async () => {
    const { email, cookie } = await signIn()
    const res = await check(cookie)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Success', user: { email, group: 'user' } })
  })

  it('is renewed for another full lifetime when the session is used', async () => {
    const { token, cookie } = await signIn()
    const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString()
    await t.deps.db
      .updateTable('session')
      .set({ last_used_at: lastWeek })
      .where('token_hash', '=', hashToken(token))
      .execute()
    const res = await check(cookie)
    expect(res.statusCode).toBe(200)
    expect(setCookieOf(res)).toContain(`Max-Age=${30 * 86_400}`)
  })

  it('is not read when a bearer is sent: the bearer decides', async () => {
    const { cookie } = await signIn()
    const res = await check({ ...cookie, ...bearer('not-a-session') })
    expect(res.statusCode).toBe(401)
  })

  it('is cleared at logout, which ends the session: the cookie no longer works', async () => {
    const { cookie } = await signIn()
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout/',
      headers: { ...cookie, origin: SITE },
    })
    expect(out.statusCode).toBe(200)
    const line = setCookieOf(out)
    expect(line).toMatch(new RegExp(`^${COOKIE}=;`))
    expect(line).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/)
    expect((await check(cookie)).statusCode).toBe(401)
  })

  it('is cleared by the forced logout of the start-up check, which ends the session', async () => {
    const { email, cookie } = await signIn()
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/forcelogout/',
      headers: { ...cookie, referer: `${SITE}/utente` },
      payload: { email },
    })
    expect(out.statusCode).toBe(200)
    expect(setCookieOf(out)).toMatch(new RegExp(`^${COOKIE}=;`))
    expect((await check(cookie)).statusCode).toBe(401)
  })

  it('cannot log out from another site', async () => {
    const { cookie } = await signIn()
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout/',
      headers: { ...cookie, origin: 'https://evil.example' },
    })
    expect(out.statusCode).toBe(403)
    expect((await check(cookie)).statusCode).toBe(200)
  })
})

describe('a write signed in by the cookie', () => {
  it('without Origin or Referer is refused with 403 and changes nothing', async () => {
    const { email, cookie } = await signIn()
    const res = await changePassword(cookie, 'a brand new password')
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toMatch(/must come from this site/)
    expect(await canLogIn(email, PASSWORD)).toBe(true)
    expect(await canLogIn(email, 'a brand new password')).toBe(false)
  })

  it('from a foreign Origin or Referer is refused with 403 and changes nothing', async () => {
    const { email, cookie } = await signIn()
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:3001' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
      { referer: 'not a url' },
    ]
    for (const headers of foreign) {
      const res = await changePassword({ ...cookie, ...headers }, 'a brand new password')
      expect(res.statusCode).toBe(403)
    }
    expect(await canLogIn(email, PASSWORD)).toBe(true)
  })

  it('from the site itself (Origin, or Referer when Origin is absent) goes through', async () => {
    const first = await signIn()
    const byOrigin = await changePassword({ ...first.cookie, origin: SITE }, 'new password one')
    expect(byOrigin.statusCode).toBe(200)
    expect(await canLogIn(first.email, 'new password one')).toBe(true)

    const second = await signIn()
    const byReferer = await changePassword(
      { ...second.cookie, referer: `${SITE}/changepassword` },
      'new password two',
    )
    expect(byReferer.statusCode).toBe(200)
    expect(await canLogIn(second.email, 'new password two')).toBe(true)
  })

  it('reads need no Origin', async () => {
    const { cookie } = await signIn()
    expect((await check({ ...cookie, origin: 'https://evil.example' })).statusCode).toBe(200)
  })
})

describe('a bearer', () => {
  it('still signs writes in without any Origin', async () => {
    const { email, token } = await signIn()
    const res = await changePassword(bearer(token), 'changed by an API client')
    expect(res.statusCode).toBe(200)
    expect(await canLogIn(email, 'changed by an API client')).toBe(true)
  })

  it('from another origin is not refused: a page elsewhere cannot send one without CORS', async () => {
    const { token } = await signIn()
    const res = await changePassword(
      { ...bearer(token), origin: 'https://evil.example' },
      'changed again',
    )
    expect(res.statusCode).toBe(200)
  })

  it('still ends its own session at logout', async () => {
    const { token } = await signIn()
    const out = await t.app.inject({ method: 'POST', url: '/api/logout/', headers: bearer(token) })
    expect(out.statusCode).toBe(200)
    expect((await check(bearer(token))).statusCode).toBe(401)
  })
})

describe("the admin's private token", () => {
  it('is issued to the cookie, and only it opens an admin write (no Origin needed)', async () => {
    const admin = await signIn('admin')
    const issued = await t.app.inject({
      method: 'GET',
      url: '/api/generate-private-token/',
      headers: admin.cookie,
    })
    expect(issued.statusCode).toBe(200)
    const privateToken: string = issued.json().token

    const withCookie = await t.app.inject({
      method: 'POST',
      url: '/api/test/admin-write',
      headers: { ...admin.cookie, origin: SITE },
    })
    expect(withCookie.statusCode).toBe(401)

    const withPrivate = await t.app.inject({
      method: 'POST',
      url: '/api/test/admin-write',
      headers: { ...admin.cookie, ...bearer(privateToken) },
    })
    expect(withPrivate.statusCode).toBe(200)
    expect(withPrivate.json()).toEqual({ by: admin.email })
  })
})
