import type { CheckoutType } from '@aula/contract/checkout'
import type { Db } from '#src/db/connect.ts'
import {
  coursePricesById,
  coursePricesByTitleKey,
  type PriceFacts,
} from '#src/features/courses/course-prices.ts'
import {
  onlineCoursePricesById,
  onlineCoursePricesByTitleKey,
} from '#src/features/online-courses/online-course-prices.ts'

/* The price facts the checkout needs, asked of the catalogue (docs/product.md#payments). */

export type { PriceFacts }

/** The item a checkout is for, by titleKey(title): a course or a video course. */
export function itemPricesByTitleKey(
  db: Db,
  type: CheckoutType,
  key: string,
): Promise<PriceFacts | undefined> {
  return type === 'physical'
    ? coursePricesByTitleKey(db, key)
    : onlineCoursePricesByTitleKey(db, key)
}

/** The current prices of the item an order is for (it may have been deleted since). */
export async function itemPricesOfOrder(
  db: Db,
  order: { course_id: number | null; online_course_id: number | null },
): Promise<PriceFacts | undefined> {
  if (order.course_id !== null) return coursePricesById(db, order.course_id)
  if (order.online_course_id === null) return undefined
  return onlineCoursePricesById(db, order.online_course_id)
}

/**
 * What an item costs now: an in-person course its deposit (facilitatorPrice) when it has
 * one, else its price; a video course its price (docs/product.md#payments).
 */
export function chargeFor(
  type: CheckoutType,
  prices: { price: number; deposit: number | null },
): { amountCents: number; charge: 'deposit' | 'full'; balanceCents: number | null } {
  if (type === 'physical' && prices.deposit !== null && prices.deposit > 0) {
    return {
      amountCents: prices.deposit,
      charge: 'deposit',
      balanceCents: Math.max(0, prices.price - prices.deposit),
    }
  }
  return { amountCents: prices.price, charge: 'full', balanceCents: null }
}
