import { afterAll, describe, expect, it } from 'vitest'
import { buildTestApp, uniqueIp, type TestApp } from '#test/helper.ts'
import { sameDatabaseApp } from '#test/fixtures/same-database.ts'
import { startSmtp as startLocalSmtp } from '#test/fixtures/smtp.ts'
import type { OutboxMail } from '@aula/testkit/outbox'
import { campaignSenderOf, type CampaignSenderOptions } from './campaign.sender.ts'
import {
  addSubscriber,
  addSubscribers,
  deliveries,
  getCampaign,
  goodNewsletter,
  queueNewsletter,
  waitForCampaign,
  withSender,
  type Subscriber,
} from '#test/fixtures/campaign.ts'

const SUBJECT = goodNewsletter().oggetto
const PAGE = 'http://localhost:3000/newsletter/disiscriviti/'
const ONE_CLICK = 'http://localhost:3000/api/newsletter/unsubscribe/'

/** A fresh app and database whose sender uses these options. */
function appWithSender(options: CampaignSenderOptions, env: Record<string, string> = {}) {
  return buildTestApp(env, { plugins: [withSender(options)] })
}

/** Another app process on the same database and outbox, with a sender of these options. */
const sameDatabaseAppWith = (t: TestApp, options: CampaignSenderOptions) =>
  sameDatabaseApp(t, [withSender(options)])

const newsletters = (t: TestApp, subject = SUBJECT) =>
  t.outbox().filter((m) => m.subject === subject)
const mailsTo = (t: TestApp, s: Subscriber, subject = SUBJECT) =>
  newsletters(t, subject).filter((m) => m.to.includes(s.email))

function expectOwnLinks(mail: OutboxMail, s: Subscriber, others: Subscriber[]) {
  expect(mail.headers['list-unsubscribe']).toContain(`<${ONE_CLICK}${s.unsubscribeToken}>`)
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  expect(mail.text).toContain(`${PAGE}${s.unsubscribeToken}`)
  expect(mail.html).toContain(`href="${PAGE}${s.unsubscribeToken}"`)
  for (const other of others) {
    if (other.id === s.id) continue
    expect(mail.text + mail.html + mail.headers['list-unsubscribe']).not.toContain(
      other.unsubscribeToken,
    )
  }
}

describe('sending a newsletter', () => {
  it('mails each confirmed subscriber once, with their own links, in their language', async () => {
    const t = await appWithSender({ batchSize: 2, pauseMs: 0 })
    const it1 = await addSubscriber(t)
    const en = await addSubscriber(t, { language: 'en' })
    const it2 = await addSubscriber(t)
    const pending = await addSubscriber(t, { status: 'pending' })
    const gone = await addSubscriber(t, { status: 'unsubscribed' })
    const confirmed = [it1, en, it2]

    const queued = await queueNewsletter(t, {
      oggetto: SUBJECT,
      contenuto:
        '<p>Il corso base torna a <strong>giugno</strong>.</p><img src="/media/forno.webp" alt="Il forno">',
      posizioneImmagine: 'right',
    })
    expect(queued).toMatchObject({ status: 'queued', total: 3, sent: 0 })
    const done = await waitForCampaign(t, queued.id)
    expect(done).toMatchObject({ status: 'sent', total: 3, sent: 3, failed: 0 })
    expect(Date.parse(done.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(done.createdAt))

    expect(newsletters(t)).toHaveLength(3)
    for (const s of confirmed) {
      const mails = mailsTo(t, s)
      expect(mails, s.email).toHaveLength(1)
      const [mail] = mails as [OutboxMail]
      expectOwnLinks(mail, s, confirmed)
      expect(mail.html).toContain('<strong>giugno</strong>')
      expect(mail.html).toMatch(
        /<img src="http:\/\/localhost:3000\/media\/forno\.webp" alt="Il forno" align="right" style="float:right;[^"]*max-width:50%/,
      )
      expect(mail.text).toContain('Il corso base torna a giugno.')
    }
    expect(mailsTo(t, it1)[0]!.text).toContain('Non vuoi più ricevere la newsletter?')
    expect(mailsTo(t, en)[0]!.text).toContain('No longer want the newsletter?')
    expect(mailsTo(t, pending)).toHaveLength(0)
    expect(mailsTo(t, gone)).toHaveLength(0)

    const rows = await deliveries(t, queued.id)
    expect(rows.map((d) => [Number(d.subscriber_id), d.status, Number(d.attempts)])).toEqual(
      confirmed.map((s) => [s.id, 'sent', 1]),
    )

    // The one-click address in the header unsubscribes the person it was sent to.
    const oneClick = mailsTo(t, en)[0]!.headers['list-unsubscribe']!.match(/<(http[^>]+)>/)![1]!
    const res = await t.app.inject({
      method: 'POST',
      url: oneClick.slice('http://localhost:3000'.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: uniqueIp(),
    })
    expect(res.statusCode).toBe(200)
    const next = await queueNewsletter(t, { ...goodNewsletter(), oggetto: 'Luglio' })
    expect(next.total).toBe(2)
    await waitForCampaign(t, next.id)
    expect(mailsTo(t, en, 'Luglio')).toHaveLength(0)
    expect(mailsTo(t, it1, 'Luglio')).toHaveLength(1)
  })

  it('shows its progress batch by batch while it sends', async () => {
    const t = await appWithSender({ batchSize: 1, pauseMs: 400 })
    await addSubscribers(t, 3)
    const queued = await queueNewsletter(t)
    const midway = await waitForCampaign(t, queued.id, (c) => c.sent >= 1)
    expect(midway).toMatchObject({ status: 'sending', total: 3, finishedAt: null })
    expect(midway.sent).toBeLessThan(3)
    expect(newsletters(t).length).toBeGreaterThanOrEqual(midway.sent)
    expect(await waitForCampaign(t, queued.id)).toMatchObject({ status: 'sent', sent: 3 })
  })

  it('skips a subscriber who unsubscribes before their turn', async () => {
    const t = await appWithSender({ pauseMs: 0 })
    const sender = campaignSenderOf(t.app)!
    await sender.stop()
    const [stays, leaves] = await addSubscribers(t, 2)
    const queued = await queueNewsletter(t)
    expect(queued.total).toBe(2)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { token: leaves!.unsubscribeToken },
      remoteAddress: uniqueIp(),
    })
    expect(res.statusCode).toBe(200)
    sender.start()
    const done = await waitForCampaign(t, queued.id)
    expect(done).toMatchObject({ status: 'sent', total: 2, sent: 1, failed: 0 })
    expect(mailsTo(t, stays!)).toHaveLength(1)
    expect(mailsTo(t, leaves!)).toHaveLength(0)
    expect((await deliveries(t, queued.id)).map((d) => Number(d.subscriber_id))).toEqual([
      stays!.id,
    ])
  })
})

describe('exactly once, across restarts and several servers', () => {
  it('resumes after the app stops mid-campaign, and nobody gets it twice', async () => {
    // A long pause: the app is stopped while it waits after its first batch.
    const t = await appWithSender({ batchSize: 2, pauseMs: 60_000 })
    const subscribers = await addSubscribers(t, 5)
    const queued = await queueNewsletter(t)
    expect(await waitForCampaign(t, queued.id, (c) => c.sent === 2)).toMatchObject({
      status: 'sending',
    })
    // Closing the app returns once its sender is idle for good: nothing is sent after this.
    await t.app.close()
    expect(newsletters(t)).toHaveLength(2)
    const left = await deliveries(t, queued.id)
    expect(left.map((d) => d.status).sort()).toEqual([
      'pending',
      'pending',
      'pending',
      'sent',
      'sent',
    ])
    // Stopped cleanly: no delivery is left claimed without a result.
    expect(left.filter((d) => d.status === 'pending').every((d) => d.sent_at === null)).toBe(true)

    const restarted = await sameDatabaseAppWith(t, { batchSize: 2, pauseMs: 0 })
    const done = await waitForCampaign(restarted, queued.id)
    expect(done).toMatchObject({ status: 'sent', total: 5, sent: 5, failed: 0 })
    for (const s of subscribers) {
      const mails = mailsTo(t, s)
      expect(mails, s.email).toHaveLength(1)
      expectOwnLinks(mails[0]!, s, subscribers)
    }
    expect(newsletters(t)).toHaveLength(5)
    expect((await deliveries(t, queued.id)).every((d) => Number(d.attempts) === 1)).toBe(true)
  })

  it('shares one campaign between two servers without sending anyone two copies', async () => {
    const options = { batchSize: 3, pauseMs: 0, pollMs: 50 }
    const t = await appWithSender(options)
    const other = await sameDatabaseAppWith(t, options)
    const senders = [campaignSenderOf(t.app)!, campaignSenderOf(other.app)!]
    expect(senders[0]).not.toBe(senders[1])
    await Promise.all(senders.map((s) => s.stop()))
    const subscribers = await addSubscribers(t, 20)
    const queued = await queueNewsletter(t)
    // Both start at the same moment and race for the same first rows.
    for (const sender of senders) sender.start()
    const done = await waitForCampaign(t, queued.id)
    expect(done).toMatchObject({ status: 'sent', total: 20, sent: 20, failed: 0 })
    for (const s of subscribers) expect(mailsTo(t, s), s.email).toHaveLength(1)
    expect(newsletters(t)).toHaveLength(20)
    const rows = await deliveries(t, queued.id)
    expect(rows.every((d) => d.status === 'sent' && Number(d.attempts) === 1)).toBe(true)
  })

  it('never sends again a delivery a dead server had claimed; it counts as failed', async () => {
    const t = await appWithSender({ pauseMs: 0, pollMs: 50, staleClaimMs: 60_000 })
    const sender = campaignSenderOf(t.app)!
    await sender.stop()
    const [abandoned, inFlight, waiting] = await addSubscribers(t, 3)
    const queued = await queueNewsletter(t)
    const claim = (s: Subscriber, at: Date) =>
      t.deps.db
        .updateTable('newsletter_delivery')
        .set({ attempts: 1, sent_at: at.toISOString() })
        .where('campaign_id', '=', queued.id)
        .where('subscriber_id', '=', s.id)
        .execute()
    // One claim was left an hour ago by a server that died while sending; another server
    // claimed a second delivery a moment ago and is still sending it.
    await claim(abandoned!, new Date(Date.now() - 3_600_000))
    await claim(inFlight!, new Date())
    sender.start()

    const midway = await waitForCampaign(t, queued.id, (c) => c.sent === 1 && c.failed === 1)
    expect(midway.status).toBe('sending')
    // A later campaign is sent only once the sender has gone past this one again (it looks at
    // the oldest first, and closes the later one on a pass after that): by then it has seen
    // the fresh claim at least twice more and left it alone.
    const later = await queueNewsletter(t, { ...goodNewsletter(), oggetto: 'Un altro numero' })
    expect(await waitForCampaign(t, later.id)).toMatchObject({ status: 'sent', sent: 3 })
    expect(await getCampaign(t, queued.id)).toMatchObject({ status: 'sending', sent: 1 })
    expect(mailsTo(t, waiting!)).toHaveLength(1)
    expect(mailsTo(t, abandoned!)).toHaveLength(0)
    expect(mailsTo(t, inFlight!)).toHaveLength(0)

    // The other server died too: its claim ages, and is given up rather than sent again.
    await claim(inFlight!, new Date(Date.now() - 120_000))
    const done = await waitForCampaign(t, queued.id)
    expect(done).toMatchObject({ status: 'sent', total: 3, sent: 1, failed: 2 })
    expect(mailsTo(t, inFlight!)).toHaveLength(0)
    expect(newsletters(t)).toHaveLength(1)
  })
})

/** A local SMTP server that refuses some recipients, as a real relay does. */
async function startSmtp(refuse: (address: string, attempt: number) => boolean) {
  const smtp = await startLocalSmtp({ refuse })
  afterAll(smtp.stop)
  return smtp
}

describe('when the mail server refuses', () => {
  it('tries again, gives up after three refusals, and still sends the rest', async () => {
    let flaky = ''
    let bounce = ''
    const smtp = await startSmtp(
      (address, attempt) => address === bounce || (address === flaky && attempt === 1),
    )
    const t = await appWithSender({ pauseMs: 0, retryDelayMs: 10 }, { SMTP_URL: smtp.url })
    const [ok, flakySubscriber, bounceSubscriber] = await addSubscribers(t, 3)
    flaky = flakySubscriber!.email
    bounce = bounceSubscriber!.email
    const queued = await queueNewsletter(t)
    const done = await waitForCampaign(t, queued.id)
    expect(done).toMatchObject({ status: 'sent', total: 3, sent: 2, failed: 1 })
    const to = (email: string) => smtp.received.filter((m) => m.to.includes(email))
    expect(to(ok!.email)).toHaveLength(1)
    expect(to(flaky)).toHaveLength(1)
    expect(to(bounce)).toHaveLength(0)
    expectOwnLinks(to(flaky)[0]!, flakySubscriber!, [ok!, flakySubscriber!, bounceSubscriber!])
    const rows = await deliveries(t, queued.id)
    expect(rows.map((d) => [d.status, Number(d.attempts)])).toEqual([
      ['sent', 1],
      ['sent', 2],
      ['failed', 3],
    ])
  })

  it('marks the campaign failed when no mail could be sent at all', async () => {
    const t = await appWithSender(
      { pauseMs: 0, retryDelayMs: 10 },
      { SMTP_URL: 'smtp://127.0.0.1:1' },
    )
    await addSubscribers(t, 2)
    const queued = await queueNewsletter(t)
    const done = await waitForCampaign(t, queued.id)
    expect(done).toMatchObject({ status: 'failed', total: 2, sent: 0, failed: 2 })
    expect(done.finishedAt).not.toBeNull()
    const rows = await deliveries(t, queued.id)
    expect(rows.every((d) => d.status === 'failed' && Number(d.attempts) === 3)).toBe(true)
  })
})
