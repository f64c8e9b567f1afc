import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { pathOf } from '@aula/contract/endpoint'
import {
  EarningsAnswerSchema,
  HISTORY_LIMIT_DEFAULT,
  ProfileEndpoints,
  WithdrawalsAnswerSchema,
} from '@aula/contract/profile'
import type { AffiliateEntryTable } from '#src/db/database.ts'
import { bearer, buildTestApp, loginAs, type TestUser } from '#test/helper.ts'
import { getProfile } from '#test/fixtures/profile.ts'
import { getBalance } from './affiliate.service.ts'
import { balanceOf } from './ledger.ts'

/*
 * The balance read from the kept total and the commissions on hold is the ledger's own
 * definition (balanceOf, docs/product.md#affiliate) on both engines, and the history is
 * read one page at a time.
 */

const t = await buildTestApp({ AFFILIATE_HOLD_DAYS: '30' })
const { db } = t.deps

const DAY = 86_400_000
const AT = '2026-06-15T12:00:00.000Z'
const shift = (days: number) => new Date(Date.parse(AT) + days * DAY).toISOString()

type Kind = AffiliateEntryTable['kind']

async function write(user: TestUser, entries: [Kind, number, string][]) {
  for (const [kind, amount_cents, available_at] of entries) {
    await db
      .insertInto('affiliate_entry')
      .values({
        user_id: user.id,
        kind,
        amount_cents,
        order_id: null,
        withdrawal_id: null,
        available_at,
        created_at: available_at < AT ? available_at : AT,
      })
      .execute()
  }
}

const entriesOf = (user: TestUser) =>
  db
    .selectFrom('affiliate_entry')
    .select(['kind', 'amount_cents', 'available_at'])
    .where('user_id', '=', user.id)
    .execute()

/** The ledger's rule written as one SQL aggregate over every entry. */
async function aggregateOf(user: TestUser, at: string) {
  const row = await db
    .selectFrom('affiliate_entry')
    .select([
      sql<number>`sum(case when kind <> 'commission' or available_at <= ${at} then amount_cents else 0 end)`.as(
        'available',
      ),
      sql<number>`sum(case when kind = 'commission' and available_at > ${at} then amount_cents else 0 end)`.as(
        'pending',
      ),
    ])
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow()
  return {
    availableCents: Math.max(0, Number(row.available ?? 0)),
    pendingCents: Math.max(0, Number(row.pending ?? 0)),
  }
}

async function expectSameBalance(user: TestUser, moments: string[]) {
  const entries = await entriesOf(user)
  for (const at of moments) {
    const fold = balanceOf(entries, at)
    expect(await getBalance(db, user.id, at), at).toEqual(fold)
    expect(await aggregateOf(user, at), at).toEqual(fold)
  }
}

const moments = [shift(-400), shift(-1), AT, shift(1), shift(29), shift(31), shift(400)]

describe('the balance', () => {
  it('equals the ledger’s definition on a varied set of entries, at every moment', async () => {
    const member = await loginAs(t)
    await expectSameBalance(member, moments)
    await write(member, [
      ['commission', 1000, shift(-60)],
      ['commission', 250, AT],
      ['commission', 400, shift(30)],
      ['commission', 1, shift(-1)],
      ['reservation', -1251, shift(-1)],
      ['release', 1251, AT],
      ['reservation', -1251, AT],
      // A reservation written by a clock ahead counts at once, as balanceOf says.
      ['reservation', -7, shift(5)],
      // Sums beyond a 32-bit integer, on hold and available.
      ['commission', 2_000_000_000, shift(90)],
      ['commission', 2_000_000_000, shift(-90)],
      ['commission', 99, shift(-365)],
    ])
    await expectSameBalance(member, moments)
  })

  it('is never negative, and a member with no entries has nothing', async () => {
    const member = await loginAs(t)
    expect(await getBalance(db, member.id, AT)).toEqual({ availableCents: 0, pendingCents: 0 })
    await write(member, [
      ['commission', 100, shift(-2)],
      ['reservation', -500, shift(-1)],
      ['commission', 300, shift(3)],
    ])
    expect(await getBalance(db, member.id, AT)).toEqual({ availableCents: 0, pendingCents: 300 })
    await expectSameBalance(member, moments)
  })

  it('follows entries changed or removed by hand, and stays apart per member', async () => {
    const [anna, bruno] = [await loginAs(t), await loginAs(t)]
    await write(anna, [
      ['commission', 700, shift(-10)],
      ['commission', 300, shift(10)],
    ])
    await write(bruno, [['commission', 50, shift(-10)]])
    // The fixture that ends a refund hold moves available_at; a repair may move an amount.
    await db
      .updateTable('affiliate_entry')
      .set({ available_at: shift(-1) })
      .where('user_id', '=', anna.id)
      .where('amount_cents', '=', 300)
      .execute()
    await db
      .updateTable('affiliate_entry')
      .set({ amount_cents: 900 })
      .where('user_id', '=', anna.id)
      .where('amount_cents', '=', 700)
      .execute()
    await db.deleteFrom('affiliate_entry').where('user_id', '=', bruno.id).execute()
    expect(await getBalance(db, anna.id, AT)).toEqual({ availableCents: 1200, pendingCents: 0 })
    expect(await getBalance(db, bruno.id, AT)).toEqual({ availableCents: 0, pendingCents: 0 })
    await expectSameBalance(anna, moments)
    await expectSameBalance(bruno, moments)
  })
})

const earnings = (user: TestUser | null, query: Record<string, string | number> = {}) =>
  t.app.inject({
    method: 'GET',
    url: pathOf(ProfileEndpoints.earnings, {}, query),
    headers: user ? bearer(user.token) : {},
  })

describe('the earnings history', () => {
  it('pages through every entry once, newest first, with the totals of the whole ledger', async () => {
    const member = await loginAs(t)
    const past = Array.from({ length: 45 }, (_, i): [Kind, number, string] => [
      'commission',
      100 + i,
      new Date(Date.now() - (50 - i) * DAY).toISOString(),
    ])
    await write(member, past)
    await write(member, [['commission', 999, new Date(Date.now() + 10 * DAY).toISOString()]])

    const first = await earnings(member)
    expect(first.statusCode, first.body).toBe(200)
    const page = EarningsAnswerSchema.parse(first.json())
    expect(page.entries).toHaveLength(HISTORY_LIMIT_DEFAULT)
    expect(page.entries[0]).toMatchObject({ kind: 'commission', amount: 9.99, onHold: true })
    expect(page.entries[1]).toMatchObject({ amount: 1.44, onHold: false })
    const availableCents = past.reduce((sum, [, cents]) => sum + cents, 0)
    expect(page).toMatchObject({ earnings: availableCents / 100, pendingEarnings: 9.99 })
    expect(await getProfile(t, member)).toMatchObject({
      earnings: page.earnings,
      pendingEarnings: page.pendingEarnings,
    })

    const seen = [...page.entries]
    let next = page.next
    while (next !== null) {
      const res = await earnings(member, { before: next, limit: 7 })
      expect(res.statusCode, res.body).toBe(200)
      const more = EarningsAnswerSchema.parse(res.json())
      expect(more.earnings).toBe(page.earnings)
      seen.push(...more.entries)
      next = more.next
    }
    expect(seen).toHaveLength(46)
    const ids = seen.map((e) => e.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
  })

  it('shows a member only their own entries, and an empty history to a new member', async () => {
    const [anna, bruno] = [await loginAs(t), await loginAs(t)]
    await write(anna, [['commission', 500, shift(-1)]])
    const res = await earnings(bruno)
    expect(res.json()).toEqual({ earnings: 0, pendingEarnings: 0, entries: [], next: null })
    expect((await earnings(null)).statusCode).toBe(401)
  })

  it('answers a 400 for a bad page, never a 500', async () => {
    const member = await loginAs(t)
    const bad: Record<string, string | number>[] = [
      { limit: 0 },
      { limit: 101 },
      { limit: 'ten' },
      { before: 0 },
      { before: -3 },
      { before: '1e3' },
      { before: '99999999999' },
    ]
    for (const query of bad) {
      const res = await earnings(member, query)
      expect(res.statusCode, JSON.stringify(query)).toBe(400)
    }
  })
})

describe('the withdrawals list', () => {
  async function withRequests(count: number) {
    const member = await loginAs(t)
    for (let i = 0; i < count; i++) {
      await db
        .insertInto('withdrawal')
        .values({
          user_id: member.id,
          amount_cents: 100 * (i + 1),
          status: 'rejected',
          requested_at: new Date(Date.now() - (count - i) * DAY).toISOString(),
          decided_at: null,
          decided_by: null,
          decision_reason: null,
        })
        .execute()
    }
    return member
  }
  const list = (user: TestUser, query: Record<string, number | string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: pathOf(ProfileEndpoints.withdrawals, {}, query),
      headers: bearer(user.token),
    })

  it('answers every request without parameters, one page with them', async () => {
    const member = await withRequests(5)
    const all = WithdrawalsAnswerSchema.parse((await list(member)).json())
    expect(all.withdrawals.map((w) => w.amount)).toEqual([5, 4, 3, 2, 1])
    expect(all).not.toHaveProperty('total')
    const second = WithdrawalsAnswerSchema.parse((await list(member, { page: 2, limit: 2 })).json())
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 5, hasMore: true })
    expect(second.withdrawals.map((w) => w.amount)).toEqual([3, 2])
    const last = WithdrawalsAnswerSchema.parse((await list(member, { page: 3, limit: 2 })).json())
    expect(last).toMatchObject({ total: 5, hasMore: false })
    expect(last.withdrawals.map((w) => w.amount)).toEqual([1])
    expect((await list(member, { page: 0 })).statusCode).toBe(400)
    expect((await list(member, { limit: 'x' })).statusCode).toBe(400)
  })
})
