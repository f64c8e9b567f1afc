import type { FastifyPluginAsync } from 'fastify'
import { describe, expect, it } from 'vitest'
import { hashToken } from '#src/lib/tokens.ts'
import { bearer, buildTestApp, loginAs, type TestUser } from '#test/helper.ts'

// Stand-ins for the admin routes of other features: the same guards, nothing else.
const guardedRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/test/admin-write', { preHandler: app.requireAdminWrite }, async (request) => ({
    message: 'Success',
    by: request.user?.email,
  }))
  app.get('/api/test/admin-read', { preHandler: app.requireAdmin }, async () => ({
    message: 'Success',
  }))
  app.get('/api/test/maybe-user', { preHandler: app.optionalUser }, async (request) => ({
    email: request.user?.email ?? null,
  }))
}

const t = await buildTestApp({}, { plugins: [guardedRoutes] })

const adminWrite = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/test/admin-write', headers })

const adminRead = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/test/admin-read', headers })

async function privateTokenOf(user: TestUser): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/generate-private-token/',
    headers: bearer(user.token),
  })
  expect(res.statusCode).toBe(200)
  return res.json().token
}

function expectRefused(res: Awaited<ReturnType<typeof adminWrite>>, status: 401 | 403) {
  expect(res.statusCode).toBe(status)
  expect(res.json()).toEqual({ message: status === 401 ? 'Unauthorized' : 'Forbidden' })
}

describe('admin writes (requireAdminWrite)', () => {
  it("accept an admin's private token", async () => {
    const admin = await loginAs(t, 'admin')
    const res = await adminWrite(bearer(await privateTokenOf(admin)))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Success', by: admin.email })
  })

  it('refuse a visitor, a garbage token and a session token, even an admin’s, with 401', async () => {
    const admin = await loginAs(t, 'admin')
    const user = await loginAs(t)
    expectRefused(await adminWrite(), 401)
    expectRefused(await adminWrite(bearer('garbage')), 401)
    expectRefused(await adminWrite({ authorization: 'Bearer ' }), 401)
    expectRefused(await adminWrite(bearer(user.token)), 401)
    expectRefused(await adminWrite(bearer(admin.token)), 401)
  })

  it("refuse a user's private token with 403", async () => {
    const user = await loginAs(t)
    expectRefused(await adminWrite(bearer(await privateTokenOf(user))), 403)
  })

  it('refuse a private token after its five minutes', async () => {
    const admin = await loginAs(t, 'admin')
    const token = await privateTokenOf(admin)
    expect((await adminWrite(bearer(token))).statusCode).toBe(200)
    await t.deps.db
      .updateTable('session')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute()
    expectRefused(await adminWrite(bearer(token)), 401)
  })

  it('refuse a private token that has been logged out', async () => {
    const admin = await loginAs(t, 'admin')
    const token = await privateTokenOf(admin)
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout/',
      headers: bearer(token),
    })
    expect(logout.statusCode).toBe(200)
    expectRefused(await adminWrite(bearer(token)), 401)
    // Only the private token ended; the admin is still signed in.
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/check/',
      headers: bearer(admin.token),
    })
    expect(check.statusCode).toBe(200)
  })

  it('refuse private tokens issued before the admin changed the password', async () => {
    const admin = await loginAs(t, 'admin')
    const token = await privateTokenOf(admin)
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/password/',
      headers: bearer(admin.token),
      payload: { oldPassword: admin.password, newPassword: 'una nuova password' },
    })
    expectRefused(await adminWrite(bearer(token)), 401)
  })

  it('refuse with 403 an admin who has since become a user', async () => {
    const admin = await loginAs(t, 'admin')
    const token = await privateTokenOf(admin)
    await t.deps.db
      .updateTable('app_user')
      .set({ group: 'user' })
      .where('id', '=', admin.id)
      .execute()
    expectRefused(await adminWrite(bearer(token)), 403)
  })
})

describe('admin reads (requireAdmin)', () => {
  it("accept an admin's session or private token and refuse everyone else", async () => {
    const admin = await loginAs(t, 'admin')
    const user = await loginAs(t)
    expect((await adminRead(bearer(admin.token))).statusCode).toBe(200)
    expect((await adminRead(bearer(await privateTokenOf(admin)))).statusCode).toBe(200)
    expectRefused(await adminRead(), 401)
    expectRefused(await adminRead(bearer('garbage')), 401)
    expectRefused(await adminRead(bearer(user.token)), 403)
    expectRefused(await adminRead(bearer(await privateTokenOf(user))), 403)
  })

  it("refuse an admin's private token after its five minutes", async () => {
    const admin = await loginAs(t, 'admin')
    const token = await privateTokenOf(admin)
    await t.deps.db
      .updateTable('session')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute()
    expectRefused(await adminRead(bearer(token)), 401)
  })
})

describe('optional sign-in (optionalUser)', () => {
  it('reads the session when there is one and never refuses', async () => {
    const user = await loginAs(t)
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/api/test/maybe-user',
      headers: bearer(user.token),
    })
    expect(signedIn.json()).toEqual({ email: user.email })
    for (const headers of [{}, bearer('garbage'), bearer(await privateTokenOf(user))]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/test/maybe-user', headers })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ email: null })
    }
  })
})
