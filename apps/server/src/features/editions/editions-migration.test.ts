import { describe, expect, it } from 'vitest'
import * as m0015 from '#src/db/migrations/0015-course-editions.ts'
import { emptyDatabase, migrateBefore } from '#test/empty-database.ts'

/*
 * A database from before editions, brought up to date: each dated course becomes one
 * edition with no seat limit, its paid buyers that edition's participants; a course still
 * to be dated gets none (docs/product.md#editions).
 */

describe('migration 0015 on a catalogue of dated and undated courses', () => {
  it('makes each dated course one edition and its paid buyers the participants', async () => {
    const db = await emptyDatabase()
    await migrateBefore(db, '0015')
    const at = '2026-01-10T10:00:00.000Z'
    const buyer = await db
      .insertInto('app_user')
      .values({
        email: 'buyer@example.com',
        name: 'Maria Rossi',
        password_hash: 'x',
        group: 'user',
        language: 'it',
        verified: 1,
        affiliate_code: 'BUY1',
        doc_verified: 0,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const course = (
      title: string,
      mode: 'none' | 'tbd' | 'date',
      start: string | null,
      end: string | null,
    ) =>
      db
        .insertInto('course')
        .values({
          title,
          title_key: title.toLowerCase(),
          intro: 'i',
          location: 'Roma',
          description: 'd',
          price_cents: 10_000,
          date_mode: mode,
          start_date: start,
          end_date: end,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    const dated = await course('Pizza napoletana', 'date', '2026-03-02', '2026-03-06')
    const oneDay = await course('Pizza in teglia', 'date', '2026-04-10', null)
    await course('Panificazione', 'tbd', null, null)
    const order = (reference: string, status: 'paid' | 'failed') =>
      db
        .insertInto('customer_order')
        .values({
          reference,
          user_id: buyer.id,
          item_type: 'course',
          course_id: dated.id,
          item_title: 'Pizza napoletana',
          amount_cents: 10_000,
          currency: 'EUR',
          charge: 'full',
          provider: 'demo',
          status,
          created_at: at,
          paid_at: status === 'paid' ? at : null,
        })
        .execute()
    await order('AULA-PAID', 'paid')
    await order('AULA-FAILED', 'failed')

    await m0015.up(db)

    const editions = await db
      .selectFrom('course_edition')
      .select(['id', 'course_id', 'start_date', 'end_date', 'capacity', 'hours'])
      .orderBy('id')
      .execute()
    expect(editions).toEqual([
      {
        id: expect.any(Number),
        course_id: dated.id,
        start_date: '2026-03-02',
        end_date: '2026-03-06',
        capacity: null,
        hours: null,
      },
      {
        id: expect.any(Number),
        course_id: oneDay.id,
        start_date: '2026-04-10',
        end_date: '2026-04-10',
        capacity: null,
        hours: null,
      },
    ])
    const seats = await db
      .selectFrom('edition_seat')
      .select(['edition_id', 'user_id', 'order_reference'])
      .execute()
    expect(seats).toEqual([
      { edition_id: editions[0]!.id, user_id: buyer.id, order_reference: 'AULA-PAID' },
    ])
  })
})
