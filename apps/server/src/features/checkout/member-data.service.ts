import type { Db } from '#src/db/connect.ts'
import { listOrdersOfMember } from './member-data.repository.ts'

/*
 * A member's orders for their data download (docs/product.md#privacy). Orders are kept when
 * an account is deleted: the law keeps accounting records for 10 years (art. 2220 c.c.).
 */
export async function ordersForExport(db: Db, userId: number) {
  return (await listOrdersOfMember(db, userId)).map((o) => ({
    id: o.id,
    reference: o.reference,
    item: { type: o.item_type, title: o.item_title },
    amountCents: o.amount_cents,
    currency: o.currency,
    charge: o.charge,
    provider: o.provider,
    status: o.status,
    createdAt: o.created_at,
    paidAt: o.paid_at,
  }))
}
