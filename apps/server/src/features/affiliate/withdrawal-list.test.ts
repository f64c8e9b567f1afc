import { describe, expect, it } from 'vitest'
import { ProfilePaths } from '@aula/contract/profile'
import { bearer, buildTestApp, engine, loginAs, type TestUser } from '#test/helper.ts'

/*
 * What a member reads of their own withdrawal requests, to the byte: every one of theirs
 * (and no one else's), newest first and by id within the same moment, with the wire's labels,
 * amounts in euros, ISO dates and a rejection's reason as written, whole or a page at a time.
 */

const t = await buildTestApp()
const { db } = t.deps

const NAME = 'Zoë "Zo" O\'Neil \\ 🎓'
const REASON = 'IBAN "errato"\nriprova\t\u0001 — </script> 🙂'

async function addRequest(
  member: TestUser,
  values: { cents: number | null; status: 'pending' | 'approved' | 'rejected'; at: string },
  reason: string | null = null,
): Promise<number> {
  const row = await db
    .insertInto('withdrawal')
    .values({
      user_id: member.id,
      amount_cents: values.cents,
      status: values.status,
      requested_at: values.at,
      decided_at: values.status === 'pending' ? null : values.at,
      decided_by: null,
      decision_reason: reason,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

const list = (member: TestUser, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `${ProfilePaths.withdrawals}${query}`,
    headers: bearer(member.token),
  })

describe(`GET /api/withdrawals/ (${engine})`, () => {
  it("answers the member's own requests, newest first, exactly as stored", async () => {
    const member = await loginAs(t)
    await db.updateTable('app_user').set({ name: NAME }).where('id', '=', member.id).execute()
    const other = await loginAs(t)
    await addRequest(other, { cents: 999, status: 'pending', at: '2026-03-05T10:00:00.000Z' })
    const approved = await addRequest(member, {
      cents: 1001,
      status: 'approved',
      at: '2026-03-01T10:00:00.000Z',
    })
    const rejected = await addRequest(
      member,
      { cents: 2500, status: 'rejected', at: '2026-03-02T10:00:00.000Z' },
      REASON,
    )
    const waiting = await addRequest(member, {
      cents: null,
      status: 'pending',
      at: '2026-03-02T10:00:00.000Z',
    })
    // A reason stays with rejections only.
    const big = await addRequest(
      member,
      { cents: 100_000, status: 'approved', at: '2026-02-28T23:59:59.999Z' },
      'not shown',
    )
    const offset = await addRequest(member, {
      cents: 1,
      status: 'rejected',
      at: '2026-01-31T00:00:00+01:00',
    })

    const expected = [
      {
        idWithdraw: waiting,
        name: NAME,
        amount: null,
        requestDate: '2026-03-02T10:00:00.000Z',
        status: 'In attesa',
        reason: null,
      },
      {
        idWithdraw: rejected,
        name: NAME,
        amount: 25,
        requestDate: '2026-03-02T10:00:00.000Z',
        status: 'Rifiutato',
        reason: REASON,
      },
      {
        idWithdraw: approved,
        name: NAME,
        amount: 10.01,
        requestDate: '2026-03-01T10:00:00.000Z',
        status: 'Approvato',
        reason: null,
      },
      {
        idWithdraw: big,
        name: NAME,
        amount: 1000,
        requestDate: '2026-02-28T23:59:59.999Z',
        status: 'Approvato',
        reason: null,
      },
      {
        idWithdraw: offset,
        name: NAME,
        amount: 0.01,
        requestDate: '2026-01-30T23:00:00.000Z',
        status: 'Rifiutato',
        reason: null,
      },
    ]
    const whole = await list(member)
    expect(whole.statusCode).toBe(200)
    expect(whole.body).toBe(JSON.stringify({ withdrawals: expected }))

    const pages = await Promise.all(
      ['?limit=2', '?page=2&limit=2', '?page=3&limit=2', '?page=4&limit=2'].map((q) =>
        list(member, q),
      ),
    )
    expect(pages.map((res) => res.body)).toEqual([
      JSON.stringify({
        withdrawals: expected.slice(0, 2),
        page: 1,
        pageSize: 2,
        total: 5,
        hasMore: true,
      }),
      JSON.stringify({
        withdrawals: expected.slice(2, 4),
        page: 2,
        pageSize: 2,
        total: 5,
        hasMore: true,
      }),
      JSON.stringify({
        withdrawals: expected.slice(4),
        page: 3,
        pageSize: 2,
        total: 5,
        hasMore: false,
      }),
      JSON.stringify({ withdrawals: [], page: 4, pageSize: 2, total: 5, hasMore: false }),
    ])
  })

  it('answers an empty list, whole or paged, to a member without requests', async () => {
    const member = await loginAs(t)
    expect((await list(member)).body).toBe('{"withdrawals":[]}')
    expect((await list(member, '?page=1')).body).toBe(
      '{"withdrawals":[],"page":1,"pageSize":20,"total":0,"hasMore":false}',
    )
  })
})
