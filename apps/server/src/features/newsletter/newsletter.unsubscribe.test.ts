import { describe, expect, it } from 'vitest'
import { uniqueEmail } from '#test/helper.ts'
import { call, newsletterApp } from '#test/fixtures/newsletter.ts'
import {
  listConfirmedSubscribers,
  newsletterHeaders,
  unsubscribeFooter,
  unsubscribeLinks,
} from './index.ts'

const {
  t,
  subscribe,
  confirm,
  unsubscribe,
  oneClick,
  row,
  mailsTo,
  confirmToken,
  confirmedSubscriber,
} = await newsletterApp()

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
