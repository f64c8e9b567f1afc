import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import * as m0001 from '#src/db/migrations/0001-initial.ts'
import * as m0002 from '#src/db/migrations/0002-demo-checkout.ts'
import * as m0003 from '#src/db/migrations/0003-one-payment-per-item.ts'
import * as m0004 from '#src/db/migrations/0004-app-setting.ts'
import * as m0005 from '#src/db/migrations/0005-decision-reasons.ts'
import * as m0006 from '#src/db/migrations/0006-withdrawal-status-codes.ts'
import * as m0007 from '#src/db/migrations/0007-content-version.ts'
import * as m0008 from '#src/db/migrations/0008-list-search-and-order.ts'
import * as m0009 from '#src/db/migrations/0009-affiliate-balance-at-scale.ts'
import * as m0010 from '#src/db/migrations/0010-referrals-index.ts'
import * as m0011 from '#src/db/migrations/0011-affiliate-hold-days.ts'
import { emptyDatabase } from '#test/empty-database.ts'
import { sumAffiliateFacts } from './affiliate.repository.ts'
import { balanceFromSums, balanceOf } from './ledger.ts'

/*
 * A database from before migration 0011, with a ledger and invited accounts, brought up to
 * date: the kept per-day sums and referral counts start from what is already there, and
 * going back removes them.
 */

const at = '2026-03-10T12:00:00.000Z'

describe('migration 0011 on a database with a ledger and invited accounts', () => {
  it('starts the kept sums from the existing rows, and goes back cleanly', async () => {
    const db = await emptyDatabase()
    for (const m of [m0001, m0002, m0003, m0004, m0005, m0006, m0007, m0008, m0009, m0010]) {
      await m.up(db)
    }
    const account = (email: string, code: string, referredBy: number | null) => ({
      email,
      name: email,
      password_hash: 'x',
      group: 'user',
      language: 'it',
      verified: 1,
      affiliate_code: code,
      referred_by_id: referredBy,
      doc_verified: 0,
      created_at: at,
      updated_at: at,
    })
    const inviter = await db
      .insertInto('app_user')
      .values(account('inviter@example.com', 'INV1', null) as never)
      .returning('id')
      .executeTakeFirstOrThrow()
    const id = Number(inviter.id)
    await db
      .insertInto('app_user')
      .values([
        account('a@example.com', 'INVA', id),
        account('b@example.com', 'INVB', id),
        account('c@example.com', 'INVC', null),
      ] as never)
      .execute()
    const entries = [
      ['commission', 500, '2026-03-10T08:00:00.000Z'],
      ['commission', 700, '2026-03-10T18:00:00.000Z'],
      ['commission', 900, '2026-03-25T09:00:00.000Z'],
      ['commission', 1100, '2026-02-01T09:00:00.000Z'],
      ['reservation', -1100, '2026-03-01T09:00:00.000Z'],
    ] as const
    await db
      .insertInto('affiliate_entry')
      .values(
        entries.map(([kind, amount_cents, available_at]) => ({
          user_id: id,
          kind,
          amount_cents,
          order_id: null,
          withdrawal_id: null,
          available_at,
          created_at: at,
        })),
      )
      .execute()

    await m0011.up(db)

    const facts = await sumAffiliateFacts(db, id, at)
    expect(facts.referrals).toBe(2)
    const balance = balanceOf(
      entries.map(([kind, amount_cents, available_at]) => ({ kind, amount_cents, available_at })),
      at,
    )
    expect(balanceFromSums(facts.totalCents, facts.onHoldCents)).toEqual(balance)
    expect(balance).toEqual({ availableCents: 500, pendingCents: 1600 })

    await m0011.down(db)
    // On PostgreSQL the other test workers' schemas share the database: only this one counts.
    const own =
      process.env.TEST_DB_ENGINE === 'postgres'
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
            ?.schema
        : undefined
    const tables = (await db.introspection.getTables())
      .filter((table) => own === undefined || table.schema === own)
      .map((table) => table.name)
    expect(tables).not.toContain('affiliate_hold_day')
    expect(tables).not.toContain('referral_total')
    // The ledger still takes entries once the kept sums are gone, and 0011 applies again.
    await db
      .insertInto('affiliate_entry')
      .values({
        user_id: id,
        kind: 'commission',
        amount_cents: 50,
        order_id: null,
        withdrawal_id: null,
        available_at: '2026-03-11T00:00:00.000Z',
        created_at: at,
      } as never)
      .execute()
    await m0011.up(db)
    expect((await sumAffiliateFacts(db, id, at)).onHoldCents).toBe(1650)
  })
})
