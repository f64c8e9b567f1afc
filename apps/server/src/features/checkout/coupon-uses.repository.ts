import type { Transaction } from 'kysely'
import type { Db } from '#src/db/connect.ts'
import type { Database } from '#src/db/database.ts'
import { openCheckoutKey } from './checkout.repository.ts'

/*
 * The uses of discount codes, read from the orders that hold them (docs/product.md#coupons):
 * a paid order, or a pending one whose checkout can still be paid. A failed or expired
 * checkout gives its use back without anything to undo.
 */

type Conn = Db | Transaction<Database>

/**
 * A pending checkout still holds its use a little past its end, so that a payment the
 * provider took at the last second is confirmed before the use goes to someone else.
 */
export const HOLD_GRACE_MS = 5 * 60_000

function heldSince(at: string): string {
  return new Date(Date.parse(at) - HOLD_GRACE_MS).toISOString()
}

/**
 * How many orders use the code at `at`: paid ones and checkouts still open, except the
 * buyer's own open checkout for the item, which a new checkout replaces or hands out again.
 */
export async function countCouponUses(
  db: Conn,
  couponId: number,
  at: string,
  buyer: { userId: number; courseId: number | null; onlineCourseId: number | null },
): Promise<number> {
  const own = openCheckoutKey(buyer.userId, buyer)
  const row = await db
    .selectFrom('customer_order')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('coupon_id', '=', couponId)
    .where((eb) => eb.or([eb('open_checkout_key', 'is', null), eb('open_checkout_key', '!=', own)]))
    .where((eb) =>
      eb.or([
        eb('status', '=', 'paid'),
        eb.and([eb('status', '=', 'pending'), eb('valid_until', '>', heldSince(at))]),
      ]),
    )
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** For the admin's list: per code, its paid orders and the checkouts holding a use now. */
export async function listCouponUseCounts(db: Conn, at: string) {
  const rows = await db
    .selectFrom('customer_order')
    .select((eb) => [
      'coupon_id',
      eb.fn
        .sum<number | string>(eb.case().when('status', '=', 'paid').then(1).else(0).end())
        .as('paid'),
      eb.fn
        .sum<number | string>(
          eb
            .case()
            .when(eb.and([eb('status', '=', 'pending'), eb('valid_until', '>', heldSince(at))]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('held'),
    ])
    .where('coupon_id', 'is not', null)
    .groupBy('coupon_id')
    .execute()
  return new Map(
    rows.map((row) => [Number(row.coupon_id), { uses: Number(row.paid), held: Number(row.held) }]),
  )
}
