import { describe, expect, it } from 'vitest'
import * as m0001 from '#src/db/migrations/0001-initial.ts'
import * as m0002 from '#src/db/migrations/0002-demo-checkout.ts'
import * as m0003 from '#src/db/migrations/0003-one-payment-per-item.ts'
import * as m0004 from '#src/db/migrations/0004-app-setting.ts'
import * as m0005 from '#src/db/migrations/0005-decision-reasons.ts'
import * as m0006 from '#src/db/migrations/0006-withdrawal-status-codes.ts'
import { emptyDatabase } from '#test/empty-database.ts'
import { toWithdrawalDto } from './affiliate.mapper.ts'
import { findWithdrawalById } from './affiliate.repository.ts'

/*
 * A database from before withdrawal status codes, with a request in each state, brought up
 * to date: every row holds its code, and the wire still reads the label it read before.
 */

describe('migration 0006 on a database with withdrawals stored by label', () => {
  it('stores codes instead of labels, and the wire reads the same labels', async () => {
    const db = await emptyDatabase()
    for (const m of [m0001, m0002, m0003, m0004, m0005]) await m.up(db)
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
    const labels = ['In attesa', 'Approvato', 'Rifiutato'] as const
    const ids: number[] = []
    for (const [i, label] of labels.entries()) {
      const row = await db
        .insertInto('withdrawal')
        .values({
          user_id: user.id,
          amount_cents: 1000 + i,
          status: label,
          requested_at: at,
          decision_reason: label === 'Rifiutato' ? 'IBAN errato' : null,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
      ids.push(Number(row.id))
    }

    await m0006.up(db)

    const stored = await db
      .selectFrom('withdrawal')
      .select(['id', 'status'])
      .orderBy('id')
      .execute()
    expect(stored.map((row) => row.status)).toEqual(['pending', 'approved', 'rejected'])
    const wire = []
    for (const id of ids) wire.push(toWithdrawalDto((await findWithdrawalById(db, id))!))
    expect(wire.map((w) => [w.status, w.reason])).toEqual([
      ['In attesa', null],
      ['Approvato', null],
      ['Rifiutato', 'IBAN errato'],
    ])

    await m0006.down(db)
    const back = await db.selectFrom('withdrawal').select('status').orderBy('id').execute()
    expect(back.map((row) => row.status)).toEqual([...labels])
  })
})
