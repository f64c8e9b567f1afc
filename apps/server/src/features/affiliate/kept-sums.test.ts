import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { ProfilePaths } from '@aula/contract/profile'
import type { AffiliateEntryTable } from '#src/db/database.ts'
import { bearer, buildTestApp, loginAs, uniqueEmail, type TestUser } from '#test/helper.ts'
import { getAffiliateFacts, getBalance } from './affiliate.service.ts'
import { balanceOf } from './ledger.ts'

/*
 * The sums the database keeps for the profile (migration 0011,
 * docs/decisions/017-affiliate-balance-kept-total.md): the commissions per day of their end
 * of hold, and the referrals per inviter. Whatever writes the ledger or the accounts, the
 * balance stays the ledger's definition (balanceOf) to the millisecond, and the referrals
 * the number of accounts that name the member as their inviter.
 */

const t = await buildTestApp({ AFFILIATE_HOLD_DAYS: '30' })
const { db } = t.deps

const DAY = '2026-06-15'
const at = (time: string, day = DAY) => `${day}T${time}Z`

/** Around the moment's day and its edges: the day before, the day after, both midnights. */
const edges = [
  at('23:59:59.999', '2026-06-14'),
  at('00:00:00.000'),
  at('08:30:00.000'),
  at('11:59:59.999'),
  at('12:00:00.000'),
  at('12:00:00.001'),
  at('23:59:59.999'),
  at('00:00:00.000', '2026-06-16'),
  at('12:00:00.000', '2026-07-15'),
  at('00:00:00.000', '2027-01-01'),
]

type Row = [AffiliateEntryTable['kind'], number, string]

/** The entries in one statement, as a bulk write would (PostgreSQL's triggers: per statement). */
async function writeAll(user: TestUser, rows: Row[]) {
  await db
    .insertInto('affiliate_entry')
    .values(
      rows.map(([kind, amount_cents, available_at]) => ({
        user_id: user.id,
        kind,
        amount_cents,
        order_id: null,
        withdrawal_id: null,
        available_at,
        created_at: '2026-06-01T00:00:00.000Z',
      })),
    )
    .execute()
}

async function expectLedgerBalance(user: TestUser) {
  const entries = await db
    .selectFrom('affiliate_entry')
    .select(['kind', 'amount_cents', 'available_at'])
    .where('user_id', '=', user.id)
    .execute()
  for (const moment of [...edges, at('06:00:00.000', '2026-06-16'), '2025-01-01T00:00:00.000Z']) {
    const expected = balanceOf(entries, moment)
    expect(await getBalance(db, user.id, moment), moment).toEqual(expected)
    expect((await getAffiliateFacts(db, user.id, moment)).balance, moment).toEqual(expected)
  }
}

const mine = (user: TestUser) => db.selectFrom('affiliate_entry').where('user_id', '=', user.id)

describe('the commissions on hold, kept per day', () => {
  it('are the ledger’s at every moment of a day, to the millisecond, across midnight', async () => {
    const member = await loginAs(t)
    await writeAll(member, [
      ...edges.map((when, i): Row => ['commission', 100 * (i + 1), when]),
      ['commission', 7, at('12:00:00.000')],
      ['reservation', -50, at('18:00:00.000')],
      ['release', 50, at('18:00:00.000')],
    ])
    await expectLedgerBalance(member)
  })

  it('follow entries changed, moved to another day or member, and removed', async () => {
    const member = await loginAs(t)
    const other = await loginAs(t)
    await writeAll(member, [
      ['commission', 1000, at('10:00:00.000')],
      ['commission', 2000, at('14:00:00.000')],
      ['commission', 4000, at('09:00:00.000', '2026-06-20')],
      ['commission', 8000, at('09:00:00.000', '2026-06-21')],
    ])
    await writeAll(other, [['commission', 300, at('09:00:00.000', '2026-06-20')]])
    await expectLedgerBalance(member)

    // Later the same day, to another day, another amount, all the member's at once.
    await db
      .updateTable('affiliate_entry')
      .set({ available_at: at('16:00:00.000', '2026-06-19') })
      .where('user_id', '=', member.id)
      .where('amount_cents', '=', 2000)
      .execute()
    await db
      .updateTable('affiliate_entry')
      .set({ amount_cents: sql<number>`amount_cents + 1` })
      .where('user_id', '=', member.id)
      .execute()
    await expectLedgerBalance(member)

    // A commission that becomes a release counts at once; one moved to another member.
    await mine(member)
      .select('id')
      .where('amount_cents', '=', 4001)
      .executeTakeFirstOrThrow()
      .then(({ id }) =>
        db.updateTable('affiliate_entry').set({ kind: 'release' }).where('id', '=', id).execute(),
      )
    await db
      .updateTable('affiliate_entry')
      .set({ user_id: other.id })
      .where('user_id', '=', member.id)
      .where('amount_cents', '=', 8001)
      .execute()
    await expectLedgerBalance(member)
    await expectLedgerBalance(other)

    await db.deleteFrom('affiliate_entry').where('user_id', '=', member.id).execute()
    await expectLedgerBalance(member)
    expect(await getBalance(db, member.id, at('00:00:00.000'))).toEqual({
      availableCents: 0,
      pendingCents: 0,
    })
    await expectLedgerBalance(other)
  })
})

/** A member's referrals as the profile shows them. */
async function shownReferrals(user: TestUser) {
  const res = await t.app.inject({
    method: 'GET',
    url: ProfilePaths.user,
    headers: bearer(user.token),
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().user.referrals as number
}

/** The accounts that name the member as their inviter, counted one by one. */
async function countedReferrals(user: TestUser) {
  const row = await db
    .selectFrom('app_user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('referred_by_id', '=', user.id)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

let codes = 0
const newcomers = (count: number, referredBy: number | null) =>
  Array.from({ length: count }, () => {
    codes += 1
    const stamp = '2026-06-15T12:00:00.000Z'
    return {
      email: uniqueEmail('invited'),
      name: 'Invited',
      password_hash: 'x',
      group: 'user' as const,
      language: 'it' as const,
      verified: 1 as const,
      affiliate_code: `KS${String(codes).padStart(6, '0')}`,
      used_affiliate_code: null,
      referred_by_id: referredBy,
      phone_number: null,
      address: null,
      iban_enc: null,
      cf_enc: null,
      doc_verified: 0 as const,
      created_at: stamp,
      updated_at: stamp,
    }
  })

describe('the referrals, kept per inviter', () => {
  it('follow accounts added in bulk, given another inviter and removed', async () => {
    const anna = await loginAs(t)
    const bruno = await loginAs(t)
    expect(await shownReferrals(anna)).toBe(0)
    const added = await db
      .insertInto('app_user')
      .values([...newcomers(3, anna.id), ...newcomers(2, bruno.id), ...newcomers(1, null)])
      .returning('id')
      .execute()
    expect([await shownReferrals(anna), await shownReferrals(bruno)]).toEqual([3, 2])

    // Registering again before verifying may name another inviter; edits leave it alone.
    await db
      .updateTable('app_user')
      .set({ referred_by_id: bruno.id })
      .where('id', '=', added[0]!.id)
      .execute()
    await db
      .updateTable('app_user')
      .set({ referred_by_id: anna.id })
      .where('id', '=', added[5]!.id)
      .execute()
    await db
      .updateTable('app_user')
      .set({ name: 'Renamed' })
      .where(
        'id',
        'in',
        added.map((row) => row.id),
      )
      .execute()
    expect([await shownReferrals(anna), await shownReferrals(bruno)]).toEqual([3, 3])

    await db.deleteFrom('app_user').where('id', '=', added[1]!.id).execute()
    await db
      .updateTable('app_user')
      .set({ referred_by_id: null })
      .where('id', '=', added[3]!.id)
      .execute()
    expect([await shownReferrals(anna), await shownReferrals(bruno)]).toEqual([2, 2])
    for (const user of [anna, bruno]) {
      expect(await shownReferrals(user)).toBe(await countedReferrals(user))
    }
  })

  it('lets an inviter’s account be removed, its invited accounts then count for nobody', async () => {
    const carla = await loginAs(t)
    const [inviter] = await db
      .insertInto('app_user')
      .values(newcomers(1, carla.id))
      .returning('id')
      .execute()
    await db.insertInto('app_user').values(newcomers(2, inviter!.id)).execute()
    await db.deleteFrom('session').where('user_id', '=', inviter!.id).execute()
    await db.deleteFrom('app_user').where('id', '=', inviter!.id).execute()
    expect(await shownReferrals(carla)).toBe(0)
    const facts = await getAffiliateFacts(db, inviter!.id)
    expect(facts.referrals).toBe(0)
  })
})
