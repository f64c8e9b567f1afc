import { describe, expect, it } from 'vitest'
import * as m0017 from '#src/db/migrations/0017-coupons.ts'
import { emptyDatabase, migrateBefore } from '#test/empty-database.ts'

/*
 * Discount codes on a database with orders already paid: the old orders carry no code and
 * no discount, the code's rules hold in the database itself, and deleting a code leaves its
 * orders their code's text.
 */

describe('migration 0017 on a database with paid orders', () => {
  it('adds codes; old orders have none; a deleted code leaves its orders their text', async () => {
    const db = await emptyDatabase()
    await migrateBefore(db, '0017')
    const at = '2026-01-10T10:00:00.000Z'
    const user = await db
      .insertInto('app_user')
      .values({
        email: 'member@example.com',
        name: 'Member',
        password_hash: 'x',
        group: 'user',
        language: 'it',
        verified: 1,
        affiliate_code: 'MEM1',
        referred_by_id: null,
        doc_verified: 1,
        created_at: at,
        updated_at: at,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
    const order = (reference: string, extra: Record<string, unknown> = {}) =>
      db
        .insertInto('customer_order')
        .values({
          reference,
          user_id: user.id,
          item_type: 'online_course',
          item_title: 'Videocorso',
          amount_cents: 4_000,
          currency: 'EUR',
          charge: 'full',
          provider: 'demo',
          status: 'paid',
          created_at: at,
          paid_at: at,
          ...extra,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
    const old = await order('AULA-OLD')

    await m0017.up(db)

    expect(
      await db
        .selectFrom('customer_order')
        .select(['coupon_id', 'coupon_code', 'list_amount_cents', 'discount_cents'])
        .where('id', '=', old.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ coupon_id: null, coupon_code: null, list_amount_cents: null, discount_cents: 0 })

    const coupon = (values: Record<string, unknown>) =>
      db
        .insertInto('coupon')
        .values({ kind: 'percent', created_at: at, updated_at: at, ...values } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
    const code = await coupon({ code: 'PIZZA20', percent: 20 })
    await expect(coupon({ code: 'PIZZA20', percent: 10 })).rejects.toThrow()
    await expect(coupon({ code: 'ZERO', percent: 0 })).rejects.toThrow()
    await expect(coupon({ code: 'TOO', percent: 101 })).rejects.toThrow()
    await expect(coupon({ code: 'NONE', kind: 'gratis' })).rejects.toThrow()

    const bought = await order('AULA-NEW', {
      amount_cents: 3_200,
      coupon_id: code.id,
      coupon_code: 'PIZZA20',
      list_amount_cents: 4_000,
      discount_cents: 800,
    })
    await db.deleteFrom('coupon').where('id', '=', code.id).execute()
    expect(
      await db
        .selectFrom('customer_order')
        .select(['coupon_id', 'coupon_code', 'discount_cents'])
        .where('id', '=', bought.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ coupon_id: null, coupon_code: 'PIZZA20', discount_cents: 800 })

    await m0017.down(db)
    const columns = await db
      .selectFrom('customer_order')
      .selectAll()
      .where('id', '=', old.id)
      .executeTakeFirstOrThrow()
    expect(columns).not.toHaveProperty('coupon_code')
  })
})
