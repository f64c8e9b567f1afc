import { sql, type ExpressionBuilder, type Transaction } from 'kysely'
import { isPostgres, type Db } from '#src/db/connect.ts'
import type { AffiliateEntryTable, Database, WithdrawalTable } from '#src/db/database.ts'

/*
 * The SQL of the affiliate ledger and of withdrawal requests: nothing else writes the
 * affiliate_entry and withdrawal tables (docs/architecture.md#boundaries). Every function
 * takes the database or a transaction first.
 */

/** The UTC day of an ISO 8601 moment and the day after it, as 'YYYY-MM-DD'. */
function dayAndNext(at: string): { day: string; next: string } {
  const day = at.slice(0, 10)
  const next = new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString()
  return { day, next: next.slice(0, 10) }
}

/** Any statement's expression builder: the subqueries below fit in any of them. */
type AnyEb = ExpressionBuilder<Database, keyof Database>

/**
 * The parts of a member's balance at a moment (ISO 8601), as subqueries of one statement so
 * every figure comes from the same moment: the sum of all their entries (affiliate_total),
 * the commissions of the days after the moment's UTC day (affiliate_hold_day, a few dozen
 * rows: the refund window), and those of its own day still ahead of it (a short range of
 * the partial index on commissions). All three are kept or indexed by the database
 * (migrations 0009, 0011); ledger.ts turns them into the balance.
 */
function balanceColumns(eb: AnyEb, userId: number, at: string) {
  const { day, next } = dayAndNext(at)
  return [
    eb
      .selectFrom('affiliate_total')
      .select('total_cents')
      .where('user_id', '=', userId)
      .as('total_cents'),
    eb
      .selectFrom('affiliate_hold_day')
      .select((e) => e.fn.sum<number | null>('cents').as('later'))
      .where('user_id', '=', userId)
      .where('day', '>', day)
      .as('later_cents'),
    eb
      .selectFrom('affiliate_entry')
      .select((e) => e.fn.sum<number | null>('amount_cents').as('today'))
      .where('user_id', '=', userId)
      // A literal, so both engines see that the partial index on commissions applies.
      .where('kind', '=', sql.lit('commission'))
      .where('available_at', '>', at)
      .where('available_at', '<', next)
      .as('today_cents'),
  ] as const
}

type BalanceRow = { total_cents: unknown; later_cents: unknown; today_cents: unknown }

const sumsOf = (row: BalanceRow) => ({
  totalCents: Number(row.total_cents ?? 0),
  onHoldCents: Number(row.later_cents ?? 0) + Number(row.today_cents ?? 0),
})

/**
 * What a member's balance is made of at a moment (ISO 8601): the sum of all their entries
 * and the sum of their commissions still on hold, read in one statement.
 */
export async function sumBalance(
  db: Db,
  userId: number,
  at: string,
): Promise<{ totalCents: number; onHoldCents: number }> {
  const row = await db
    .selectNoFrom((eb) => balanceColumns(eb, userId, at))
    .executeTakeFirstOrThrow()
  return sumsOf(row)
}

/**
 * The balance's parts and how many accounts the member invited (referral_total, kept by
 * the database: migration 0011), as subqueries another statement selects: what the profile
 * shows of the affiliate, read beside the account. affiliateFactsOf reads them back.
 */
export function affiliateFactsColumns(eb: AnyEb, userId: number, at: string) {
  return [
    ...balanceColumns(eb, userId, at),
    eb
      .selectFrom('referral_total')
      .select('referrals')
      .where('user_id', '=', userId)
      .as('referrals'),
  ] as const
}

export type AffiliateFactsRow = BalanceRow & { referrals: unknown }

/** The sums and the referrals from the columns of affiliateFactsColumns. */
export function affiliateFactsOf(row: AffiliateFactsRow) {
  return { ...sumsOf(row), referrals: Number(row.referrals ?? 0) }
}

/** The same sums and the referrals, in a statement of their own. */
export async function sumAffiliateFacts(
  db: Db,
  userId: number,
  at: string,
): Promise<{ totalCents: number; onHoldCents: number; referrals: number }> {
  const row = await db
    .selectNoFrom((eb) => affiliateFactsColumns(eb, userId, at))
    .executeTakeFirstOrThrow()
  return affiliateFactsOf(row)
}

/**
 * One page of a member's ledger, newest first: the entries before the entry `before` (an
 * id; from the newest without it), one more than `limit` to tell whether another page follows.
 */
export function listLedgerPage(
  db: Db,
  userId: number,
  page: { before?: number | undefined; limit: number },
) {
  let query = db
    .selectFrom('affiliate_entry')
    .select(['id', 'kind', 'amount_cents', 'available_at', 'created_at'])
    .where('user_id', '=', userId)
  if (page.before !== undefined) query = query.where('id', '<', page.before)
  return query
    .orderBy('id', 'desc')
    .limit(page.limit + 1)
    .execute()
}

export type LedgerRow = Awaited<ReturnType<typeof listLedgerPage>>[number]

/** A reservation or a release of a withdrawal. */
export async function insertLedgerEntry(
  trx: Transaction<Database>,
  values: Omit<AffiliateEntryTable, 'id' | 'order_id'>,
): Promise<void> {
  await trx
    .insertInto('affiliate_entry')
    .values({ ...values, order_id: null })
    .execute()
}

/**
 * The commission of an order, once per order and once per buyer and item: affiliate_entry
 * has unique keys on order_id and on (buyer_id, course_id) and (buyer_id, online_course_id),
 * and a second insert becomes nothing on either engine. True when this call credited it.
 */
export async function insertCommission(
  db: Db,
  values: {
    userId: number
    orderId: number
    buyerId: number
    courseId: number | null
    onlineCourseId: number | null
    amountCents: number
    availableAt: string
    at: string
  },
): Promise<boolean> {
  const row = await db
    .insertInto('affiliate_entry')
    .values({
      user_id: values.userId,
      kind: 'commission',
      amount_cents: values.amountCents,
      order_id: values.orderId,
      withdrawal_id: null,
      available_at: values.availableAt,
      created_at: values.at,
      buyer_id: values.buyerId,
      course_id: values.courseId,
      online_course_id: values.onlineCourseId,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

export async function insertWithdrawal(
  trx: Transaction<Database>,
  values: Omit<WithdrawalTable, 'id' | 'decided_at' | 'decided_by' | 'decision_reason'>,
): Promise<number> {
  const row = await trx
    .insertInto('withdrawal')
    .values({ ...values, decided_at: null, decided_by: null, decision_reason: null })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

function withdrawalQuery(db: Db) {
  return db
    .selectFrom('withdrawal')
    .innerJoin('app_user', 'app_user.id', 'withdrawal.user_id')
    .select([
      'withdrawal.id',
      'withdrawal.user_id',
      'withdrawal.amount_cents',
      'withdrawal.status',
      'withdrawal.requested_at',
      'withdrawal.decision_reason',
      'app_user.name',
      'app_user.email',
      'app_user.language',
    ])
}

export type WithdrawalRow = Awaited<
  ReturnType<ReturnType<typeof withdrawalQuery>['executeTakeFirstOrThrow']>
>

export function findWithdrawalById(db: Db, id: number) {
  return withdrawalQuery(db).where('withdrawal.id', '=', id).executeTakeFirst()
}

/** A request in a member's own list: id, amount_cents, status, requested_at, decision_reason. */
export type OwnWithdrawal = [
  id: number,
  amountCents: number | null,
  status: WithdrawalTable['status'],
  requestedAt: string,
  decisionReason: string | null,
]

/**
 * A member's requests, newest first: all of them, or one page (`offset`, `limit`) of them
 * with how many there are in all; and the member's name, shown beside each. One statement,
 * whose requests the database hands over as one JSON array of arrays rather than a row per
 * request: a member with hundreds of them costs the server one string to parse instead of
 * hundreds of rows to build (and, on PostgreSQL, one round trip instead of two for a page).
 */
export async function listWithdrawalsOfUser(
  db: Db,
  userId: number,
  page?: { offset: number; limit: number },
): Promise<{ name: string; requests: OwnWithdrawal[]; total?: number }> {
  const pg = isPostgres(db)
  const row = await db
    .selectFrom('app_user')
    .select('app_user.name')
    .select((eb) => {
      let own = eb
        .selectFrom('withdrawal')
        .select(['id', 'amount_cents', 'status', 'requested_at', 'decision_reason'])
        .where('user_id', '=', userId)
      if (page) {
        own = own
          .orderBy('requested_at', 'desc')
          .orderBy('id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
      }
      return eb
        .selectFrom(own.as('w'))
        .select((w) => {
          const tuple = w.fn(pg ? 'json_build_array' : 'json_array', [
            w.ref('w.id'),
            w.ref('w.amount_cents'),
            w.ref('w.status'),
            w.ref('w.requested_at'),
            w.ref('w.decision_reason'),
          ])
          const list = w.fn
            .agg(pg ? 'json_agg' : 'json_group_array', [tuple])
            .orderBy('w.requested_at', 'desc')
            .orderBy('w.id', 'desc')
          return w.cast<string>(w.fn.coalesce(list, sql.lit('[]')), 'text').as('list')
        })
        .as('requests')
    })
    .$if(page !== undefined, (query) =>
      query.select((eb) =>
        eb
          .selectFrom('withdrawal')
          .select((c) => c.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .as('total'),
      ),
    )
    .where('app_user.id', '=', userId)
    .executeTakeFirst()
  if (!row) return { name: '', requests: [], ...(page ? { total: 0 } : {}) }
  const requests = JSON.parse(row.requests ?? '[]') as OwnWithdrawal[]
  return page
    ? { name: row.name, requests, total: Number(row.total ?? 0) }
    : { name: row.name, requests }
}

/**
 * Every request, newest first (the admin's list), with the member's sealed IBAN and CF: the
 * admin pays a waiting request with them. All of them, or one page (`offset`, `limit`).
 */
export function listAllWithdrawals(db: Db, page?: { offset: number; limit: number }) {
  const query = withdrawalQuery(db)
    .select(['app_user.iban_enc', 'app_user.cf_enc'])
    .orderBy('withdrawal.requested_at', 'desc')
    .orderBy('withdrawal.id', 'desc')
  return (page ? query.offset(page.offset).limit(page.limit) : query).execute()
}

/** How many requests every member has made together (the admin's list's total). */
export async function countAllWithdrawals(db: Db): Promise<number> {
  const row = await db
    .selectFrom('withdrawal')
    .innerJoin('app_user', 'app_user.id', 'withdrawal.user_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/**
 * Decides a waiting request: true only for the one caller whose UPDATE took the row, so a
 * request is decided once however many admins click at the same time.
 */
export async function markWithdrawalDecided(
  trx: Transaction<Database>,
  id: number,
  values: { status: 'approved' | 'rejected'; at: string; by: number; reason: string | null },
): Promise<boolean> {
  const result = await trx
    .updateTable('withdrawal')
    .set({
      status: values.status,
      decided_at: values.at,
      decided_by: values.by,
      decision_reason: values.reason,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
