import { describe, expect, it } from 'vitest'
import * as m0018 from '#src/db/migrations/0018-receipts.ts'
import { emptyDatabase, migrateBefore } from '#test/empty-database.ts'

/*
 * A database with orders paid before receipts were numbered, brought up to date: each paid
 * order gets its number in the order of payment, per year of the school (Rome), the counters
 * carry on from there, and a duplicate or unpaid order gets none.
 */

describe('migration 0018 on a database with paid orders', () => {
  it('numbers the paid orders by payment date, per Rome year, and keeps counting from there', async () => {
    const db = await emptyDatabase()
    await migrateBefore(db, '0018')
    const at = '2025-01-10T10:00:00.000Z'
    const buyer = await db
      .insertInto('app_user')
      .values({
        email: 'buyer@example.com',
        name: 'Maria Rossi',
        password_hash: 'x',
        group: 'user',
        language: 'en',
        verified: 1,
        affiliate_code: 'BUY1',
        referred_by_id: null,
        doc_verified: 0,
        created_at: at,
        updated_at: at,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
    const order = (reference: string, status: string, paidAt: string | null) =>
      db
        .insertInto('customer_order')
        .values({
          reference,
          user_id: buyer.id,
          item_type: 'online_course',
          course_id: null,
          online_course_id: null,
          item_title: `Corso ${reference}`,
          amount_cents: 5_000,
          currency: 'EUR',
          charge: 'full',
          provider: 'sumup',
          provider_checkout_id: reference,
          status,
          created_at: at,
          paid_at: paidAt,
          fulfilled_at: paidAt,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
    // Inserted out of payment order on purpose.
    const march = await order('A-3', 'paid', '2025-03-01T09:00:00.000Z')
    const newYearsEve = await order('A-2', 'paid', '2024-12-31T23:30:00.000Z')
    const january = await order('A-1', 'paid', '2025-01-15T09:00:00.000Z')
    const lastYear = await order('A-0', 'paid', '2024-06-01T09:00:00.000Z')
    const duplicate = await order('A-9', 'duplicate', '2025-02-01T09:00:00.000Z')
    const pending = await order('A-8', 'pending', null)

    await m0018.up(db)

    const receipts = await db
      .selectFrom('receipt')
      .select(['order_id', 'year', 'number', 'buyer_name', 'language'])
      .orderBy('year')
      .orderBy('number')
      .execute()
    expect(receipts).toEqual([
      { order_id: lastYear.id, year: 2024, number: 1, buyer_name: 'Maria Rossi', language: 'en' },
      // 00:30 on 1 January 2025 in Rome.
      {
        order_id: newYearsEve.id,
        year: 2025,
        number: 1,
        buyer_name: 'Maria Rossi',
        language: 'en',
      },
      { order_id: january.id, year: 2025, number: 2, buyer_name: 'Maria Rossi', language: 'en' },
      { order_id: march.id, year: 2025, number: 3, buyer_name: 'Maria Rossi', language: 'en' },
    ])
    expect(receipts.map((r) => r.order_id)).not.toContain(duplicate.id)
    expect(receipts.map((r) => r.order_id)).not.toContain(pending.id)
    const counters = await db
      .selectFrom('receipt_counter')
      .select(['year', 'last_number'])
      .orderBy('year')
      .execute()
    expect(counters).toEqual([
      { year: 2024, last_number: 1 },
      { year: 2025, last_number: 3 },
    ])
    // The unique key refuses a number given twice.
    await expect(
      db
        .insertInto('receipt')
        .values({
          order_id: pending.id,
          user_id: buyer.id,
          year: 2025,
          number: 3,
          issued_at: at,
          buyer_name: 'x',
          buyer_email: 'x',
          language: 'it',
          item_type: 'online_course',
          item_title: 'x',
          charge: 'full',
          amount_cents: 1,
          currency: 'EUR',
          provider: 'demo',
          order_reference: 'A-8',
        })
        .execute(),
    ).rejects.toThrow(/unique/i)
  })
})
