import type { Db } from '#src/db/connect.ts'

/* The SQL of a member's orders for their data download. */

export function listOrdersOfMember(db: Db, userId: number) {
  return db
    .selectFrom('customer_order')
    .select([
      'id',
      'reference',
      'item_type',
      'item_title',
      'amount_cents',
      'currency',
      'charge',
      'provider',
      'status',
      'created_at',
      'paid_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
}
