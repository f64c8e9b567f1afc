import type { Db } from '#src/db/connect.ts'
import type { CustomerOrderTable } from '#src/db/database.ts'

/*
 * What the seats of an edition (features/editions) ask of the checkout, which owns
 * customer_order (docs/architecture.md#cross-reads): which order references are paid or
 * closed, as subqueries for the editions' own statements, and when the paid ones were paid.
 * A seat is kept while its order is paid, or pending and still valid
 * (docs/decisions/030-seats-never-oversold.md).
 */

type Status = CustomerOrderTable['status']

/** `select reference from customer_order where status in (…)`, for an `in` condition. */
export function orderReferencesWithStatus(db: Db, statuses: readonly Status[]) {
  return db
    .selectFrom('customer_order')
    .select('customer_order.reference')
    .where('customer_order.status', 'in', [...statuses])
}

/** The paid orders among these references, with when they were paid. */
export async function paidOrdersByReference(
  db: Db,
  references: readonly string[],
): Promise<Map<string, string | null>> {
  if (references.length === 0) return new Map()
  const rows = await db
    .selectFrom('customer_order')
    .select(['reference', 'paid_at'])
    .where('reference', 'in', [...references])
    .where('status', '=', 'paid')
    .execute()
  return new Map(rows.map((row) => [row.reference, row.paid_at]))
}
