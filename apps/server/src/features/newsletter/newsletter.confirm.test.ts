import type { OutboxMail } from '@aula/testkit/outbox'
import { describe, expect, it } from 'vitest'
import { hashToken } from '#src/lib/tokens.ts'
import { uniqueEmail } from '#test/helper.ts'
import { call, newsletterApp } from '#test/fixtures/newsletter.ts'
import { listConfirmedSubscribers } from './index.ts'
import { newConfirmToken } from './newsletter.service.ts'

const { t, subscribe, confirm, unsubscribe, row, mailsTo, confirmToken } = await newsletterApp()

const DAY = 86_400_000

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
