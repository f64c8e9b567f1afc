import type { OutboxMail } from '@aula/testkit/outbox'
import type { InjectOptions } from 'fastify'
import { describe, expect, it } from 'vitest'
import { createVerifiedUser } from '#src/features/auth/auth.service.ts'
import { hashToken } from '#src/lib/tokens.ts'
import { bearer, buildTestApp, loginAs, uniqueEmail, uniqueIp, type TestApp } from '#test/helper.ts'
import { linkIn } from '@aula/testkit/outbox'
import {
  listConfirmedSubscribers,
  newsletterHeaders,
  unsubscribeFooter,
  unsubscribeLinks,
} from './index.ts'
import { newConfirmToken } from './newsletter.service.ts'

const t = await buildTestApp({ SITE_NAME: 'Aula Pizza', CONTACT_EMAIL: 'scuola@aula.example' })

const CONFIRM_PAGE = 'http://localhost:3000/newsletter/conferma/'
const DAY = 86_400_000

const call = (app: TestApp, options: InjectOptions) =>
  app.app.inject({ remoteAddress: uniqueIp(), ...options })

const subscribe = (email: string, extra: Partial<InjectOptions> & { language?: string } = {}) => {
  const { language, ...options } = extra
  return call(t, {
    method: 'POST',
    url: '/api/subscribe/',
    payload: language ? { email, language } : { email },
    ...options,
  })
}

const confirm = (token: string) =>
  call(t, { method: 'POST', url: '/api/newsletter/confirm', payload: { token } })

const unsubscribe = (token: string) =>
  call(t, { method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } })

const oneClick = (token: string, options: Partial<InjectOptions> = {}) =>
  call(t, {
    method: 'POST',
    url: `/api/newsletter/unsubscribe/${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
    ...options,
  })

const row = (email: string) =>
  t.deps.db
    .selectFrom('newsletter_subscriber')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow()

const mailsTo = (email: string) => t.outbox().filter((m) => m.to.includes(email))

/** The token of the newest confirmation link mailed to this address. */
function confirmToken(email: string): string {
  const mail = mailsTo(email).at(-1)
  if (!mail) throw new Error(`no mail to ${email}`)
  return linkIn(mail, CONFIRM_PAGE).slice(CONFIRM_PAGE.length)
}

/** Subscribes and confirms through the API, as a person does. */
async function confirmedSubscriber(email = uniqueEmail('news')) {
  expect((await subscribe(email)).statusCode).toBe(200)
  expect((await confirm(confirmToken(email))).statusCode).toBe(200)
  return row(email)
}

describe('POST /api/subscribe/', () => {
  it('stores a pending subscriber and mails a confirmation link in Italian', async () => {
    const email = uniqueEmail('news')
    const res = await subscribe(email)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Success' })

    const subscriber = await row(email)
    expect(subscriber).toMatchObject({
      email,
      language: 'it',
      status: 'pending',
      confirmed_at: null,
      unsubscribed_at: null,
    })
    expect(subscriber.unsubscribe_token).toMatch(/^[\w-]{43}$/)

    const mails = mailsTo(email)
    expect(mails).toHaveLength(1)
    const mail = mails[0]!
    expect(mail.subject).toBe("Conferma l'iscrizione alla newsletter di Aula Pizza")
    expect(mail.text).toContain('Aula Pizza')
    expect(mail.text).toContain('entro 7 giorni')
    const token = confirmToken(email)
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(mail.html).toContain(`${CONFIRM_PAGE}${token}`)
    expect(mail.html).toContain('<html lang="it">')
    // Only the hash is kept: the database alone cannot confirm anyone.
    expect(subscriber.confirm_token_hash).toBe(hashToken(token))
  })

  it('writes in the language the page asks for, else the browser’s, else the account’s', async () => {
    const byBody = uniqueEmail('en-body')
    await subscribe(byBody, { language: 'en' })
    expect(mailsTo(byBody).at(-1)!.subject).toBe(
      'Confirm your subscription to the Aula Pizza newsletter',
    )
    expect((await row(byBody)).language).toBe('en')

    const byHeader = uniqueEmail('en-header')
    await subscribe(byHeader, { headers: { 'accept-language': 'en-GB,en;q=0.9' } })
    expect(mailsTo(byHeader).at(-1)!.html).toContain('<html lang="en">')
    expect((await row(byHeader)).language).toBe('en')

    const accountEmail = uniqueEmail('en-account')
    await createVerifiedUser(t.deps.db, {
      email: accountEmail,
      name: 'Jane',
      password: 'correct horse battery',
      group: 'user',
      language: 'en',
    })
    const login = await call(t, {
      method: 'POST',
      url: '/api/login/',
      payload: { email: accountEmail, password: 'correct horse battery' },
    })
    const byAccount = uniqueEmail('en-account-news')
    await subscribe(byAccount, { headers: bearer(login.json().token) })
    expect((await row(byAccount)).language).toBe('en')

    // The page's choice wins over the browser's.
    const both = uniqueEmail('it-body')
    await subscribe(both, { language: 'it', headers: { 'accept-language': 'en' } })
    expect((await row(both)).language).toBe('it')
  })

  it('keeps one row per address, whatever its case and spaces', async () => {
    const email = uniqueEmail('case')
    const res = await subscribe(`  ${email.toUpperCase()} `)
    expect(res.statusCode).toBe(200)
    expect((await row(email)).status).toBe('pending')
    expect(mailsTo(email)).toHaveLength(1)
  })

  it('accepts a session token and a stale one alike', async () => {
    const user = await loginAs(t)
    expect((await subscribe(user.email, { headers: bearer(user.token) })).statusCode).toBe(200)
    const other = uniqueEmail('stale')
    expect((await subscribe(other, { headers: bearer('stale-token') })).statusCode).toBe(200)
  })

  it('answers a confirmed address the same, without a new mail or any change', async () => {
    const email = uniqueEmail('again')
    const before = await confirmedSubscriber(email)
    const mails = mailsTo(email).length

    const res = await subscribe(email, { language: 'en' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Success' })
    expect(mailsTo(email)).toHaveLength(mails)
    expect(await row(email)).toEqual(before)
  })

  it('sends a pending address a new link, and the earlier link dies', async () => {
    const email = uniqueEmail('twice')
    await subscribe(email)
    const first = confirmToken(email)
    await subscribe(email)
    expect(mailsTo(email)).toHaveLength(2)
    const second = confirmToken(email)
    expect(second).not.toBe(first)

    expect((await confirm(first)).json()).toEqual({ message: 'Invalid or expired token' })
    expect((await row(email)).status).toBe('pending')
    expect((await confirm(second)).statusCode).toBe(200)
    expect((await row(email)).status).toBe('confirmed')
  })

  it('keeps one row when the same address is sent twice at once', async () => {
    const email = uniqueEmail('race')
    const [a, b] = await Promise.all([subscribe(email), subscribe(email)])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    const rows = await t.deps.db
      .selectFrom('newsletter_subscriber')
      .select('id')
      .where('email', '=', email)
      .execute()
    expect(rows).toHaveLength(1)
    // Whichever of the two links was stored last confirms.
    const tokens = mailsTo(email).map((m) => linkIn(m, CONFIRM_PAGE).slice(CONFIRM_PAGE.length))
    expect(tokens).toHaveLength(2)
    const statuses = []
    for (const token of tokens) statuses.push((await confirm(token)).statusCode)
    expect(statuses).toContain(200)
    expect((await row(email)).status).toBe('confirmed')
  })
})

describe('POST /api/newsletter/confirm', () => {
  it('confirms, and the address then receives newsletters', async () => {
    const email = uniqueEmail('confirm')
    await subscribe(email)
    const token = confirmToken(email)
    expect((await listConfirmedSubscribers(t.deps.db)).map((s) => s.email)).not.toContain(email)

    const res = await confirm(token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Success' })
    const subscriber = await row(email)
    expect(subscriber.status).toBe('confirmed')
    expect(Date.parse(subscriber.confirmed_at!)).toBeGreaterThan(Date.now() - 60_000)

    const listed = (await listConfirmedSubscribers(t.deps.db)).find((s) => s.email === email)
    expect(listed).toEqual({
      id: subscriber.id,
      email,
      language: 'it',
      unsubscribeToken: subscriber.unsubscribe_token,
    })
  })

  it('welcomes the confirmed address once, with the unsubscribe link and one-click headers', async () => {
    const email = uniqueEmail('welcome')
    await subscribe(email)
    const token = confirmToken(email)
    expect((await confirm(token)).statusCode).toBe(200)
    expect((await confirm(token)).statusCode).toBe(200)

    const welcomes = mailsTo(email).filter((m) => /Benvenuto/.test(m.subject))
    expect(welcomes).toHaveLength(1)
    const [mail] = welcomes as [OutboxMail]
    const { unsubscribe_token: unsubscribeToken } = await row(email)
    const page = `http://localhost:3000/newsletter/disiscriviti/${unsubscribeToken}`
    expect(mail.text).toContain(page)
    expect(mail.html).toContain(page)
    expect(mail.headers['list-unsubscribe']).toContain(
      `<http://localhost:3000/api/newsletter/unsubscribe/${unsubscribeToken}>`,
    )
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')

    // The link in the welcome unsubscribes.
    expect((await unsubscribe(unsubscribeToken)).statusCode).toBe(200)
    expect((await row(email)).status).toBe('unsubscribed')
  })

  it('answers Success when the same link is opened again', async () => {
    const email = uniqueEmail('reopen')
    await subscribe(email)
    const token = confirmToken(email)
    expect((await confirm(token)).statusCode).toBe(200)
    const confirmedAt = (await row(email)).confirmed_at
    const again = await confirm(token)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual({ message: 'Success' })
    expect((await row(email)).confirmed_at).toBe(confirmedAt)
  })

  it('takes a link up to 7 days old and refuses an older one', async () => {
    const email = uniqueEmail('old')
    await subscribe(email)
    const { id } = await row(email)
    const issue = async (ageMs: number) => {
      const token = newConfirmToken(Date.now() - ageMs)
      await t.deps.db
        .updateTable('newsletter_subscriber')
        .set({ confirm_token_hash: hashToken(token) })
        .where('id', '=', id)
        .execute()
      return token
    }

    const expired = await confirm(await issue(7 * DAY + 60_000))
    expect(expired.statusCode).toBe(400)
    expect(expired.json()).toEqual({ message: 'Invalid or expired token' })
    expect((await row(email)).status).toBe('pending')

    expect((await confirm(await issue(6 * DAY))).statusCode).toBe(200)
    expect((await row(email)).status).toBe('confirmed')
  })

  it('refuses unknown and malformed links', async () => {
    for (const token of [newConfirmToken(), 'abc', 'x'.repeat(200), '../../etc/passwd']) {
      const res = await confirm(token)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ message: 'Invalid or expired token' })
    }
  })

  it('does nothing on GET', async () => {
    const email = uniqueEmail('get-confirm')
    await subscribe(email)
    const token = confirmToken(email)
    for (const url of [
      `/api/newsletter/confirm?token=${token}`,
      `/api/newsletter/confirm/${token}`,
    ]) {
      const res = await call(t, { method: 'GET', url })
      expect(res.statusCode).toBe(404)
    }
    expect((await row(email)).status).toBe('pending')
  })
})

describe('unsubscribing', () => {
  it('takes the token from the web page as JSON, and again without complaint', async () => {
    const subscriber = await confirmedSubscriber()
    const res = await unsubscribe(subscriber.unsubscribe_token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Success' })
    const after = await row(subscriber.email)
    expect(after.status).toBe('unsubscribed')
    expect(Date.parse(after.unsubscribed_at!)).toBeGreaterThan(Date.now() - 60_000)
    expect(after.confirm_token_hash).toBeNull()
    const listed = await listConfirmedSubscribers(t.deps.db)
    expect(listed.map((s) => s.email)).not.toContain(subscriber.email)

    const again = await unsubscribe(subscriber.unsubscribe_token)
    expect(again.statusCode).toBe(200)
    expect((await row(subscriber.email)).unsubscribed_at).toBe(after.unsubscribed_at)
  })

  it('refuses an unknown token', async () => {
    const res = await unsubscribe('no-such-token')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'Invalid or expired token' })
  })

  it('kills the old confirmation link; subscribing again needs a new confirmation', async () => {
    const email = uniqueEmail('comeback')
    await subscribe(email)
    const oldConfirm = confirmToken(email)
    expect((await confirm(oldConfirm)).statusCode).toBe(200)
    const oldUnsubscribe = (await row(email)).unsubscribe_token
    expect((await unsubscribe(oldUnsubscribe)).statusCode).toBe(200)

    expect((await confirm(oldConfirm)).statusCode).toBe(400)
    expect((await row(email)).status).toBe('unsubscribed')

    const mails = mailsTo(email).length
    expect((await subscribe(email)).statusCode).toBe(200)
    expect(mailsTo(email)).toHaveLength(mails + 1)
    const back = await row(email)
    expect(back.status).toBe('pending')
    expect(back.unsubscribe_token).not.toBe(oldUnsubscribe)
    // Links in the newsletters read before no longer act on the new subscription.
    expect((await unsubscribe(oldUnsubscribe)).statusCode).toBe(400)

    expect((await confirm(confirmToken(email))).statusCode).toBe(200)
    const confirmed = await row(email)
    expect(confirmed.status).toBe('confirmed')
    expect(confirmed.unsubscribed_at).toBeNull()
  })

  it('works with one click: the form body of RFC 8058', async () => {
    const subscriber = await confirmedSubscriber()
    const res = await oneClick(subscriber.unsubscribe_token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Success' })
    expect((await row(subscriber.email)).status).toBe('unsubscribed')
    // A mail program that retries is told the same.
    expect((await oneClick(subscriber.unsubscribe_token)).statusCode).toBe(200)
  })

  it('works with one click sent as multipart/form-data', async () => {
    const subscriber = await confirmedSubscriber()
    const boundary = 'AulaBoundary42'
    const res = await oneClick(subscriber.unsubscribe_token, {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: [
        `--${boundary}`,
        'Content-Disposition: form-data; name="List-Unsubscribe"',
        '',
        'One-Click',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    })
    expect(res.statusCode).toBe(200)
    expect((await row(subscriber.email)).status).toBe('unsubscribed')
  })

  it('refuses a one-click POST without the RFC 8058 body', async () => {
    const subscriber = await confirmedSubscriber()
    for (const options of [
      { payload: '' },
      { payload: 'List-Unsubscribe=Yes' },
      { payload: 'unsubscribe=One-Click' },
      { headers: { 'content-type': 'text/plain' }, payload: 'List-Unsubscribe=One-Click' },
      { headers: { 'content-type': 'application/json' }, payload: '{"List-Unsubscribe":1}' },
      { headers: { 'content-type': 'application/json' }, payload: 'null' },
    ]) {
      const res = await oneClick(subscriber.unsubscribe_token, options)
      expect(res.statusCode, JSON.stringify(options)).toBe(400)
      expect(res.json()).toMatchObject({
        errors: [{ path: 'List-Unsubscribe', message: 'Expected "One-Click"' }],
      })
    }
    const xml = await oneClick(subscriber.unsubscribe_token, {
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    })
    expect(xml.statusCode).toBe(415)
    expect((await row(subscriber.email)).status).toBe('confirmed')
  })

  it('refuses a one-click POST with an unknown token', async () => {
    const res = await oneClick('no-such-token')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'Invalid or expired token' })
  })

  it('never happens on GET: the one-click URL sends a browser to the page that asks', async () => {
    const subscriber = await confirmedSubscriber()
    const token = subscriber.unsubscribe_token
    const res = await call(t, { method: 'GET', url: `/api/newsletter/unsubscribe/${token}` })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(`/newsletter/disiscriviti/${token}`)

    const head = await call(t, { method: 'HEAD', url: `/api/newsletter/unsubscribe/${token}` })
    expect(head.statusCode).toBe(303)
    const query = await call(t, {
      method: 'GET',
      url: `/api/newsletter/unsubscribe?token=${token}`,
    })
    expect(query.statusCode).toBe(404)
    expect((await row(subscriber.email)).status).toBe('confirmed')
  })

  it('reads form bodies on the one-click URL only', async () => {
    const subscriber = await confirmedSubscriber()
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    const page = await call(t, {
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      headers: form,
      payload: `token=${subscriber.unsubscribe_token}`,
    })
    expect(page.statusCode).toBe(415)
    const sub = await call(t, {
      method: 'POST',
      url: '/api/subscribe/',
      headers: form,
      payload: `email=${encodeURIComponent(uniqueEmail('form'))}`,
    })
    expect(sub.statusCode).toBe(415)
    expect((await row(subscriber.email)).status).toBe('confirmed')
  })
})

describe('links and headers for the newsletter sender', () => {
  it('build the page, the one-click URL and the RFC 8058 headers', () => {
    const links = unsubscribeLinks(t.config, 'tok_en-1')
    expect(links).toEqual({
      pageUrl: 'http://localhost:3000/newsletter/disiscriviti/tok_en-1',
      oneClickUrl: 'http://localhost:3000/api/newsletter/unsubscribe/tok_en-1',
      headers: {
        'List-Unsubscribe':
          '<http://localhost:3000/api/newsletter/unsubscribe/tok_en-1>, <mailto:scuola@aula.example?subject=unsubscribe>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    })
    expect(newsletterHeaders(t.config, { unsubscribeToken: 'tok_en-1' })).toEqual(links.headers)
    expect(unsubscribeFooter('it', links.pageUrl)).toBe(
      'Non vuoi più ricevere la newsletter? Puoi disiscriverti qui: http://localhost:3000/newsletter/disiscriviti/tok_en-1',
    )
    expect(unsubscribeFooter('en', links.pageUrl)).toMatch(/^No longer want the newsletter\?/)
  })

  it('give a one-click URL that unsubscribes the subscriber it was built for', async () => {
    const subscriber = await confirmedSubscriber()
    const listed = (await listConfirmedSubscribers(t.deps.db)).find(
      (s) => s.email === subscriber.email,
    )!
    const { oneClickUrl } = unsubscribeLinks(t.config, listed.unsubscribeToken)
    const res = await oneClick('', { url: oneClickUrl.slice('http://localhost:3000'.length) })
    expect(res.statusCode).toBe(200)
    expect((await row(subscriber.email)).status).toBe('unsubscribed')
  })
})

describe('when the mail server is down', () => {
  it('answers 503 to a subscription, and a later try sends a working link', async () => {
    const down = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' })
    const email = uniqueEmail('down')
    const res = await call(down, { method: 'POST', url: '/api/subscribe/', payload: { email } })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({ message: expect.stringMatching(/e-mail could not be sent/) })
    const stored = await down.deps.db
      .selectFrom('newsletter_subscriber')
      .select('status')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    expect(stored.status).toBe('pending')
    expect(await listConfirmedSubscribers(down.deps.db)).toEqual([])
  })
})
