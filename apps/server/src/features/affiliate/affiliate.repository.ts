import type { Transaction } from 'kysely'
import type { Db } from '#src/db/connect.ts'
import type { AffiliateEntryTable, Database, WithdrawalTable } from '#src/db/database.ts'

/*
 * The SQL of the affiliate ledger and of withdrawal requests: nothing else writes the
 * affiliate_entry and withdrawal tables (docs/architecture.md#boundaries). Every function
 * takes the database or a transaction first.
 */

/** Every ledger entry of a member: the balance is their sum (ledger.ts). */
export function listLedgerEntries(db: Db, userId: number) {
  return db
    .selectFrom('affiliate_entry')
    .select(['kind', 'amount_cents', 'available_at'])
    .where('user_id', '=', userId)
    .execute()
}

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

/** A member's requests, newest first. */
export function listWithdrawalsOfUser(db: Db, userId: number) {
  return withdrawalQuery(db)
    .where('withdrawal.user_id', '=', userId)
    .orderBy('withdrawal.requested_at', 'desc')
    .orderBy('withdrawal.id', 'desc')
    .execute()
}

/**
 * Every request, newest first (the admin's list), with the member's sealed IBAN and CF: the
 * admin pays a waiting request with them.
 */
export function listAllWithdrawals(db: Db) {
  return withdrawalQuery(db)
    .select(['app_user.iban_enc', 'app_user.cf_enc'])
    .orderBy('withdrawal.requested_at', 'desc')
    .orderBy('withdrawal.id', 'desc')
    .execute()
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
