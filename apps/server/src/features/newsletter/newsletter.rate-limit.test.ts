import type { InjectOptions } from 'fastify'
import { describe, expect, it } from 'vitest'
import { buildTestApp, uniqueEmail, uniqueIp } from '#test/helper.ts'
import { listConfirmedSubscribers } from './index.ts'

const t = await buildTestApp()

async function expectTooMany(options: InjectOptions) {
  const res = await t.app.inject(options)
  expect(res.statusCode).toBe(429)
  expect(res.headers['content-type']).toMatch(/^application\/json/)
  expect(res.json()).toEqual({ message: expect.stringMatching(/^Too many requests/) })
}

describe('rate limits', () => {
  it('allow 5 subscriptions per address in 10 minutes', async () => {
    const ip = uniqueIp()
    const send = (from: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/subscribe/',
        payload: { email: uniqueEmail('flood') },
        remoteAddress: from,
      })
    for (let i = 0; i < 5; i++) expect((await send(ip)).statusCode).toBe(200)
    const mails = t.outbox().length
    await expectTooMany({
      method: 'POST',
      url: '/api/subscribe/',
      payload: { email: uniqueEmail('flood') },
      remoteAddress: ip,
    })
    // A refused call mails nobody; another visitor goes through.
    expect(t.outbox()).toHaveLength(mails)
    expect((await send(uniqueIp())).statusCode).toBe(200)
  })

  it.each(['/api/newsletter/confirm', '/api/newsletter/unsubscribe'])(
    'allow 30 calls of %s per address a minute',
    async (url) => {
      const ip = uniqueIp()
      for (let i = 0; i < 30; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload: { token: `guess-${i}` },
          remoteAddress: ip,
        })
        expect(res.statusCode).toBe(400)
      }
      await expectTooMany({ method: 'POST', url, payload: { token: 'guess' }, remoteAddress: ip })
      const other = await t.app.inject({
        method: 'POST',
        url,
        payload: { token: 'guess' },
        remoteAddress: uniqueIp(),
      })
      expect(other.statusCode).toBe(400)
    },
  )

  it('allow 30 one-click calls a minute per link, so a mailbox provider is never refused', async () => {
    // Mailbox providers post every one-click unsubscription from a few shared addresses.
    const provider = uniqueIp()
    const oneClick = (token: string) => ({
      method: 'POST' as const,
      url: `/api/newsletter/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: provider,
    })
    for (let i = 0; i < 30; i++) {
      expect((await t.app.inject(oneClick('same-link'))).statusCode).toBe(400)
    }
    await expectTooMany(oneClick('same-link'))

    // Forty subscribers unsubscribing through the same provider all get through.
    const tokens: string[] = []
    for (let i = 0; i < 40; i++) {
      const email = uniqueEmail('one-click')
      const sub = await t.app.inject({
        method: 'POST',
        url: '/api/subscribe/',
        payload: { email },
        remoteAddress: uniqueIp(),
      })
      expect(sub.statusCode).toBe(200)
      await t.deps.db
        .updateTable('newsletter_subscriber')
        .set({ status: 'confirmed' })
        .where('email', '=', email)
        .execute()
    }
    for (const s of await listConfirmedSubscribers(t.deps.db)) tokens.push(s.unsubscribeToken)
    expect(tokens).toHaveLength(40)
    for (const token of tokens) {
      expect((await t.app.inject(oneClick(token))).statusCode).toBe(200)
    }
    expect(await listConfirmedSubscribers(t.deps.db)).toEqual([])
  })
})
