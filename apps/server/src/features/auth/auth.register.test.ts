import { beforeAll, describe, expect, it } from 'vitest'
import { hashToken } from '#src/lib/tokens.ts'
import { buildTestApp, inviteCodeOf, loginAs, uniqueEmail, uniqueIp } from '#test/helper.ts'
import { linkIn, type OutboxMail } from '@aula/testkit/outbox'

const SITE = 'Accademia Prova'
const t = await buildTestApp({ SITE_NAME: SITE })
const VERIFY_BASE = 'http://localhost:3000/verifica-registrazione/'

let invite: string
beforeAll(async () => {
  const referrer = await loginAs(t)
  invite = await inviteCodeOf(t, referrer.id)
})

interface Signup {
  name: string
  email: string
  password: string
  usedAffiliateCode: string
  language?: 'it' | 'en'
}

const signup = (over: Partial<Signup> = {}): Signup => ({
  name: 'Maria Verdi',
  email: uniqueEmail('signup'),
  password: 'una password lunga',
  usedAffiliateCode: invite,
  ...over,
})

const generateToken = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/generate-token/',
    payload,
    headers,
    remoteAddress: uniqueIp(),
  })

const register = (token: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/register', payload: { token } })

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login/', payload: { email, password } })

function verificationMail(email: string): OutboxMail {
  const mail = t.lastMailTo(email)
  if (!mail) throw new Error(`no mail to ${email}`)
  return mail
}

const tokenIn = (mail: OutboxMail) => linkIn(mail, VERIFY_BASE).slice(VERIFY_BASE.length)

const userByEmail = (email: string) =>
  t.deps.db.selectFrom('app_user').selectAll().where('email', '=', email).executeTakeFirst()

describe('POST /api/generate-token/', () => {
  it('creates an unverified account and mails an Italian verification link by default', async () => {
    const input = signup()
    const res = await generateToken(input)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Success' })

    const mail = verificationMail(input.email)
    expect(mail.subject).toBe(`Conferma la tua registrazione su ${SITE}`)
    expect(mail.text).toContain(SITE)
    expect(mail.text).toContain('Ciao Maria Verdi,')
    expect(mail.html).toContain(SITE)
    expect(mail.html).toContain('<html lang="it">')
    const link = linkIn(mail, VERIFY_BASE)
    expect(mail.html).toContain(`href="${link}"`)
    expect(tokenIn(mail)).toMatch(/^[A-Za-z0-9_-]{43}$/)

    // The account exists but cannot be used until the mailbox is proven.
    const before = await login(input.email, input.password)
    expect(before.statusCode).toBe(403)
    expect(before.json()).toEqual({ message: 'Email not verified' })
  })

  it('writes the mail in English when the page asks for it', async () => {
    const input = signup({ language: 'en' })
    expect((await generateToken(input)).statusCode).toBe(200)
    const mail = verificationMail(input.email)
    expect(mail.subject).toBe(`Confirm your registration at ${SITE}`)
    expect(mail.text).toContain('Hello Maria Verdi,')
    expect(mail.html).toContain('<html lang="en">')
  })

  it("follows the browser's Accept-Language when the page does not say", async () => {
    const english = signup()
    await generateToken(english, { 'accept-language': 'en-GB,en;q=0.9,it;q=0.5' })
    expect(verificationMail(english.email).subject).toBe(`Confirm your registration at ${SITE}`)

    const italian = signup()
    await generateToken(italian, { 'accept-language': 'it-IT,it;q=0.9,en;q=0.5' })
    expect(verificationMail(italian.email).subject).toBe(`Conferma la tua registrazione su ${SITE}`)

    // An explicit choice on the page wins over the browser.
    const chosen = signup({ language: 'it' })
    await generateToken(chosen, { 'accept-language': 'en' })
    expect(verificationMail(chosen.email).subject).toBe(`Conferma la tua registrazione su ${SITE}`)
  })

  it('shows the name in the HTML part as text, never as markup', async () => {
    const input = signup({ name: '<img src=x onerror=alert(1)>' })
    expect((await generateToken(input)).statusCode).toBe(200)
    const mail = verificationMail(input.email)
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;')
  })

  it('records who invited the newcomer, whatever the case of the code', async () => {
    const referrer = await loginAs(t)
    const code = await inviteCodeOf(t, referrer.id)
    const input = signup({ usedAffiliateCode: ` ${code.toLowerCase()} ` })
    expect((await generateToken(input)).statusCode).toBe(200)
    const row = await userByEmail(input.email)
    expect(row).toMatchObject({
      referred_by_id: referrer.id,
      used_affiliate_code: code,
      group: 'user',
    })
    expect(Number(row!.verified)).toBe(0)
    expect(row!.affiliate_code).toMatch(/^[A-Z2-9]{8}$/)
  })

  it('refuses an unknown invite code with 400 and creates nothing', async () => {
    const input = signup({ usedAffiliateCode: 'NOPE1234' })
    const res = await generateToken(input)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'Invalid invite code' })
    expect(await userByEmail(input.email)).toBeUndefined()
    expect(t.lastMailTo(input.email)).toBeUndefined()
  })

  it('refuses the invite code of an account that is not verified yet', async () => {
    const pending = signup()
    await generateToken(pending)
    const code = (await userByEmail(pending.email))!.affiliate_code
    const res = await generateToken(signup({ usedAffiliateCode: code }))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'Invalid invite code' })
  })

  it('answers 409 Email già esistente for a verified e-mail, in any case, without a mail', async () => {
    const existing = await loginAs(t)
    const before = t.outbox().length
    for (const email of [existing.email, existing.email.toUpperCase()]) {
      const res = await generateToken(signup({ email }))
      expect(res.statusCode).toBe(409)
      expect(res.json()).toEqual({ message: 'Email già esistente' })
    }
    expect(t.outbox()).toHaveLength(before)
    // The existing account keeps its password.
    expect((await login(existing.email, existing.password)).statusCode).toBe(200)
  })

  it('sends a new link to an e-mail registered but never verified', async () => {
    const first = signup()
    await generateToken(first)
    const firstToken = tokenIn(verificationMail(first.email))

    const again = { ...first, password: 'la seconda password' }
    const res = await generateToken(again)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Success' })
    const mails = t.outbox().filter((m) => m.to.includes(first.email))
    expect(mails).toHaveLength(2)
    const secondToken = tokenIn(mails[1]!)
    expect(secondToken).not.toBe(firstToken)

    // Only the latest link counts, so an older one can never activate a password set since.
    expect((await register(firstToken)).statusCode).toBe(400)
    expect((await register(secondToken)).statusCode).toBe(200)
    expect((await login(first.email, first.password)).statusCode).toBe(401)
    expect((await login(first.email, again.password)).statusCode).toBe(200)
    const rows = await t.deps.db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', first.email)
      .execute()
    expect(rows).toHaveLength(1)
  })

  it('accepts passwords of 8 and 128 characters and refuses 7 and 129', async () => {
    for (const [password, status] of [
      ['a'.repeat(7), 400],
      ['a'.repeat(8), 200],
      ['a'.repeat(128), 200],
      ['a'.repeat(129), 400],
    ] as const) {
      const res = await generateToken(signup({ password }))
      expect(res.statusCode, `password of ${password.length}`).toBe(status)
      if (status === 400) {
        expect(res.json().errors).toEqual([expect.objectContaining({ path: 'password' })])
      }
    }
  })
})

describe('POST /api/register', () => {
  it('verifies the account once; the link then stops working', async () => {
    const input = signup()
    await generateToken(input)
    const token = tokenIn(verificationMail(input.email))

    const res = await register(token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Success' })
    expect((await login(input.email, input.password)).statusCode).toBe(200)

    const again = await register(token)
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ message: 'Invalid or expired token' })
  })

  it('refuses an unknown token with 400', async () => {
    const res = await register('not-a-token')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'Invalid or expired token' })
  })

  it('keeps the link valid for 48 hours and refuses it after', async () => {
    const input = signup()
    await generateToken(input)
    const token = tokenIn(verificationMail(input.email))
    const row = await t.deps.db
      .selectFrom('one_time_token')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow()
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBeGreaterThanOrEqual(
      48 * 3_600_000 - 1_000,
    )
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBeLessThanOrEqual(
      48 * 3_600_000 + 1_000,
    )

    await t.deps.db
      .updateTable('one_time_token')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', row.id)
      .execute()
    const res = await register(token)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'Invalid or expired token' })
    expect((await login(input.email, input.password)).statusCode).toBe(403)
  })

  it('does not accept a verification link as a password reset link', async () => {
    const input = signup()
    await generateToken(input)
    const token = tokenIn(verificationMail(input.email))
    const res = await t.app.inject({ method: 'GET', url: `/api/check-reset-token/${token}` })
    expect(res.statusCode).toBe(400)
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/reset/',
      payload: { token, password: 'presa di controllo' },
    })
    expect(reset.statusCode).toBe(400)
    expect((await register(token)).statusCode).toBe(200)
  })

  it('stores only a hash of the mailed token', async () => {
    const input = signup()
    await generateToken(input)
    const token = tokenIn(verificationMail(input.email))
    const rows = await t.deps.db.selectFrom('one_time_token').selectAll().execute()
    expect(JSON.stringify(rows)).not.toContain(token)
    expect(rows.filter((r) => r.token_hash === hashToken(token))).toHaveLength(1)
  })
})
