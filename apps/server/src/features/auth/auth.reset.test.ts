import { describe, expect, it } from 'vitest'
import { hashToken } from '#src/lib/tokens.ts'
import {
  bearer,
  buildTestApp,
  inviteCodeOf,
  loginAs,
  uniqueEmail,
  uniqueIp,
  type TestUser,
} from '#test/helper.ts'
import { linkIn } from '@aula/testkit/outbox'
import { mailCount, nextMailTo } from './auth.mail-wait.ts'

const t = await buildTestApp()
const RESET_BASE = 'http://localhost:3000/reset-password/'

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login/', payload: { email, password } })

const check = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/check/', headers: bearer(token) })

const requestReset = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reset-password/',
    payload,
    headers,
    remoteAddress: uniqueIp(),
  })

const checkResetToken = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/check-reset-token/${encodeURIComponent(token)}` })

const reset = (token: string, password: string) =>
  t.app.inject({ method: 'PUT', url: '/api/reset/', payload: { token, password } })

const changePassword = (token: string, oldPassword: string, newPassword: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/password/',
    headers: bearer(token),
    payload: { oldPassword, newPassword },
  })

/** Asks for a reset link for the user and returns the token the mail carries. */
async function mailedResetToken(email: string): Promise<string> {
  const before = mailCount(t, email)
  const res = await requestReset({ email })
  expect(res.statusCode).toBe(200)
  const mail = await nextMailTo(t, email, before)
  return linkIn(mail, RESET_BASE).slice(RESET_BASE.length)
}

async function secondSession(user: TestUser): Promise<string> {
  const res = await login(user.email, user.password)
  expect(res.statusCode).toBe(200)
  return res.json().token
}

describe('POST /api/reset-password/', () => {
  it('mails a reset link and answers Success', async () => {
    const user = await loginAs(t)
    const res = await requestReset({ email: user.email.toUpperCase() })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Success' })
    const mail = await nextMailTo(t, user.email, 0)
    expect(mail.subject).toBe('Reimposta la password di Aula')
    expect(mail.text).toContain('Aula')
    expect(mail.html).toContain('Aula')
    expect(mail.html).toContain(`href="${linkIn(mail, RESET_BASE)}"`)
  })

  it('answers the same Success for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail('nobody')
    const before = t.outbox().length
    const res = await requestReset({ email })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Success' })
    // A request for a real account made afterwards is mailed; the unknown one never is.
    const user = await loginAs(t)
    await requestReset({ email: user.email })
    await nextMailTo(t, user.email, 0)
    expect(t.outbox()).toHaveLength(before + 1)
  })

  it('writes to a user in the language the account was registered in', async () => {
    const referrer = await loginAs(t)
    const email = uniqueEmail('english')
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/generate-token/',
      payload: {
        name: 'Jane Doe',
        email,
        password: 'a long password',
        usedAffiliateCode: await inviteCodeOf(t, referrer.id),
        language: 'en',
      },
    })
    expect(signup.statusCode).toBe(200)
    // The page in Italian does not change the language the person chose.
    const before = mailCount(t, email)
    await requestReset({ email, language: 'it' })
    expect((await nextMailTo(t, email, before)).subject).toBe('Reset your Aula password')
  })

  it('keeps the token only as a hash', async () => {
    const user = await loginAs(t)
    const token = await mailedResetToken(user.email)
    const rows = await t.deps.db.selectFrom('one_time_token').selectAll().execute()
    expect(JSON.stringify(rows)).not.toContain(token)
    expect(rows.filter((r) => r.token_hash === hashToken(token))).toHaveLength(1)
  })
})

describe('GET /api/check-reset-token/{token} and PUT /api/reset/', () => {
  it('sets the new password once and ends every session of the user', async () => {
    const user = await loginAs(t)
    const other = await secondSession(user)
    const token = await mailedResetToken(user.email)

    const valid = await checkResetToken(token)
    expect(valid.statusCode).toBe(200)
    expect(valid.json()).toEqual({ message: 'Success' })

    const res = await reset(token, 'nuova password segreta')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Success' })

    expect((await check(user.token)).statusCode).toBe(401)
    expect((await check(other)).statusCode).toBe(401)
    expect((await login(user.email, user.password)).statusCode).toBe(401)
    expect((await login(user.email, 'nuova password segreta')).statusCode).toBe(200)

    // Single use.
    const used = await checkResetToken(token)
    expect(used.statusCode).toBe(400)
    expect(used.json()).toEqual({ message: 'Invalid or expired token' })
    const again = await reset(token, 'ancora un altra password')
    expect(again.statusCode).toBe(400)
    expect((await login(user.email, 'nuova password segreta')).statusCode).toBe(200)
  })

  it('spends every earlier link once the password has been reset', async () => {
    const user = await loginAs(t)
    const older = await mailedResetToken(user.email)
    const newer = await mailedResetToken(user.email)
    expect(newer).not.toBe(older)
    expect((await reset(newer, 'password scelta ora')).statusCode).toBe(200)
    expect((await checkResetToken(older)).statusCode).toBe(400)
    expect((await reset(older, 'password di un altro')).statusCode).toBe(400)
    expect((await login(user.email, 'password scelta ora')).statusCode).toBe(200)
  })

  it('refuses an unknown token', async () => {
    const res = await checkResetToken('not-a-token')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'Invalid or expired token' })
    expect((await reset('not-a-token', 'una password valida')).statusCode).toBe(400)
  })

  it('keeps the link valid for one hour and refuses it after', async () => {
    const user = await loginAs(t)
    const token = await mailedResetToken(user.email)
    const row = await t.deps.db
      .selectFrom('one_time_token')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow()
    const lifetime = Date.parse(row.expires_at) - Date.parse(row.created_at)
    expect(Math.abs(lifetime - 3_600_000)).toBeLessThan(1_000)

    await t.deps.db
      .updateTable('one_time_token')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', row.id)
      .execute()
    expect((await checkResetToken(token)).statusCode).toBe(400)
    const res = await reset(token, 'troppo tardi ormai')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'Invalid or expired token' })
    expect((await login(user.email, user.password)).statusCode).toBe(200)
  })

  it('refuses a too short password without spending the link', async () => {
    const user = await loginAs(t)
    const token = await mailedResetToken(user.email)
    const res = await reset(token, 'corta')
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual([expect.objectContaining({ path: 'password' })])
    expect((await checkResetToken(token)).statusCode).toBe(200)
  })

  it('lets a person who never verified the registration in, since the link proves the mailbox', async () => {
    const referrer = await loginAs(t)
    const email = uniqueEmail('pending')
    await t.app.inject({
      method: 'POST',
      url: '/api/generate-token/',
      payload: {
        name: 'Luca Neri',
        email,
        password: 'password dimenticata',
        usedAffiliateCode: await inviteCodeOf(t, referrer.id),
      },
    })
    // The right password of an unverified account: not signed in, told to verify.
    expect((await login(email, 'password dimenticata')).statusCode).toBe(403)
    const token = await mailedResetToken(email)
    expect((await reset(token, 'password ritrovata')).statusCode).toBe(200)
    expect((await login(email, 'password ritrovata')).statusCode).toBe(200)
  })
})

describe('PUT /api/user/password/', () => {
  it('changes the password, keeps the current session and ends the others', async () => {
    const user = await loginAs(t)
    const other = await secondSession(user)
    const privateToken = (
      await t.app.inject({
        method: 'GET',
        url: '/api/generate-private-token/',
        headers: bearer(other),
      })
    ).json().token as string

    const res = await changePassword(user.token, user.password, 'la password nuova')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Success' })

    expect((await check(user.token)).statusCode).toBe(200)
    expect((await check(other)).statusCode).toBe(401)
    const privateRow = await t.deps.db
      .selectFrom('session')
      .select('revoked_at')
      .where('token_hash', '=', hashToken(privateToken))
      .executeTakeFirstOrThrow()
    expect(privateRow.revoked_at).not.toBeNull()

    expect((await login(user.email, user.password)).statusCode).toBe(401)
    expect((await login(user.email, 'la password nuova')).statusCode).toBe(200)
  })

  it('answers 400 for a wrong current password and changes nothing', async () => {
    const user = await loginAs(t)
    const other = await secondSession(user)
    const res = await changePassword(user.token, 'non è questa', 'la password nuova')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'Wrong current password' })
    expect((await check(other)).statusCode).toBe(200)
    expect((await login(user.email, user.password)).statusCode).toBe(200)
  })

  it('answers 401 without a session, or with a private token', async () => {
    const user = await loginAs(t)
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/user/password/',
      payload: { oldPassword: user.password, newPassword: 'la password nuova' },
    })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toEqual({ message: 'Unauthorized' })

    const { token } = (
      await t.app.inject({
        method: 'GET',
        url: '/api/generate-private-token/',
        headers: bearer(user.token),
      })
    ).json()
    const withPrivate = await changePassword(token, user.password, 'la password nuova')
    expect(withPrivate.statusCode).toBe(401)
    expect((await login(user.email, user.password)).statusCode).toBe(200)
  })
})
