import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, inviteCodeOf, loginAs, uniqueEmail, uniqueIp } from '#test/helper.ts'
import { linkIn } from '@aula/testkit/outbox'
import { mailCount, nextMailTo } from './auth.mail-wait.ts'

const t = await buildTestApp()
const VERIFY_BASE = 'http://localhost:3000/verifica-registrazione/'

let invite: string
beforeAll(async () => {
  invite = await inviteCodeOf(t, (await loginAs(t)).id)
})

const post = (url: string, payload: object, ip = uniqueIp()) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip })

const login = (email: string, password: string) => post('/api/login/', { email, password })

const resend = (payload: object, ip?: string) => post('/api/resend-verification', payload, ip)

/** A registration that was never verified; answers its e-mail and password. */
async function unverified(extra: object = {}) {
  const email = uniqueEmail('pending')
  const password = 'una password lunga'
  const res = await post('/api/generate-token/', {
    name: 'Gino Bianchi',
    email,
    password,
    usedAffiliateCode: invite,
    ...extra,
  })
  expect(res.statusCode, res.body).toBe(200)
  return { email, password }
}

describe('login of an account that is not verified yet', () => {
  it('says the e-mail is not verified, only to the right password', async () => {
    const { email, password } = await unverified()
    const right = await login(email.toUpperCase(), password)
    expect(right.statusCode).toBe(403)
    expect(right.json()).toEqual({ message: 'Email not verified' })

    // A wrong password learns nothing: the same answer as for an unknown e-mail.
    const wrong = await login(email, 'non è questa')
    const unknown = await login(uniqueEmail('nobody'), 'non è questa')
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ message: 'Invalid credentials' })
    }
  })
})

describe('POST /api/resend-verification', () => {
  it('mails a fresh link that verifies the account', async () => {
    const { email, password } = await unverified()
    const before = mailCount(t, email)
    const res = await resend({ email: ` ${email.toUpperCase()} `.trim(), language: 'en' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Success' })

    const mail = await nextMailTo(t, email, before)
    // The account's own language, as at registration.
    expect(mail.subject).toBe('Conferma la tua registrazione su Aula')
    const token = linkIn(mail, VERIFY_BASE).slice(VERIFY_BASE.length)
    expect((await post('/api/register', { token })).statusCode).toBe(200)
    expect((await login(email, password)).statusCode).toBe(200)
  })

  it('answers the same for an unknown or a verified e-mail, and mails nothing', async () => {
    const verified = await loginAs(t)
    const nobody = uniqueEmail('nobody')
    for (const email of [nobody, verified.email]) {
      const res = await resend({ email })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ message: 'Success' })
    }
    // A real request made afterwards arrives; the two before never do.
    const pending = await unverified()
    const before = mailCount(t, pending.email)
    await resend({ email: pending.email })
    await nextMailTo(t, pending.email, before)
    expect(mailCount(t, nobody)).toBe(0)
    expect(mailCount(t, verified.email)).toBe(0)
  })

  it('carries the page to return to into the link', async () => {
    const { email } = await unverified()
    const before = mailCount(t, email)
    await resend({ email, next: '/checkout/course/Pizza-in-teglia?x=1' })
    const link = linkIn(await nextMailTo(t, email, before), VERIFY_BASE)
    expect(new URL(link).searchParams.get('next')).toBe('/checkout/course/Pizza-in-teglia?x=1')
  })

  it('is limited per address and per e-mail, with Retry-After', async () => {
    const ip = uniqueIp()
    for (let i = 0; i < 5; i++) {
      expect((await resend({ email: uniqueEmail('flood') }, ip)).statusCode).toBe(200)
    }
    const perAddress = await resend({ email: uniqueEmail('flood') }, ip)
    expect(perAddress.statusCode).toBe(429)
    expect(perAddress.json()).toEqual({ message: expect.stringMatching(/^Too many requests/) })
    expect(Number(perAddress.headers['retry-after'])).toBeGreaterThan(0)

    // One mailbox from many addresses: three links an hour.
    const { email } = await unverified()
    for (let i = 0; i < 3; i++) expect((await resend({ email })).statusCode).toBe(200)
    const perEmail = await resend({ email: email.toUpperCase() })
    expect(perEmail.statusCode).toBe(429)
    expect(Number(perEmail.headers['retry-after'])).toBeGreaterThan(0)
  })

  it.each([
    ['no e-mail', {}],
    ['a malformed e-mail', { email: 'not-an-email' }],
    ['another site as the page to return to', { email: 'a@b.it', next: 'https://evil.example' }],
    ['a protocol-relative page', { email: 'a@b.it', next: '//evil.example/x' }],
    ['a backslash page', { email: 'a@b.it', next: '/\\evil.example' }],
    ['a page with a tab', { email: 'a@b.it', next: '/\t/evil.example' }],
  ])('refuses %s with 400', async (_name, payload) => {
    const res = await resend(payload)
    expect(res.statusCode).toBe(400)
    expect(typeof res.json().message).toBe('string')
  })
})

describe('registration with a page to return to', () => {
  it('puts the page into the verification link', async () => {
    const { email } = await unverified({ next: '/corso/Pizza-in-teglia' })
    const link = linkIn(t.lastMailTo(email)!, VERIFY_BASE)
    expect(new URL(link).searchParams.get('next')).toBe('/corso/Pizza-in-teglia')
  })

  it('refuses a page of another site, creating nothing', async () => {
    const email = uniqueEmail('evil-next')
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example']) {
      const res = await post('/api/generate-token/', {
        name: 'Gino Bianchi',
        email,
        password: 'una password lunga',
        usedAffiliateCode: invite,
        next,
      })
      expect(res.statusCode).toBe(400)
    }
    expect(mailCount(t, email)).toBe(0)
    const row = await t.deps.db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst()
    expect(row).toBeUndefined()
  })
})
