import { createVerifiedUser } from '#src/features/auth/auth.service.ts'
import { describe, expect, it } from 'vitest'
import { hashToken } from '#src/lib/tokens.ts'
import { bearer, buildTestApp, loginAs, uniqueEmail, type TestUser } from '#test/helper.ts'

const t = await buildTestApp()

const check = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/check/', headers: token ? bearer(token) : {} })

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login/', payload: { email, password } })

/** A second, independent sign-in of the same person (another browser). */
async function secondSession(user: TestUser): Promise<string> {
  const res = await login(user.email, user.password)
  expect(res.statusCode).toBe(200)
  return res.json().token
}

const sessionRow = (token: string) =>
  t.deps.db
    .selectFrom('session')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirstOrThrow()

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

describe('POST /api/login/', () => {
  it('answers Success with a token that opens the session', async () => {
    const user = await loginAs(t)
    const res = await login(user.email, user.password)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toEqual({ message: 'Success', token: expect.any(String) })
    expect(body.token).not.toBe(user.token)

    const checked = await check(body.token)
    expect(checked.statusCode).toBe(200)
    expect(checked.json()).toEqual({
      message: 'Success',
      user: { email: user.email, group: 'user' },
    })
  })

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const user = await loginAs(t)
    const res = await login(`  ${user.email.toUpperCase()} `, user.password)
    expect(res.statusCode).toBe(200)
  })

  it('answers 401 Invalid credentials for a wrong password or an unknown e-mail', async () => {
    const user = await loginAs(t)
    const wrong = await login(user.email, 'not the password')
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toEqual({ message: 'Invalid credentials' })

    const unknown = await login(uniqueEmail('nobody'), user.password)
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json()).toEqual({ message: 'Invalid credentials' })
  })

  it('tells an admin apart by the group that check answers', async () => {
    const admin = await loginAs(t, 'admin')
    const res = await check(admin.token)
    expect(res.json().user).toEqual({ email: admin.email, group: 'admin' })
  })
})

describe('GET /api/check/', () => {
  it('answers 401 Unauthorized without a token, with a garbage one or another scheme', async () => {
    const user = await loginAs(t)
    for (const headers of [
      {},
      bearer('garbage'),
      bearer('x'.repeat(5000)),
      { authorization: `Basic ${user.token}` },
      { authorization: user.token },
      { authorization: 'Bearer' },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/check/', headers })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ message: 'Unauthorized' })
    }
  })
})

describe('GET /api/user/current-group/{email}', () => {
  const group = (email: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/user/current-group/${encodeURIComponent(email)}`,
      headers: token ? bearer(token) : {},
    })

  it("answers a user's own group, whatever the case of the e-mail", async () => {
    const user = await loginAs(t)
    const res = await group(user.email.toUpperCase(), user.token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ group: 'user' })
  })

  it('answers for an e-mail as long as addresses may be', async () => {
    const email = `${'l'.repeat(64)}.${Date.now()}@${'d'.repeat(60)}.${'e'.repeat(60)}.example.com`
    const password = 'correct horse battery'
    await createVerifiedUser(t.deps.db, { email, name: 'Long', password, group: 'user' })
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email, password },
    })
    expect(login.statusCode).toBe(200)
    const res = await group(email, login.json().token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ group: 'user' })
  })

  it("refuses a user another person's group, known or not, with 403", async () => {
    const user = await loginAs(t)
    const other = await loginAs(t, 'admin')
    const known = await group(other.email, user.token)
    expect(known.statusCode).toBe(403)
    expect(known.json()).toEqual({ message: 'Forbidden' })
    // The same answer for an unknown address, so a user cannot probe who has an account.
    const unknown = await group(uniqueEmail('nobody'), user.token)
    expect(unknown.statusCode).toBe(403)
  })

  it("gives an admin another person's group, and 404 for an unknown e-mail", async () => {
    const admin = await loginAs(t, 'admin')
    const user = await loginAs(t)
    const res = await group(user.email, admin.token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ group: 'user' })
    expect((await group(admin.email, admin.token)).json()).toEqual({ group: 'admin' })

    const unknown = await group(uniqueEmail('nobody'), admin.token)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: 'Not found' })
  })

  it('answers 401 without a session', async () => {
    const user = await loginAs(t)
    const res = await group(user.email)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: 'Unauthorized' })
  })
})

describe('POST /api/logout/', () => {
  it('ends the session it carries and only that one', async () => {
    const user = await loginAs(t)
    const other = await secondSession(user)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout/',
      headers: bearer(user.token),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Success' })
    expect((await check(user.token)).statusCode).toBe(401)
    expect((await check(other)).statusCode).toBe(200)
  })

  it('answers Success again for an ended session and without any token', async () => {
    const user = await loginAs(t)
    for (const headers of [bearer(user.token), bearer(user.token), {}]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/logout/', headers })
      expect(res.statusCode).toBe(200)
    }
    expect((await check(user.token)).statusCode).toBe(401)
  })

  it('logs out a client that sends an empty JSON body', async () => {
    const user = await loginAs(t)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout/',
      headers: { ...bearer(user.token), 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBe(200)
    expect((await check(user.token)).statusCode).toBe(401)
  })
})

describe('POST /api/forcelogout/', () => {
  const forceLogout = (payload: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/forcelogout/',
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    })

  it('ends the session whose token it carries, not the same user’s others', async () => {
    const user = await loginAs(t)
    const other = await secondSession(user)
    const res = await forceLogout({ email: user.email }, user.token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Success' })
    expect((await check(user.token)).statusCode).toBe(401)
    expect((await check(other)).statusCode).toBe(200)
  })

  it("never ends someone's session by naming their e-mail", async () => {
    const victim = await loginAs(t)
    const attacker = await loginAs(t)

    const anonymous = await forceLogout({ email: victim.email })
    expect(anonymous.statusCode).toBe(200)
    const withOwnToken = await forceLogout({ email: victim.email }, attacker.token)
    expect(withOwnToken.statusCode).toBe(200)
    const withGarbage = await forceLogout({ email: victim.email }, 'garbage')
    expect(withGarbage.statusCode).toBe(200)

    expect((await check(victim.token)).statusCode).toBe(200)
    // The token it carried is the only one it ended.
    expect((await check(attacker.token)).statusCode).toBe(401)
  })

  it('answers Success with no body, an empty object or an e-mail of null', async () => {
    const user = await loginAs(t)
    for (const payload of [undefined, {}, { email: null }]) {
      const res = await forceLogout(payload)
      expect(res.statusCode).toBe(200)
    }
    const ended = await forceLogout({ email: null }, user.token)
    expect(ended.statusCode).toBe(200)
    expect((await check(user.token)).statusCode).toBe(401)
  })
})

describe('GET /api/generate-private-token/', () => {
  const privateToken = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/generate-private-token/',
      headers: token ? bearer(token) : {},
    })

  it('issues a private token to a signed-in user, not a session token', async () => {
    const user = await loginAs(t)
    const res = await privateToken(user.token)
    expect(res.statusCode).toBe(200)
    const { token } = res.json()
    expect(token).toEqual(expect.any(String))
    expect(token).not.toBe(user.token)
    // A private token opens no session, and cannot mint further private tokens.
    expect((await check(token)).statusCode).toBe(401)
    expect((await privateToken(token)).statusCode).toBe(401)
    expect((await check(user.token)).statusCode).toBe(200)
  })

  it('lives five minutes', async () => {
    const user = await loginAs(t)
    const { token } = (await privateToken(user.token)).json()
    const row = await sessionRow(token)
    const lifetime = Date.parse(row.expires_at) - Date.parse(row.created_at)
    expect(lifetime).toBe(5 * 60_000)
  })

  it('needs a session', async () => {
    const res = await privateToken()
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: 'Unauthorized' })
    expect((await privateToken('garbage')).statusCode).toBe(401)
  })
})

describe('session lifetime', () => {
  it('ends a session unused for 30 days', async () => {
    const user = await loginAs(t)
    await t.deps.db
      .updateTable('session')
      .set({ last_used_at: daysFromNow(-31), expires_at: daysFromNow(-1) })
      .where('token_hash', '=', hashToken(user.token))
      .execute()
    const res = await check(user.token)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: 'Unauthorized' })
  })

  it('counts the 30 days from the last use', async () => {
    const user = await loginAs(t)
    const fresh = await sessionRow(user.token)
    expect(Date.parse(fresh.expires_at) - Date.parse(fresh.created_at)).toBe(30 * 86_400_000)

    await t.deps.db
      .updateTable('session')
      .set({ last_used_at: daysFromNow(-29), expires_at: daysFromNow(1) })
      .where('token_hash', '=', hashToken(user.token))
      .execute()
    expect((await check(user.token)).statusCode).toBe(200)
    const used = await sessionRow(user.token)
    expect(Date.parse(used.expires_at)).toBeGreaterThan(Date.now() + 29 * 86_400_000)
    expect(Date.parse(used.last_used_at)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('ends the sessions of an account that is no longer verified', async () => {
    const user = await loginAs(t)
    await t.deps.db.updateTable('app_user').set({ verified: 0 }).where('id', '=', user.id).execute()
    expect((await check(user.token)).statusCode).toBe(401)
  })
})

describe('token storage', () => {
  it('keeps only SHA-256 hashes of session and private tokens', async () => {
    const user = await loginAs(t)
    const { token: privateTok } = (
      await t.app.inject({
        method: 'GET',
        url: '/api/generate-private-token/',
        headers: bearer(user.token),
      })
    ).json()
    const rows = await t.deps.db
      .selectFrom('session')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute()
    expect(rows).toHaveLength(2)
    const dump = JSON.stringify(rows)
    expect(dump).not.toContain(user.token)
    expect(dump).not.toContain(privateTok)
    expect(rows.map((r) => r.token_hash).sort()).toEqual(
      [hashToken(user.token), hashToken(privateTok)].sort(),
    )
  })
})
