import type { PaidCourse } from '@aula/contract/admin'
import type { PaidOrderRow } from '#src/features/checkout/paid-orders.service.ts'
import { centsToEuros } from '#src/lib/money.ts'
import { toIsoTimestamp } from '#src/lib/row-values.ts'

/** An order's receipt, when it has one: the id for its PDF and its number. */
type ReceiptRef = { id: number; number: string } | undefined

export function toPaidCourseDto(row: PaidOrderRow, receipt?: ReceiptRef): PaidCourse {
  const paidAt = row.paid_at ?? row.created_at
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    type: row.item_type === 'online_course' ? 'onlinecourse' : 'course',
    title: row.item_title,
    amount: centsToEuros(row.amount_cents),
    charge: row.charge === 'deposit' ? 'deposit' : 'full',
    paidAt: toIsoTimestamp(paidAt) ?? paidAt,
    refund:
      row.status === 'duplicate'
        ? {
            requestedAt: toIsoTimestamp(row.refund_requested_at),
          }
        : null,
    // The discount code it was bought with (docs/product.md#coupons).
    ...(row.coupon_code
      ? { coupon: { code: row.coupon_code, discount: centsToEuros(row.discount_cents ?? 0) } }
      : {}),
    ...(receipt ? { receipt } : {}),
  }
}

/** The sum of the sales in cents, then in euros: no float drift; duplicates go back. */
export function totalInEuros(rows: PaidOrderRow[]): number {
  return centsToEuros(
    rows.reduce((sum, row) => sum + (row.status === 'paid' ? row.amount_cents : 0), 0),
  )
}
