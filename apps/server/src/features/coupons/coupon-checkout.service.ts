import type { Transaction } from 'kysely'
import { ErrorMessages } from '@aula/contract/common'
import {
  CouponMessages,
  type CouponPreview,
  type CouponPreviewAnswer,
} from '@aula/contract/coupons'
import type { Db } from '#src/db/connect.ts'
import type { Database } from '#src/db/database.ts'
import { lockRow } from '#src/db/locks.ts'
import { now } from '#src/lib/clock.ts'
import { HttpError } from '#src/lib/http-error.ts'
import { centsToEuros } from '#src/lib/money.ts'
import { titleLookupKey } from '#src/lib/params.ts'
import { toSchoolDate } from '#src/lib/row-values.ts'
import { countCouponUses } from '#src/features/checkout/coupon-uses.service.ts'
import { chargeFor, itemPricesByTitleKey } from '#src/features/checkout/item-prices.ts'
import { discountCents } from './coupon-math.ts'
import { couponListsItem, findCouponByCode, type CouponRow } from './coupons.repository.ts'

/*
 * A discount code at checkout (docs/product.md#coupons, decision 032): the checkout asks
 * here what a code takes off its charge, and opens its order through `withCouponUse`, which
 * holds the code's row while it counts the uses and writes the order, so the last use of a
 * code goes to one buyer only.
 */

type Conn = Db | Transaction<Database>

/** Who buys what: their own open checkout for it holds no use of anyone else's. */
export interface CheckoutItem {
  userId: number
  courseId: number | null
  onlineCourseId: number | null
}

/** A code accepted for a charge: what it takes off and what is left to pay. */
export interface AppliedCoupon {
  id: number
  code: string
  listCents: number
  discountCents: number
  amountCents: number
}

const refuse = (message: string) => new HttpError(422, message)

/** The code's row when it may be used today for the item; 422 with the reason otherwise. */
async function usableCoupon(
  db: Conn,
  code: string,
  item: CheckoutItem,
  at: string,
): Promise<CouponRow> {
  const row = await findCouponByCode(db, code.toUpperCase())
  if (!row) throw refuse(CouponMessages.unknown)
  if (row.active !== 1) throw refuse(CouponMessages.disabled)
  const today = toSchoolDate(at) ?? at.slice(0, 10)
  if (row.valid_from && today < row.valid_from) throw refuse(CouponMessages.notYet)
  if (row.valid_until && today > row.valid_until) throw refuse(CouponMessages.expired)
  if (row.restricted === 1 && !(await couponListsItem(db, row.id, item))) {
    throw refuse(CouponMessages.notForItem)
  }
  const uses = await countCouponUses(db, row.id, at, item)
  if (row.max_uses !== null && uses >= row.max_uses) throw refuse(CouponMessages.usedUp)
  return row
}

/**
 * What the code takes off a charge. A code that leaves nothing to pay makes a free order,
 * fulfilled without the payment provider (decision 032).
 */
function applyTo(row: CouponRow, listCents: number): AppliedCoupon {
  const off = discountCents(
    { kind: row.kind, percent: row.percent, amountCents: row.amount_cents },
    listCents,
  )
  return {
    id: row.id,
    code: row.code,
    listCents,
    discountCents: off,
    amountCents: listCents - off,
  }
}

/**
 * The code typed at checkout applied to what is charged now (the deposit, or the price);
 * null when none was typed. 422 with the reason when it cannot be used.
 */
export async function couponForCheckout(
  db: Db,
  code: string | undefined,
  item: CheckoutItem,
  listCents: number,
): Promise<AppliedCoupon | null> {
  const typed = code?.trim()
  if (!typed) return null
  return applyTo(await usableCoupon(db, typed, item, now()), listCents)
}

/**
 * Writes the order of a checkout with a code: in one transaction that first locks the
 * code's row, checks it again, counts its uses (paid orders and open checkouts) and only
 * then calls `write`, so two buyers of a code's last use take turns and the second is
 * refused. Without a code it just calls `write`.
 */
export async function withCouponUse<T>(
  db: Db,
  coupon: AppliedCoupon | null,
  item: CheckoutItem,
  write: (conn: Conn) => Promise<T>,
): Promise<T> {
  if (!coupon) return write(db)
  return db.transaction().execute(async (trx) => {
    if (!(await lockRow(trx, 'coupon', coupon.id))) throw refuse(CouponMessages.unknown)
    const row = await usableCoupon(trx, coupon.code, item, now())
    const again = applyTo(row, coupon.listCents)
    if (row.id !== coupon.id || again.amountCents !== coupon.amountCents) {
      throw new HttpError(409, CouponMessages.changed)
    }
    return write(trx)
  })
}

/** The columns an order keeps of its code (customer_order, written by the checkout). */
export function couponColumns(coupon: AppliedCoupon | null) {
  return coupon
    ? {
        coupon_id: coupon.id,
        coupon_code: coupon.code,
        list_amount_cents: coupon.listCents,
        discount_cents: coupon.discountCents,
      }
    : { coupon_id: null, coupon_code: null, list_amount_cents: null, discount_cents: 0 }
}

/** The fields a checkout's answer adds for its code. */
export function couponAnswer(coupon: AppliedCoupon | null) {
  return coupon
    ? {
        coupon: coupon.code,
        listAmount: centsToEuros(coupon.listCents),
        discount: centsToEuros(coupon.discountCents),
      }
    : {}
}

/** What a code would take off an item's checkout, before the buyer pays. */
export async function previewCoupon(
  db: Db,
  user: { id: number },
  input: CouponPreview,
): Promise<CouponPreviewAnswer> {
  const key = titleLookupKey(input.title)
  const item = key ? await itemPricesByTitleKey(db, input.type, key) : undefined
  if (!item) throw new HttpError(404, ErrorMessages.notFound)
  const price = chargeFor(input.type, { price: item.priceCents, deposit: item.depositCents })
  const ids = {
    userId: user.id,
    courseId: input.type === 'physical' ? item.id : null,
    onlineCourseId: input.type === 'online' ? item.id : null,
  }
  const applied = await couponForCheckout(db, input.code, ids, price.amountCents)
  if (!applied) throw refuse(CouponMessages.unknown)
  return {
    code: applied.code,
    listAmount: centsToEuros(applied.listCents),
    discount: centsToEuros(applied.discountCents),
    amount: centsToEuros(applied.amountCents),
    charge: price.charge,
  }
}
