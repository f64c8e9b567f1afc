import type { Db } from '#src/db/connect.ts'

/*
 * The paid orders as the admin's sales list reads them, each with its buyer's name and
 * e-mail (a read of auth's app_user in the same query; docs/architecture.md#boundaries).
 */

function paidOrderQuery(db: Db) {
  return db
    .selectFrom('customer_order')
    .innerJoin('app_user', 'app_user.id', 'customer_order.user_id')
    .select([
      'customer_order.id',
      'customer_order.reference',
      'customer_order.item_type',
      'customer_order.item_title',
      'customer_order.amount_cents',
      'customer_order.charge',
      'customer_order.paid_at',
      'customer_order.created_at',
      'customer_order.status',
      'customer_order.refund_requested_at',
      'customer_order.coupon_code',
      'customer_order.discount_cents',
      'app_user.name',
      'app_user.email',
    ])
    .where('customer_order.status', 'in', ['paid', 'duplicate'])
}

export type PaidOrderRow = Awaited<
  ReturnType<ReturnType<typeof paidOrderQuery>['executeTakeFirstOrThrow']>
>

/** Paid orders, and duplicates to refund, with their buyer, the latest payment first. */
export function listPaidOrders(db: Db): Promise<PaidOrderRow[]> {
  return paidOrderQuery(db)
    .orderBy('customer_order.paid_at', 'desc')
    .orderBy('customer_order.id', 'desc')
    .execute()
}

/**
 * One page of the paid orders (the latest payment first), how many there are, and the sum
 * of the sales in cents (duplicates to refund apart), both over every page.
 */
export async function listPaidOrderPage(db: Db, window: { limit: number; offset: number }) {
  const [facts, rows] = await Promise.all([
    paidOrderQuery(db)
      .clearSelect()
      .select((eb) => [
        eb.fn.countAll<number | string>().as('n'),
        eb.fn
          .sum<number | string | null>(
            eb
              .case()
              .when('customer_order.status', '=', 'paid')
              .then(eb.ref('customer_order.amount_cents'))
              .else(0)
              .end(),
          )
          .as('sales_cents'),
      ])
      .executeTakeFirstOrThrow(),
    paidOrderQuery(db)
      .orderBy('customer_order.paid_at', 'desc')
      .orderBy('customer_order.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ])
  return { count: Number(facts.n), salesCents: Number(facts.sales_cents ?? 0), rows }
}
