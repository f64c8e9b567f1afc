import net from 'node:net'
import path from 'node:path'
import { pino } from 'pino'
import { afterAll, describe, expect, it } from 'vitest'
import { buildTestApp, uniqueEmail, uniqueIp, type TestApp } from '#test/helper.ts'
import { goodContact } from '#test/fixtures/contact.ts'
import { sameDatabaseApp } from '#test/fixtures/same-database.ts'
import { startSmtp } from '#test/fixtures/smtp.ts'
import { waitFor } from '#test/wait-for.ts'
import { createMailer, type MailMessage } from './mail.ts'
import { MailQueue } from './mail-queue.ts'

const mail = (to: string, text = 'Ciao.'): MailMessage => ({
  to,
  subject: `Prova per ${to}`,
  text,
  html: `<p>${text}</p>`,
  headers: { 'X-Prova': 'sì' },
  replyTo: 'scuola@aula.example',
})

const rowsTo = (t: TestApp, to: string) =>
  t.deps.db.selectFrom('mail_queue').selectAll().where('recipient', '=', to).execute()

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A port where something takes connections and never says a word, like a hung relay. */
async function hungRelay() {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => sockets.add(socket))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  const stop = async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
  return { port, sockets, stop }
}

describe('a mail server that does not answer', () => {
  it('answers the request at once, keeps the mail, and delivers it once when it is back', async () => {
    const hung = await hungRelay()
    const t = await buildTestApp({
      SMTP_URL: `smtp://127.0.0.1:${hung.port}`,
      CONTACT_EMAIL: 'scuola@aula.example',
    })
    t.deps.mail.configure({ retryBaseMs: 50, retryMaxMs: 100, maxAttempts: 100, pollMs: 20 })
    const started = Date.now()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: goodContact(),
      remoteAddress: uniqueIp(),
    })
    expect(res.statusCode).toBe(200)
    // The relay would keep a sending request for its greeting timeout; the visitor is not.
    expect(Date.now() - started).toBeLessThan(1500)
    await waitFor(() => hung.sockets.size > 0)
    expect(await t.deps.mail.stats()).toEqual({ queued: 1, failed: 0 })

    // The relay comes back where the app expects it.
    await hung.stop()
    const smtp = await startSmtp({ port: hung.port })
    afterAll(smtp.stop)
    const [row] = await waitFor(
      async () => {
        const rows = await rowsTo(t, 'scuola@aula.example')
        return rows[0]?.status === 'sent' && rows
      },
      { timeout: 10_000 },
    )
    expect(row).toMatchObject({ status: 'sent', message: null })
    expect(smtp.received[0]!.headers['message-id']).toBe(row!.message_id)
    expect(smtp.received[0]!.subject).toMatch(/Nuovo messaggio da Giulia Rossi/)
    // Longer than a retry would wait: nothing goes twice.
    await pause(300)
    expect(smtp.received).toHaveLength(1)
    expect(await t.deps.mail.stats()).toEqual({ queued: 0, failed: 0 })
  })
})

describe('several processes on one database', () => {
  it('deliver each mail once between two senders', async () => {
    const smtp = await startSmtp()
    afterAll(smtp.stop)
    const t = await buildTestApp({ SMTP_URL: smtp.url })
    const other = await sameDatabaseApp(t)
    const queues = [t.deps.mail, other.deps.mail]
    for (const queue of queues) {
      await queue.halt()
      queue.configure({ batchSize: 3 })
    }
    const sent = Array.from({ length: 30 }, () => mail(uniqueEmail('two')))
    for (const m of sent) await t.deps.mail.enqueue(t.deps.db, m)
    // Both start at the same moment and race for the same first rows.
    for (const queue of queues) queue.start()
    await waitFor(() => smtp.received.length >= sent.length)
    await Promise.all(queues.map((queue) => queue.settled()))
    expect(smtp.received.map((m) => m.to).sort()).toEqual(sent.map((m) => m.to).sort())
    expect(new Set(smtp.received.map((m) => m.headers['message-id'])).size).toBe(sent.length)
    const rows = await t.deps.db.selectFrom('mail_queue').selectAll().execute()
    expect(rows.every((r) => r.status === 'sent' && Number(r.attempts) === 1)).toBe(true)
    // Every part of the message went as it was queued.
    const first = smtp.received.find((m) => m.to === sent[0]!.to)!
    expect(first.headers['x-prova']).toBe('sì')
    expect(first.headers['reply-to']).toBe('scuola@aula.example')
    expect(first.text.trim()).toBe('Ciao.')
    expect(first.html).toContain('<p>Ciao.</p>')
  })

  it('sends again, with the same Message-ID, a mail whose sender died mid-send, once its lease ran out', async () => {
    const smtp = await startSmtp()
    afterAll(smtp.stop)
    const t = await buildTestApp({ SMTP_URL: smtp.url })
    const other = await sameDatabaseApp(t)
    for (const queue of [t.deps.mail, other.deps.mail]) await queue.halt()
    const dead = uniqueEmail('dead')
    const busy = uniqueEmail('busy')
    await t.deps.mail.enqueue(t.deps.db, mail(dead))
    await t.deps.mail.enqueue(t.deps.db, mail(busy))
    // The first process claimed both and died; one lease ran out, the other is still young.
    const claim = (to: string, leaseUntil: Date) =>
      t.deps.db
        .updateTable('mail_queue')
        .set({ claim: 'gone', attempts: 1, lease_until: leaseUntil.toISOString() })
        .where('recipient', '=', to)
        .execute()
    await claim(dead, new Date(Date.now() - 1000))
    await claim(busy, new Date(Date.now() + 60_000))

    other.deps.mail.start()
    await waitFor(() => smtp.received.length > 0)
    await other.deps.mail.settled()
    const [row] = await rowsTo(t, dead)
    expect(smtp.received.map((m) => m.to)).toEqual([dead])
    expect(smtp.received[0]!.headers['message-id']).toBe(row!.message_id)
    expect(row).toMatchObject({ status: 'sent', attempts: 2 })
    // The young lease is left to its holder.
    expect((await rowsTo(t, busy))[0]).toMatchObject({ status: 'pending', claim: 'gone' })
  })
})

describe('a mail the server keeps refusing', () => {
  it('is tried maxAttempts times, then kept as failed, logged without its body, and not tried again', async () => {
    const smtp = await startSmtp({ refuse: (address) => address.startsWith('bounce') })
    afterAll(smtp.stop)
    const t = await buildTestApp({ SMTP_URL: smtp.url })
    await t.deps.mail.halt()
    const lines: string[] = []
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) })
    const queue = new MailQueue(
      {
        db: t.deps.db,
        transport: createMailer({
          smtpUrl: smtp.url,
          from: t.config.mailFrom,
          outboxDir: path.join(t.dataDir, 'outbox'),
          log,
        }),
        from: t.config.mailFrom,
        log,
      },
      { maxAttempts: 3, retryBaseMs: 20, retryMaxMs: 40, pollMs: 10 },
    )
    afterAll(async () => {
      await queue.halt()
      queue.close()
    })
    const bounce = uniqueEmail('bounce')
    const fine = uniqueEmail('fine')
    await queue.enqueue(t.deps.db, mail(bounce, 'Testo riservato 4242'))
    await queue.enqueue(t.deps.db, mail(fine))
    queue.start()

    await waitFor(async () => (await queue.stats()).failed === 1)
    const [row] = await rowsTo(t, bounce)
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lease_until: null })
    expect(row!.last_error).toMatch(/450/)
    expect(smtp.offered.filter((a) => a === bounce)).toHaveLength(3)
    expect(smtp.received.map((m) => m.to)).toEqual([fine])
    // Longer than any retry would wait: a failed mail is not tried again.
    await pause(300)
    expect(smtp.offered.filter((a) => a === bounce)).toHaveLength(3)
    expect(await queue.stats()).toEqual({ queued: 0, failed: 1 })
    const givenUp = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'mail given up')
    expect(givenUp).toMatchObject({ mailTo: bounce, attempts: 3 })
    expect(lines.join('\n')).not.toContain('Testo riservato')
  })
})

describe('a mail queued in a transaction', () => {
  it('is not sent when the transaction rolls back, and is sent once it commits', async () => {
    const t = await buildTestApp()
    const rolled = uniqueEmail('rolled')
    const kept = uniqueEmail('kept')
    await expect(
      t.deps.db.transaction().execute(async (trx) => {
        await t.deps.mail.enqueue(trx, mail(rolled))
        throw new Error('the write is refused')
      }),
    ).rejects.toThrow('the write is refused')
    await t.deps.db.transaction().execute(async (trx) => {
      await t.deps.mail.enqueue(trx, mail(kept))
    })
    t.deps.mail.kick()
    await t.deps.mail.settled()
    expect(await rowsTo(t, rolled)).toEqual([])
    expect(t.outbox().map((m) => m.to)).toEqual([kept])
  })
})
