import { describe, expect, it } from 'vitest'
import { linkIn } from '@aula/testkit/outbox'
import { createVerifiedUser } from '#src/features/auth/auth.service.ts'
import { hashToken } from '#src/lib/tokens.ts'
import { bearer, buildTestApp, loginAs, uniqueEmail } from '#test/helper.ts'
import { call, CONFIRM_PAGE, newsletterApp } from '#test/fixtures/newsletter.ts'
import { listConfirmedSubscribers } from './index.ts'

const { t, subscribe, confirm, row, mailsTo, confirmToken, confirmedSubscriber } =
  await newsletterApp()

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

describe('when the mail server is down', () => {
  it('takes the subscription at once and keeps its mail queued', async () => {
    const down = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' })
    const email = uniqueEmail('down')
    const res = await call(down, { method: 'POST', url: '/api/subscribe/', payload: { email } })
    expect(res.statusCode).toBe(200)
    // The confirmation link leaves once the mail server is back (lib/mail-queue.ts).
    expect(await down.deps.mail.stats()).toEqual({ queued: 1, failed: 0 })
    const stored = await down.deps.db
      .selectFrom('newsletter_subscriber')
      .select('status')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    expect(stored.status).toBe('pending')
    expect(await listConfirmedSubscribers(down.deps.db)).toEqual([])
  })
})
