import crypto from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { NEWSLETTER_CONFIRM_DAYS, NewsletterMessages } from '@aula/contract/newsletter'
import type { Config } from '#src/config.ts'
import type { Db } from '#src/db/connect.ts'
import { now } from '#src/lib/clock.ts'
import { HttpError } from '#src/lib/http-error.ts'
import type { Mailer } from '#src/lib/mail.ts'
import { hashToken, randomToken } from '#src/lib/tokens.ts'
import { findAccountIdByEmail } from '#src/features/auth/account.service.ts'
import {
  checkedConsentVersion,
  recordConsents,
  withdrawalVersion,
  type ConsentSource,
} from '#src/features/privacy/consents.service.ts'
import { confirmationMail, welcomeMail } from './newsletter.mails.ts'
import {
  confirmPending,
  findSubscriberByConfirmHash,
  findSubscriberByEmail,
  findSubscriberByUnsubscribeToken,
  insertSubscriber,
  deleteSubscriberByEmail,
  markUnsubscribed,
  updateSubscriber,
} from './newsletter.repository.ts'

const CONFIRM_MS = NEWSLETTER_CONFIRM_DAYS * 86_400_000
const TOKEN_BYTES = 32
const TIME_BYTES = 6

/*
 * A confirmation token carries the moment it was issued in its first 6 bytes, followed by
 * 26 random bytes, all base64url: it looks like any other token. Only its SHA-256 is
 * stored, so nobody can move the date without also guessing a new hash: the link expires
 * after NEWSLETTER_CONFIRM_DAYS without a column of its own.
 */
export function newConfirmToken(issuedAt = Date.now()): string {
  const bytes = crypto.randomBytes(TOKEN_BYTES)
  bytes.writeUIntBE(issuedAt, 0, TIME_BYTES)
  return bytes.toString('base64url')
}

function confirmTokenIssuedAt(token: string): number | null {
  const bytes = Buffer.from(token, 'base64url')
  return bytes.length === TOKEN_BYTES ? bytes.readUIntBE(0, TIME_BYTES) : null
}

const invalidToken = () => new HttpError(400, NewsletterMessages.invalidToken)

interface MailContext {
  db: Db
  mail: Mailer
  config: Config
}

/** The consent a subscription records (docs/product.md#privacy); null records none. */
export interface SubscribeConsent {
  /** The version of the text the form showed; else the current one. */
  version?: string | undefined
  source: ConsentSource
  /** The member subscribing, when signed in; else the account with that e-mail, if any. */
  userId?: number | undefined
}

type Subscriber = NonNullable<Awaited<ReturnType<typeof findSubscriberByEmail>>>

/**
 * Double opt-in. The answer is the same whatever the address's state, so nobody can learn
 * who subscribes: a confirmed address gets nothing new (no mail to pester its owner); a
 * pending or unsubscribed one gets a fresh confirmation link, and earlier links die. The
 * consent, with the version of the text shown, is recorded in the same transaction.
 */
export async function subscribe(
  ctx: MailContext,
  emailInput: string,
  language: 'it' | 'en',
  consent: SubscribeConsent | null = { source: 'newsletter-form' },
): Promise<void> {
  const email = emailInput.trim().toLowerCase()
  const version = consent && (await checkedConsentVersion(ctx.db, 'newsletter', consent.version))
  const memberId = consent && (consent.userId ?? (await findAccountIdByEmail(ctx.db, email)))
  const token = newConfirmToken()
  const confirmHash = hashToken(token)

  const write = (existing: Subscriber | undefined) =>
    ctx.db.transaction().execute(async (trx) => {
      if (!existing) {
        await insertSubscriber(trx, {
          email,
          language,
          status: 'pending',
          confirm_token_hash: confirmHash,
          unsubscribe_token: randomToken(),
          created_at: now(),
          confirmed_at: null,
          unsubscribed_at: null,
        })
      } else if (existing.status !== 'confirmed') {
        await updateSubscriber(trx, existing.id, {
          status: 'pending',
          language,
          confirm_token_hash: confirmHash,
          // Coming back after unsubscribing: links in the newsletters read before stop
          // working, as if this were a new subscription.
          ...(existing.status === 'unsubscribed' ? { unsubscribe_token: randomToken() } : {}),
        })
      }
      if (consent && version) {
        await recordConsents(trx, memberId ? { userId: memberId } : { email }, [
          { consent: 'newsletter', given: true, version, source: consent.source },
        ])
      }
    })

  let existing = await findSubscriberByEmail(ctx.db, email)
  try {
    await write(existing)
  } catch (error) {
    // The same address sent twice at once: the unique key lets one row in.
    if (existing) throw error
    existing = await findSubscriberByEmail(ctx.db, email)
    if (!existing) throw error
    await write(existing)
  }
  if (existing?.status === 'confirmed') return

  try {
    await ctx.mail.send(
      confirmationMail({
        to: email,
        lang: language,
        siteName: ctx.config.site.name,
        url: `${ctx.config.publicUrl}/newsletter/conferma/${token}`,
      }),
    )
  } catch (cause) {
    // Without the mail the person cannot confirm: say so, and a retry sends a new link.
    throw new HttpError(503, 'The e-mail could not be sent: please try again later', { cause })
  }
}

/**
 * Opens the confirmation link. Opening it again once confirmed answers Success too (people
 * click twice, mail programs reopen links), whatever its age; a pending subscription needs
 * a link younger than NEWSLETTER_CONFIRM_DAYS. After an unsubscription the link is dead.
 */
export async function confirmSubscription(
  ctx: MailContext & { log: FastifyBaseLogger },
  token: string,
): Promise<void> {
  const { db } = ctx
  const hash = hashToken(token)
  const row = await findSubscriberByConfirmHash(db, hash)
  if (!row) throw invalidToken()
  if (row.status === 'confirmed') return
  const issuedAt = confirmTokenIssuedAt(token)
  if (row.status !== 'pending' || issuedAt === null || Date.now() - issuedAt > CONFIRM_MS) {
    throw invalidToken()
  }
  if (!(await confirmPending(db, row.id, hash, now()))) {
    // Someone else changed the row meanwhile; only a confirmation of this link is fine.
    const again = await findSubscriberByConfirmHash(db, hash)
    if (again?.status !== 'confirmed') throw invalidToken()
    return
  }
  // Only the request that confirmed sends the welcome: a repeated click sends nothing.
  const links = unsubscribeLinks(ctx.config, row.unsubscribe_token)
  try {
    await ctx.mail.send(
      welcomeMail({
        to: row.email,
        lang: row.language,
        siteName: ctx.config.site.name,
        unsubscribePageUrl: links.pageUrl,
        headers: links.headers,
      }),
    )
  } catch (error) {
    // The subscription holds without the welcome; the next newsletter carries the links.
    ctx.log.warn({ err: error, subscriberId: row.id }, 'newsletter welcome mail not sent')
  }
}

/**
 * Unsubscribes the owner of this newsletter link. Unsubscribing twice is fine (a mail
 * program may retry); an unknown link is refused so the page does not claim otherwise.
 */
export async function unsubscribe(db: Db, token: string): Promise<void> {
  const row = await findSubscriberByUnsubscribeToken(db, token)
  if (!row) throw invalidToken()
  if (row.status !== 'unsubscribed') await endSubscription(db, row, 'newsletter-link')
}

/** Unsubscribes and records the withdrawn consent, together (docs/product.md#privacy). */
async function endSubscription(
  db: Db,
  row: { id: number; email: string },
  source: ConsentSource,
): Promise<void> {
  const memberId = await findAccountIdByEmail(db, row.email)
  const version = await withdrawalVersion(db, 'newsletter')
  await db.transaction().execute(async (trx) => {
    await markUnsubscribed(trx, row.id, now())
    await recordConsents(trx, memberId ? { userId: memberId } : { email: row.email }, [
      { consent: 'newsletter', given: false, version, source },
    ])
  })
}

/** A member withdraws the newsletter from their profile: their e-mail is unsubscribed. */
export async function unsubscribeMember(
  db: Db,
  member: { id: number; email: string },
): Promise<void> {
  const row = await findSubscriberByEmail(db, member.email.trim().toLowerCase())
  const version = await withdrawalVersion(db, 'newsletter')
  await db.transaction().execute(async (trx) => {
    if (row && row.status !== 'unsubscribed') await markUnsubscribed(trx, row.id, now())
    await recordConsents(trx, { userId: member.id }, [
      { consent: 'newsletter', given: false, version, source: 'profile' },
    ])
  })
}

/** On account erasure: the subscription of that e-mail goes, with its deliveries. */
export async function removeSubscriberOf(db: Db, email: string): Promise<void> {
  await deleteSubscriberByEmail(db, email.trim().toLowerCase())
}

export interface UnsubscribeLinks {
  /** The web page that asks before unsubscribing: the link in the newsletter's footer. */
  pageUrl: string
  /** RFC 8058 one-click target: mail programs POST "List-Unsubscribe=One-Click" to it. */
  oneClickUrl: string
  /** Headers every newsletter mail carries (RFC 2369 and RFC 8058). */
  headers: { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}

export function unsubscribeLinks(
  config: Pick<Config, 'publicUrl' | 'contactEmail'>,
  token: string,
): UnsubscribeLinks {
  const encoded = encodeURIComponent(token)
  const pageUrl = `${config.publicUrl}/newsletter/disiscriviti/${encoded}`
  const oneClickUrl = `${config.publicUrl}/api/newsletter/unsubscribe/${encoded}`
  return {
    pageUrl,
    oneClickUrl,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl}>, <mailto:${config.contactEmail}?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

/** The List-Unsubscribe headers of one subscriber's newsletter mail. */
export function newsletterHeaders(
  config: Pick<Config, 'publicUrl' | 'contactEmail'>,
  subscriber: { unsubscribeToken: string },
): UnsubscribeLinks['headers'] {
  return unsubscribeLinks(config, subscriber.unsubscribeToken).headers
}
