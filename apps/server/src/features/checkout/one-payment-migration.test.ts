import { describe, expect, it } from 'vitest'
import * as m0001 from '#src/db/migrations/0001-initial.ts'
import * as m0002 from '#src/db/migrations/0002-demo-checkout.ts'
import * as m0003 from '#src/db/migrations/0003-one-payment-per-item.ts'
import { emptyDatabase } from '#test/empty-database.ts'

/*
 * A database from before one payment per item, with a double payment in it, brought up
 * to date: the second paid order becomes a duplicate to refund, the first commission gets
 * its buyer and item, and from then on the database refuses a second one.
 */

describe('migration 0003 on a database with a double payment', () => {
  it('marks the second payment duplicate, keys the first commission and refuses another', async () => {
    const db = await emptyDatabase()
    await m0001.up(db)
    await m0002.up(db)
    const at = '2026-01-10T10:00:00.000Z'
    const user = (email: string, code: string) =>
      db
        .insertInto('app_user')
        .values({
          email,
          name: email,
          password_hash: 'x',
          group: 'user',
          language: 'it',
          verified: 1,
          affiliate_code: code,
          referred_by_id: null,
          doc_verified: 0,
          created_at: at,
          updated_at: at,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
    const referrer = await user('referrer@example.com', 'REF1')
    const buyer = await user('buyer@example.com', 'BUY1')
    const course = await db
      .insertInto('online_course')
      .values({
        title: 'Impasti',
        title_key: 'impasti',
        intro: 'i',
        description: 'd',
        price_cents: 5_000,
        created_at: at,
        updated_at: at,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
    const order = (reference: string, status: 'paid' | 'pending') =>
      db
        .insertInto('customer_order')
        .values({
          reference,
          user_id: buyer.id,
          item_type: 'online_course',
          course_id: null,
          online_course_id: course.id,
          item_title: 'Impasti',
          amount_cents: 5_000,
          currency: 'EUR',
          charge: 'full',
          provider: 'sumup',
          provider_checkout_id: reference,
          status,
          created_at: at,
          paid_at: status === 'paid' ? at : null,
          fulfilled_at: status === 'paid' ? at : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    const first = await order('A-1', 'paid')
    const second = await order('A-2', 'paid')
    const abandoned = await order('A-3', 'pending')
    for (const paid of [first, second]) {
      await db
        .insertInto('affiliate_entry')
        .values({
          user_id: referrer.id,
          kind: 'commission',
          amount_cents: 700,
          order_id: paid.id,
          withdrawal_id: null,
          available_at: at,
          created_at: at,
        })
        .execute()
    }

    await m0003.up(db)

    const orders = await db
      .selectFrom('customer_order')
      .select(['id', 'status', 'open_checkout_key', 'refund_requested_at'])
      .orderBy('id')
      .execute()
    expect(orders).toEqual([
      { id: first.id, status: 'paid', open_checkout_key: null, refund_requested_at: null },
      { id: second.id, status: 'duplicate', open_checkout_key: null, refund_requested_at: null },
      { id: abandoned.id, status: 'pending', open_checkout_key: null, refund_requested_at: null },
    ])
    const entries = await db
      .selectFrom('affiliate_entry')
      .select(['order_id', 'buyer_id', 'online_course_id'])
      .orderBy('id')
      .execute()
    expect(entries).toEqual([
      { order_id: first.id, buyer_id: buyer.id, online_course_id: course.id },
      { order_id: second.id, buyer_id: null, online_course_id: null },
    ])
    await expect(
      db
        .insertInto('affiliate_entry')
        .values({
          user_id: referrer.id,
          kind: 'commission',
          amount_cents: 700,
          order_id: abandoned.id,
          withdrawal_id: null,
          available_at: at,
          created_at: at,
          buyer_id: buyer.id,
          online_course_id: course.id,
        })
        .execute(),
    ).rejects.toThrow(/unique/i)
  })
})
