import crypto from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import { isPostgres, type Db } from '#src/db/connect.ts'
import type { Database } from '#src/db/database.ts'
import type { MailMessage, Mailer } from './mail.ts'

/*
 * Every mail leaves through a queue in the database (docs/decisions/026-mail-queue-and-jobs.md).
 * `send` stores the whole message and returns; a sender in each process delivers it through
 * the transport (SMTP, or the outbox folder) a moment later. So a request never waits for a
 * mail server, a mail server that is down loses nothing, and several processes share the
 * work: a sender claims due rows with a lease (PostgreSQL: FOR UPDATE SKIP LOCKED, so two
 * senders never take the same row; SQLite has one writer, so its UPDATE … RETURNING is the
 * claim). A process that dies mid-send leaves the lease to run out, and another sender sends
 * the row again: at least once, with the row's own Message-ID so a receiver can tell a copy.
 * A refused mail is tried again after an exponential pause with jitter, and after
 * maxAttempts it is kept as failed, logged without its body.
 */

export interface MailQueueOptions {
  /** How often an idle sender looks for mails queued by another process or due again. */
  pollMs?: number
  /** Rows claimed at once. */
  batchSize?: number
  /** A claim this old without a result was left by a process that died: send it again. */
  leaseMs?: number
  /** Tries before a mail is kept as failed. */
  maxAttempts?: number
  /** Pause before the second try; it doubles with each try (with jitter), up to retryMaxMs. */
  retryBaseMs?: number
  retryMaxMs?: number
  /** Sent rows (without their body) are removed once this old. */
  keepSentMs?: number
}

const DEFAULTS: Required<MailQueueOptions> = {
  pollMs: 5_000,
  batchSize: 20,
  // Longer than nodemailer's slowest path (2 min to connect, 10 min of socket silence).
  leaseMs: 15 * 60_000,
  maxAttempts: 12,
  retryBaseMs: 30_000,
  retryMaxMs: 6 * 3_600_000,
  keepSentMs: 7 * 86_400_000,
}

export interface MailQueueStats {
  /** Mails waiting to be delivered (due now or later). */
  queued: number
  /** Mails given up after maxAttempts. */
  failed: number
}

/** The mailer the app uses: `send` queues; a transaction can queue its mail with `enqueue`. */
export interface QueuedMailer extends Mailer {
  /**
   * Stores the message in the caller's transaction, so a write rolled back sends nothing.
   * It leaves once the transaction has committed and kick() is called.
   */
  enqueue(db: Kysely<Database>, message: MailMessage): Promise<void>
  /** Delivers what is due now instead of at the next poll. */
  kick(): void
}

interface ClaimedRow {
  id: number
  message_id: string
  recipient: string
  subject: string
  message: string | null
  attempts: number
}

/** The pause before try `attempts + 1`: doubling from base, capped, the upper half jittered. */
export function retryDelayMs(attempts: number, base: number, max: number): number {
  const full = Math.min(max, base * 2 ** Math.max(0, attempts - 1))
  return Math.round(full / 2 + Math.random() * (full / 2))
}

export class MailQueue implements QueuedMailer {
  private readonly options: Required<MailQueueOptions>
  private readonly domain: string
  private running = false
  private users = 0
  private draining: Promise<void> | null = null
  private again = false
  private timer: NodeJS.Timeout | null = null
  private lastPrune = 0

  constructor(
    private readonly deps: {
      db: Db
      /** Delivers one message now (lib/mail.ts createMailer). */
      transport: Mailer
      /** The sender's address; its domain names the Message-IDs. */
      from: string
      log: FastifyBaseLogger
    },
    options: MailQueueOptions = {},
  ) {
    this.options = { ...DEFAULTS }
    this.configure(options)
    this.domain = /@([^>\s]+)>?\s*$/.exec(deps.from)?.[1] ?? 'aula.local'
  }

  configure(options: MailQueueOptions): void {
    for (const key of Object.keys(DEFAULTS) as (keyof MailQueueOptions)[]) {
      const value = options[key]
      if (value !== undefined) this.options[key] = value
    }
  }

  /** The transport itself, for a sender that keeps its own queue (features/newsletter). */
  get transport(): Mailer {
    return this.deps.transport
  }

  async send(message: MailMessage): Promise<void> {
    await this.enqueue(this.deps.db, message)
    this.kick()
  }

  async enqueue(db: Kysely<Database>, message: MailMessage): Promise<void> {
    const at = new Date().toISOString()
    const whole: MailMessage = {
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.headers ? { headers: message.headers } : {}),
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      ...(message.attachments?.length ? { attachments: message.attachments } : {}),
    }
    await db
      .insertInto('mail_queue')
      .values({
        message_id: `<${crypto.randomUUID()}@${this.domain}>`,
        recipient: message.to,
        subject: message.subject,
        message: JSON.stringify(whole),
        next_attempt_at: at,
        created_at: at,
      })
      .execute()
  }

  /**
   * Starts delivering: now, and then every pollMs. Each app built on these services starts
   * it once and stops it once when it closes; it runs while one of them is open.
   */
  start(): void {
    this.users += 1
    if (this.running) return
    this.running = true
    this.kick()
  }

  kick(): void {
    if (!this.running) return
    if (this.draining) {
      this.again = true
      return
    }
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.draining = this.drainLoop()
  }

  /** Resolves once the sender has nothing in hand (what was due when it last looked is done). */
  async settled(): Promise<void> {
    while (this.draining) await this.draining
  }

  /** An app closes: the sender stops with the last one (see halt). */
  async stop(): Promise<void> {
    this.users = Math.max(0, this.users - 1)
    if (this.users === 0) await this.halt()
  }

  /** Lets the mail in hand finish and stops; rows still queued wait for the next start. */
  async halt(): Promise<void> {
    this.users = 0
    this.running = false
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.settled()
  }

  close(): void {
    this.deps.transport.close()
  }

  /** Queue depth and failures, for the operator's metrics. */
  async stats(): Promise<MailQueueStats> {
    const rows = await this.deps.db
      .selectFrom('mail_queue')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', 'in', ['pending', 'failed'])
      .groupBy('status')
      .execute()
    const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0)
    return { queued: count('pending'), failed: count('failed') }
  }

  private async drainLoop(): Promise<void> {
    try {
      do {
        this.again = false
        await this.drain()
      } while (this.again && this.running)
      await this.prune()
    } catch (error) {
      // The database is away: the next poll tries again.
      this.deps.log.error({ err: error }, 'mail sender failed; retrying later')
    } finally {
      this.draining = null
      if (this.running && this.again) {
        // Queued while this pass was ending: look again now.
        this.kick()
      } else if (this.running) {
        this.timer = setTimeout(() => this.kick(), this.options.pollMs)
        this.timer.unref()
      }
    }
  }

  /** Claims and delivers due rows until none is left. */
  private async drain(): Promise<void> {
    while (this.running) {
      const claim = crypto.randomBytes(12).toString('hex')
      const rows = await this.claim(claim)
      for (const row of rows) await this.deliver(row, claim)
      if (rows.length < this.options.batchSize) return
    }
  }

  private async claim(claim: string): Promise<ClaimedRow[]> {
    const { db } = this.deps
    const now = new Date()
    const at = now.toISOString()
    const until = new Date(now.getTime() + this.options.leaseMs).toISOString()
    const lock = isPostgres(db) ? sql`for update skip locked` : sql``
    const { rows } = await sql<ClaimedRow>`
      update mail_queue
      set lease_until = ${until}, claim = ${claim}, attempts = attempts + 1
      where id in (
        select id from mail_queue
        where status = 'pending' and next_attempt_at <= ${at}
          and (lease_until is null or lease_until < ${at})
        order by next_attempt_at, id
        limit ${this.options.batchSize}
        ${lock}
      )
      returning id, message_id, recipient, subject, message, attempts
    `.execute(db)
    return rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) }))
  }

  private async deliver(row: ClaimedRow, claim: string): Promise<void> {
    const { db, transport, log } = this.deps
    const about = { mailId: row.id, mailTo: row.recipient, subject: row.subject }
    try {
      if (!row.message) throw new Error('the queued message has no body')
      const message = JSON.parse(row.message) as MailMessage
      await transport.send({ ...message, messageId: row.message_id })
    } catch (error) {
      await this.failed(row, claim, error)
      return
    }
    const result = await db
      .updateTable('mail_queue')
      .set({
        status: 'sent',
        sent_at: new Date().toISOString(),
        message: null,
        lease_until: null,
        claim: null,
        last_error: null,
      })
      .where('id', '=', row.id)
      .where('claim', '=', claim)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) !== 1) {
      // The lease ran out during the send and another sender took the row: it may go twice.
      log.warn(about, 'mail sent after its lease ran out')
    }
  }

  private async failed(row: ClaimedRow, claim: string, error: unknown): Promise<void> {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500)
    const giveUp = row.attempts >= this.options.maxAttempts
    const delay = retryDelayMs(row.attempts, this.options.retryBaseMs, this.options.retryMaxMs)
    await this.deps.db
      .updateTable('mail_queue')
      .set({
        ...(giveUp
          ? { status: 'failed' as const }
          : { next_attempt_at: new Date(Date.now() + delay).toISOString() }),
        lease_until: null,
        claim: null,
        last_error: reason,
      })
      .where('id', '=', row.id)
      .where('claim', '=', claim)
      .execute()
    const about = { mailId: row.id, mailTo: row.recipient, subject: row.subject }
    if (giveUp) {
      this.deps.log.error({ ...about, attempts: row.attempts, reason }, 'mail given up')
    } else {
      this.deps.log.warn(
        { ...about, attempts: row.attempts, reason, retryInMs: delay },
        'mail not sent; trying again later',
      )
    }
  }

  /** Sent rows hold no body; they are removed once old, at most once an hour per process. */
  private async prune(): Promise<void> {
    if (Date.now() - this.lastPrune < 3_600_000) return
    this.lastPrune = Date.now()
    const before = new Date(Date.now() - this.options.keepSentMs).toISOString()
    await this.deps.db
      .deleteFrom('mail_queue')
      .where('status', '=', 'sent')
      .where('sent_at', '<', before)
      .execute()
  }
}

/**
 * Forgets a person's mail when their account is erased (docs/product.md#privacy): the mails
 * still waiting for them are dropped, and those already sent or given up keep neither their
 * address nor their text. Runs in the erasure's transaction.
 */
export async function forgetMailTo(db: Kysely<Database>, email: string): Promise<void> {
  const address = email.trim().toLowerCase()
  await db
    .deleteFrom('mail_queue')
    .where((eb) => eb(eb.fn('lower', ['recipient']), '=', address))
    .where('status', '=', 'pending')
    .execute()
  await db
    .updateTable('mail_queue')
    .set({ recipient: ERASED_RECIPIENT, message: null })
    .where((eb) => eb(eb.fn('lower', ['recipient']), '=', address))
    .execute()
}

/** What an erased person's handled mails name as their recipient. */
export const ERASED_RECIPIENT = 'erased.invalid'
