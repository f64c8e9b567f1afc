import type { FastifyBaseLogger } from 'fastify'
import type { Transaction } from 'kysely'
import { ErrorMessages } from '@aula/contract/common'
import type { Paging } from '@aula/contract/list-query'
import {
  HISTORY_LIMIT_DEFAULT,
  ProfileMessages,
  type AdminWithdrawal,
  type EarningsAnswer,
  type Payee,
  type Withdrawal,
  type WithdrawalsAnswer,
} from '@aula/contract/profile'
import type { Config } from '#src/config.ts'
import type { Db } from '#src/db/connect.ts'
import type { Database } from '#src/db/database.ts'
import { findReferrerId } from '#src/features/auth/account.service.ts'
import { lockPayee, revealSecret } from '#src/features/profile/payee.ts'
import { withdrawalDecisionMail } from './affiliate.mails.ts'
import { now } from '#src/lib/clock.ts'
import { recordAudit } from '#src/lib/audit.ts'
import { HttpError } from '#src/lib/http-error.ts'
import type { QueuedMailer } from '#src/lib/mail-queue.ts'
import { balanceFromSums, type Balance } from './ledger.ts'
import { centsToEuros } from '#src/lib/money.ts'
import { pagingOf, type PageWindow } from '#src/lib/list-page.ts'
import {
  decisionCode,
  toAdminWithdrawalDto,
  toOwnWithdrawalDto,
  toLedgerEntryDto,
  toWithdrawalDto,
} from './affiliate.mapper.ts'
import {
  affiliateFactsOf,
  countAllWithdrawals,
  findWithdrawalById,
  insertCommission,
  insertLedgerEntry,
  insertWithdrawal,
  listAllWithdrawals,
  listLedgerPage,
  listWithdrawalsOfUser,
  markWithdrawalDecided,
  sumAffiliateFacts,
  sumBalance,
  type AffiliateFactsRow,
} from './affiliate.repository.ts'

/*
 * The affiliate (docs/product.md#affiliate, #withdrawals): the ledger of a member's earnings,
 * the commission a paid order credits the buyer's inviter, and the withdrawal requests that
 * reserve and release the balance. Nothing else writes the ledger or the requests; the
 * checkout and the profile call these functions.
 */

export interface AffiliateDeps {
  db: Db
  /** The key of personal data at rest: a waiting request shows the payee's IBAN and CF. */
  dataKey: Buffer
  log: FastifyBaseLogger
  /** Tells members about the admin's decisions, queued with them (lib/mail-queue.ts). */
  mail: QueuedMailer
  config: Config
}

const notFound = () => new HttpError(404, ErrorMessages.notFound)

/**
 * A member's balance at a moment (ISO 8601): what is available and what is on hold, from
 * the kept sum of their entries and the sum of the commissions on hold; never a fold over
 * every entry (docs/decisions/017-affiliate-balance-kept-total.md).
 */
export async function getBalance(db: Db, userId: number, at = now()): Promise<Balance> {
  const { totalCents, onHoldCents } = await sumBalance(db, userId, at)
  return balanceFromSums(totalCents, onHoldCents)
}

/**
 * What the profile shows of a member's affiliate at a moment: the balance (as getBalance)
 * and how many accounts they invited, read together in one statement.
 */
export async function getAffiliateFacts(
  db: Db,
  userId: number,
  at = now(),
): Promise<{ balance: Balance; referrals: number }> {
  const { totalCents, onHoldCents, referrals } = await sumAffiliateFacts(db, userId, at)
  return { balance: balanceFromSums(totalCents, onHoldCents), referrals }
}

/**
 * The same facts as columns of another feature's statement, so a screen that shows them
 * beside that feature's own (the profile, beside the account) reads everything in one
 * round trip: select `affiliateFactsColumns(eb, userId, at)`, then read the row with
 * `affiliateFactsFrom`.
 */
export { affiliateFactsColumns, type AffiliateFactsRow } from './affiliate.repository.ts'

export function affiliateFactsFrom(row: AffiliateFactsRow): {
  balance: Balance
  referrals: number
} {
  const { totalCents, onHoldCents, referrals } = affiliateFactsOf(row)
  return { balance: balanceFromSums(totalCents, onHoldCents), referrals }
}

/** The member's balances and one page of their ledger, newest first. */
export async function getEarnings(
  db: Db,
  userId: number,
  query: { limit?: number | undefined; before?: number | undefined },
): Promise<EarningsAnswer> {
  const at = now()
  const limit = query.limit ?? HISTORY_LIMIT_DEFAULT
  const [balance, rows] = await Promise.all([
    getBalance(db, userId, at),
    listLedgerPage(db, userId, { before: query.before, limit }),
  ])
  const entries = rows.slice(0, limit)
  return {
    earnings: centsToEuros(balance.availableCents),
    pendingEarnings: centsToEuros(balance.pendingCents),
    entries: entries.map((row) => toLedgerEntryDto(row, at)),
    next: rows.length > limit ? (entries.at(-1)?.id ?? null) : null,
  }
}

/**
 * Credits the inviter of an order's buyer with the item's commission, inside the payment's
 * transaction: once per order and per buyer and item, on hold for the refund window. Nothing
 * when the buyer was invited by nobody (or by themselves) or the item pays no commission.
 * True when this call credited it.
 */
export async function creditCommission(
  trx: Transaction<Database>,
  order: {
    orderId: number
    buyerId: number
    courseId: number | null
    onlineCourseId: number | null
    commissionCents: number | null
    holdDays: number
    at: string
  },
): Promise<boolean> {
  const referrerId = await findReferrerId(trx, order.buyerId)
  const amountCents = order.commissionCents ?? 0
  if (referrerId === null || referrerId === order.buyerId || amountCents <= 0) return false
  return insertCommission(trx, {
    userId: referrerId,
    orderId: order.orderId,
    buyerId: order.buyerId,
    courseId: order.courseId,
    onlineCourseId: order.onlineCourseId,
    amountCents,
    availableAt: new Date(Date.parse(order.at) + order.holdDays * 86_400_000).toISOString(),
    at: order.at,
  })
}

/**
 * The member's requests, newest first: all of them when neither `page` nor `limit` is given
 * (a member makes few), else that page with its paging facts.
 */
export async function listOwnWithdrawals(
  db: Db,
  userId: number,
  query: { page?: number | undefined; limit?: number | undefined } = {},
): Promise<WithdrawalsAnswer> {
  if (query.page === undefined && query.limit === undefined) {
    const { name, requests } = await listWithdrawalsOfUser(db, userId)
    return { withdrawals: requests.map((request) => toOwnWithdrawalDto(name, request)) }
  }
  const page = query.page ?? 1
  const pageSize = query.limit ?? HISTORY_LIMIT_DEFAULT
  const {
    name,
    requests,
    total = 0,
  } = await listWithdrawalsOfUser(db, userId, {
    offset: (page - 1) * pageSize,
    limit: pageSize,
  })
  return {
    withdrawals: requests.map((request) => toOwnWithdrawalDto(name, request)),
    page,
    pageSize,
    total,
    hasMore: page * pageSize < total,
  }
}

/**
 * Reserves the member's whole available balance for a payout. One transaction that first
 * locks the member's row (lockPayee): a second request of the same member waits, then reads
 * the balance with the first reservation in it, so the same money is never reserved twice.
 */
export async function requestWithdrawal(db: Db, userId: number): Promise<Withdrawal> {
  const id = await db.transaction().execute(async (trx) => {
    const payee = await lockPayee(trx, userId)
    if (!payee) throw notFound()
    if (!payee.ready) throw new HttpError(400, ProfileMessages.noData)
    const at = now()
    const { availableCents } = await getBalance(trx, userId, at)
    if (availableCents <= 0) throw new HttpError(400, ProfileMessages.insufficientBalance)
    const withdrawalId = await insertWithdrawal(trx, {
      user_id: userId,
      amount_cents: availableCents,
      status: 'pending',
      requested_at: at,
    })
    await insertLedgerEntry(trx, {
      user_id: userId,
      kind: 'reservation',
      amount_cents: -availableCents,
      withdrawal_id: withdrawalId,
      available_at: at,
      created_at: at,
    })
    return withdrawalId
  })
  const row = await findWithdrawalById(db, id)
  if (!row) throw notFound()
  return toWithdrawalDto(row)
}

/**
 * The admin's list of requests, newest first: every one without `window`, else that page
 * (read with LIMIT/OFFSET) and its paging facts. Each waiting one carries where to pay it:
 * the holder (the member's name), the IBAN and the CF in clear. Like a view of an identity
 * document, every reveal is written to the audit log: who saw whose payout details, and
 * when; a page reveals, and audits, only the requests on it.
 */
export async function listWithdrawalsForAdmin(
  deps: AffiliateDeps,
  adminId: number,
  window?: PageWindow,
): Promise<{ withdrawals: AdminWithdrawal[]; paging?: Paging }> {
  const [rows, total] = await Promise.all([
    listAllWithdrawals(deps.db, window),
    window ? countAllWithdrawals(deps.db) : undefined,
  ])
  const answer: AdminWithdrawal[] = []
  for (const row of rows) {
    let payee: Payee | null = null
    if (row.status === 'pending') {
      const userId = row.user_id
      payee = {
        holder: row.name,
        iban: revealSecret(deps, userId, row.iban_enc, 'IBAN'),
        CF: revealSecret(deps, userId, row.cf_enc, 'CF'),
      }
      await recordAudit(deps.db, {
        actorUserId: adminId,
        action: 'withdrawal.payee.view',
        targetType: 'withdrawal',
        targetId: row.id,
        detail: { userId },
      })
    }
    answer.push(toAdminWithdrawalDto(row, payee))
  }
  if (!window || total === undefined) return { withdrawals: answer }
  return { withdrawals: answer, paging: pagingOf(window, total) }
}

/**
 * An admin decides a waiting request, once: approval makes the reservation final, rejection
 * releases the money back to the member's available balance, with an optional reason the
 * member reads (a reason with an approval is refused rather than dropped). Audited like
 * every admin write; the member gets an e-mail either way.
 */
export async function decideWithdrawal(
  deps: AffiliateDeps,
  adminId: number,
  id: number,
  decision: 'Approvato' | 'Rifiutato',
  reason: string | null = null,
): Promise<AdminWithdrawal> {
  const { db } = deps
  const status = decisionCode(decision)
  if (status === 'approved' && reason !== null) {
    throw new HttpError(400, ProfileMessages.reasonWithApproval)
  }
  const row = await db.transaction().execute(async (trx) => {
    const at = now()
    if (!(await markWithdrawalDecided(trx, id, { status, at, by: adminId, reason }))) {
      throw (await findWithdrawalById(trx, id))
        ? new HttpError(409, ProfileMessages.alreadyDecided)
        : notFound()
    }
    const row = await findWithdrawalById(trx, id)
    if (!row) throw notFound()
    const amountCents = row.amount_cents ?? 0
    if (status === 'rejected' && amountCents > 0) {
      await insertLedgerEntry(trx, {
        user_id: row.user_id,
        kind: 'release',
        amount_cents: amountCents,
        withdrawal_id: id,
        available_at: at,
        created_at: at,
      })
    }
    await recordAudit(trx, {
      actorUserId: adminId,
      action: status === 'approved' ? 'withdrawal.approve' : 'withdrawal.reject',
      targetType: 'withdrawal',
      targetId: id,
      detail: { amountCents, ...(reason === null ? {} : { reason }) },
    })
    // Queued with the decision: the member hears of it exactly when it is stored.
    await deps.mail.enqueue(
      trx,
      withdrawalDecisionMail(
        deps.config,
        { to: row.email, name: row.name, language: row.language },
        {
          approved: status === 'approved',
          reason,
          amountCents,
          requestedAt: toAdminWithdrawalDto(row).requestDate,
        },
      ),
    )
    return row
  })
  deps.mail.kick()
  return toAdminWithdrawalDto(row)
}
