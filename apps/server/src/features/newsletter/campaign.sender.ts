import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify'
import type { Config } from '#src/config.ts'
import type { Db } from '#src/db/connect.ts'
import type { Mailer } from '#src/lib/mail.ts'
import { newsletterContent, newsletterMail } from './campaign.mails.ts'
import {
  claimDelivery,
  dropDelivery,
  failAbandonedClaims,
  hasPendingDeliveries,
  listActiveCampaigns,
  markCampaignSending,
  nextDeliveries,
  releaseFailedDelivery,
  type ActiveCampaign,
  type DeliveryCandidate,
} from './campaign.repository.ts'
import { closeCampaign, recordDeliverySent } from './campaign.service.ts'

/*
 * Sending a newsletter: each process runs one sender. It takes the oldest campaign that has
 * deliveries waiting, sends them in batches with a pause in between (mail servers throttle
 * bulk senders), and closes the campaign when nothing is left. Several processes may run
 * side by side on one database: they share the work, because a delivery is claimed with a
 * conditional UPDATE before its mail is sent, and only the sender whose UPDATE took the row
 * sends it.
 *
 * Exactly once, and what a crash costs. Between "the mail server took the mail" and "the
 * delivery is marked sent" a process can die. The claim is written before sending, so after
 * a crash the row says "claimed at T, no result". We never send such a delivery again: once
 * the claim is older than any send can take (staleClaimMs), it is marked failed. That makes
 * the newsletter at most once per subscriber: after a crash, a handful of people may miss
 * it (and the admin sees them as failed), but nobody ever gets it twice. A stop through
 * app.close() (deploys, SIGTERM) is not a crash: the sender finishes the mail in hand,
 * records it, and stops; the next start resumes with the deliveries still waiting.
 *
 * A mail the server refused (an error from the mailer) did not leave: it goes back in the
 * queue, behind the fresh ones, and is given up after maxAttempts tries.
 */

export interface CampaignSenderOptions {
  /** Mails per batch. */
  batchSize?: number
  /** Pause between two batches. */
  pauseMs?: number
  /** Pause before a batch that holds only retries, so a mail server can recover. */
  retryDelayMs?: number
  /** How often an idle sender looks for campaigns queued by another process. */
  pollMs?: number
  /** Tries before a delivery is given up. */
  maxAttempts?: number
  /** A claim this old without a result was left by a sender that died: give it up. */
  staleClaimMs?: number
}

const DEFAULTS: Required<CampaignSenderOptions> = {
  batchSize: 50,
  pauseMs: 2_000,
  retryDelayMs: 60_000,
  pollMs: 30_000,
  maxAttempts: 3,
  // Longer than nodemailer's slowest path (2 min to connect, 10 min of socket silence).
  staleClaimMs: 30 * 60_000,
}

interface SenderDeps {
  db: Db
  mail: Mailer
  config: Config
  log: FastifyBaseLogger
}

interface Sleep {
  timer: NodeJS.Timeout
  resolve: () => void
  wakeable: boolean
}

export class CampaignSender {
  private options: Required<CampaignSenderOptions>
  private loop: Promise<void> | null = null
  private stopping = false
  private woken = false
  private sleeping: Sleep | null = null

  constructor(
    private readonly deps: SenderDeps,
    options: CampaignSenderOptions = {},
  ) {
    this.options = { ...DEFAULTS }
    this.configure(options)
  }

  configure(options: CampaignSenderOptions): void {
    for (const key of Object.keys(DEFAULTS) as (keyof CampaignSenderOptions)[]) {
      const value = options[key]
      if (value !== undefined) this.options[key] = value
    }
  }

  start(): void {
    if (this.loop) return
    this.stopping = false
    this.loop = this.run()
  }

  /** A campaign was queued here: look now instead of at the next poll. */
  wake(): void {
    this.woken = true
    if (this.sleeping?.wakeable) this.interrupt()
  }

  /** Finishes the mail in hand, records it, and returns once the sender is idle for good. */
  async stop(): Promise<void> {
    this.stopping = true
    this.interrupt()
    await this.loop
    this.loop = null
  }

  private interrupt() {
    const sleeping = this.sleeping
    if (!sleeping) return
    this.sleeping = null
    clearTimeout(sleeping.timer)
    sleeping.resolve()
  }

  private sleep(ms: number, wakeable: boolean): Promise<void> {
    if (this.stopping) return Promise.resolve()
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.interrupt(), ms)
      this.sleeping = { timer, resolve, wakeable }
    })
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let worked = false
      try {
        worked = await this.tick()
      } catch (error) {
        // The database or the mail server is away: try again at the next poll.
        this.deps.log.error({ err: error }, 'newsletter sender failed; retrying later')
      }
      if (this.stopping) break
      if (worked) {
        await this.sleep(this.options.pauseMs, false)
      } else if (this.woken) {
        this.woken = false
      } else {
        await this.sleep(this.options.pollMs, true)
      }
    }
  }

  /** Sends one batch of the oldest campaign with work to do; false when there was none. */
  private async tick(): Promise<boolean> {
    const { db } = this.deps
    this.woken = false
    for (const campaign of await listActiveCampaigns(db)) {
      if (this.stopping) return false
      if (campaign.status === 'queued') await markCampaignSending(db, campaign.id)
      const staleBefore = new Date(Date.now() - this.options.staleClaimMs).toISOString()
      const abandoned = await failAbandonedClaims(db, campaign.id, staleBefore)
      if (abandoned > 0) {
        this.deps.log.warn(
          { campaignId: campaign.id, deliveries: abandoned },
          'newsletter deliveries left claimed by a stopped sender given up, not sent again',
        )
      }
      let batch = await nextDeliveries(db, campaign.id, this.options.batchSize)
      if (batch.length > 0 && batch.every((d) => d.attempts > 0)) {
        await this.sleep(this.options.retryDelayMs, false)
        if (this.stopping) return false
        batch = await nextDeliveries(db, campaign.id, this.options.batchSize)
      }
      if (batch.length === 0) {
        // Nothing to take: either finished, or the rest is in another sender's hands.
        if (!(await hasPendingDeliveries(db, campaign.id))) {
          await closeCampaign(db, campaign.id, new Date().toISOString())
          this.deps.log.info({ campaignId: campaign.id }, 'newsletter campaign finished')
        }
        continue
      }
      await this.sendBatch(campaign, batch)
      return true
    }
    return false
  }

  private async sendBatch(campaign: ActiveCampaign, batch: DeliveryCandidate[]): Promise<void> {
    const { db, mail, config, log } = this.deps
    const content = newsletterContent(
      {
        subject: campaign.subject,
        content: campaign.content,
        imagePosition: campaign.image_position === 'right' ? 'right' : 'left',
      },
      config.publicUrl,
    )
    for (const delivery of batch) {
      if (this.stopping) return
      const key = { campaignId: delivery.campaignId, subscriberId: delivery.subscriberId }
      if (delivery.subscriberStatus !== 'confirmed') {
        await dropDelivery(db, key)
        continue
      }
      if (!(await claimDelivery(db, key, new Date().toISOString()))) continue
      const message = newsletterMail(config, content, {
        email: delivery.email,
        language: delivery.language,
        unsubscribeToken: delivery.unsubscribeToken,
      })
      try {
        await mail.send(message)
      } catch (error) {
        const giveUp = delivery.attempts + 1 >= this.options.maxAttempts
        log.warn(
          { err: error, campaignId: campaign.id, subscriberId: delivery.subscriberId, giveUp },
          'newsletter mail not sent',
        )
        await releaseFailedDelivery(db, key, giveUp)
        continue
      }
      await recordDeliverySent(db, key, new Date().toISOString())
    }
  }
}

/*
 * One sender per app: the key is the app's HTTP server, which every plugin context of the
 * app shares. A second registration (a test that wants small batches) only changes the
 * options of the sender already there.
 */
const senders = new WeakMap<object, CampaignSender>()

export function campaignSenderOf(app: { server: object }): CampaignSender | undefined {
  return senders.get(app.server)
}

/** Starts the app's sender when the app is ready and stops it when the app closes. */
export const campaignSender: FastifyPluginAsync<CampaignSenderOptions> = async (app, options) => {
  const existing = senders.get(app.server)
  if (existing) {
    existing.configure(options)
    return
  }
  const sender = new CampaignSender(
    {
      db: app.db,
      // The deliveries are this sender's own queue, with its own promise (at most once per
      // subscriber), so it hands each mail to the transport itself rather than to the mail
      // queue (docs/decisions/026-mail-queue-and-jobs.md).
      mail: app.mail.transport,
      config: app.config,
      log: app.log.child({ job: 'newsletter' }),
    },
    options,
  )
  senders.set(app.server, sender)
  app.addHook('onReady', async () => sender.start())
  app.addHook('onClose', async () => sender.stop())
}
