import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  buildTestApp,
  inviteCodeOf,
  loginAs,
  uniqueEmail,
  uniqueIp,
  type TestApp,
} from '#test/helper.ts'
import { waitFor } from '#test/wait-for.ts'
import { linkIn, type OutboxMail } from '@aula/testkit/outbox'
import { startSmtp } from '#test/fixtures/smtp.ts'

async function signup(t: TestApp, email: string) {
  const referrer = await loginAs(t)
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/generate-token/',
    payload: {
      name: 'Posta Vera',
      email,
      password: 'una password valida',
      usedAffiliateCode: await inviteCodeOf(t, referrer.id),
    },
    remoteAddress: uniqueIp(),
  })
  expect(res.statusCode).toBe(200)
}

describe('mail delivery', () => {
  it('sends the verification mail over SMTP when SMTP_URL is set', async () => {
    const smtp = await startSmtp()
    afterAll(smtp.stop)
    const t = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Aula <posta@aula.example>' })
    const email = uniqueEmail('smtp')
    await signup(t, email)

    // The mail leaves through the queue a moment after the answer.
    await waitFor(() => smtp.received.length > 0)
    expect(smtp.received).toHaveLength(1)
    const [{ from, to }] = smtp.envelopes as [{ from: string; to: string[] }]
    const [mail] = smtp.received as [OutboxMail]
    expect(from).toBe('posta@aula.example')
    expect(to).toEqual([email])
    expect(mail.subject).toBe('Conferma la tua registrazione su Aula')
    expect(mail.headers.from).toBe('Aula <posta@aula.example>')
    const link = linkIn(mail, 'http://localhost:3000/verifica-registrazione/')
    expect(mail.html).toContain(link)

    // The link from the wire verifies the account.
    const token = link.split('/').at(-1)!
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: { token } })
    expect(res.statusCode).toBe(200)
    // Nothing is left in the outbox when a relay is configured.
    expect(t.outbox()).toHaveLength(0)
  })

  it('writes a complete .eml to DATA_DIR/outbox without SMTP_URL', async () => {
    const t = await buildTestApp()
    const email = uniqueEmail('outbox')
    await signup(t, email)

    const dir = path.join(t.dataDir, 'outbox')
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'))
    expect(files).toHaveLength(1)
    const raw = fs.readFileSync(path.join(dir, files[0]!), 'utf8')
    // RFC 5322: CRLF line ends and the headers a mail client needs.
    expect(raw).toContain('\r\n')
    for (const header of ['From', 'To', 'Subject', 'Date', 'Message-ID', 'MIME-Version']) {
      expect(raw).toMatch(new RegExp(`^${header}: .+`, 'm'))
    }
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m)

    const [mail] = t.outbox()
    expect(mail!.to).toBe(email)
    expect(mail!.headers.from).toBe('Aula <no-reply@aula.local>')
    expect(mail!.text).toContain('http://localhost:3000/verifica-registrazione/')
    expect(mail!.html).toContain('http://localhost:3000/verifica-registrazione/')
  })

  it('answers at once and keeps the mail queued when the mail server cannot be reached', async () => {
    // Nothing listens on port 1: the relay is down.
    const t = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' })
    const referrer = await loginAs(t)
    const email = uniqueEmail('relay-down')
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/generate-token/',
      payload: {
        name: 'Posta Ferma',
        email,
        password: 'una password valida',
        usedAffiliateCode: await inviteCodeOf(t, referrer.id),
      },
      remoteAddress: uniqueIp(),
    })
    expect(register.statusCode).toBe(200)
    // The verification mail waits in the queue for the relay (lib/mail-queue.ts).
    expect(await t.deps.mail.stats()).toEqual({ queued: 1, failed: 0 })

    // A reset link is mailed after the answer, which is the same for every e-mail: a relay
    // that is down must not tell that this account exists.
    for (const email of [referrer.email, uniqueEmail('nobody')]) {
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/reset-password/',
        payload: { email },
        remoteAddress: uniqueIp(),
      })
      expect(reset.statusCode).toBe(200)
      expect(reset.json()).toEqual({ message: 'Success' })
    }
  })
})
