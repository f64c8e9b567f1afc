import type { Db } from '#src/db/connect.ts'

/* The SQL of a member's ledger and withdrawals for their data download and erasure. */

export function listEntriesOfMember(db: Db, userId: number) {
  return db
    .selectFrom('affiliate_entry')
    .select([
      'id',
      'kind',
      'amount_cents',
      'order_id',
      'withdrawal_id',
      'available_at',
      'created_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
}

export function listWithdrawalsOfMember(db: Db, userId: number) {
  return db
    .selectFrom('withdrawal')
    .select(['id', 'amount_cents', 'status', 'requested_at', 'decided_at', 'decision_reason'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
}

export async function findPendingWithdrawal(db: Db, userId: number) {
  return db
    .selectFrom('withdrawal')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst()
}
