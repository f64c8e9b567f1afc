import type { Db } from '#src/db/connect.ts'
import { listReceiptsOfUser } from './receipts.repository.ts'

/*
 * A member's receipts for their data download (docs/product.md#privacy). Receipts are kept
 * when an account is deleted, with the buyer's details printed on them: accounting records
 * are kept for 10 years (art. 2220 c.c.).
 */
export async function receiptsForExport(db: Db, userId: number) {
  return (await listReceiptsOfUser(db, userId)).map((row) => ({
    number: `${row.year}/${String(row.number).padStart(6, '0')}`,
    issuedAt: row.issued_at,
    item: row.item_title,
    amountCents: row.amount_cents,
    orderReference: row.order_reference,
  }))
}
