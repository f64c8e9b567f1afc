import { describe, expect, it } from 'vitest'
import {
  AdminClientPaths,
  AdminWithdrawalsAnswerSchema,
  DecideWithdrawalAnswerSchema,
  ProfilePaths,
  WithdrawAnswerSchema,
  WithdrawalsAnswerSchema,
} from '@aula/contract/profile'
import { bearer, buildTestApp, loginAs, type TestUser } from '#test/helper.ts'
import {
  adminWriteHeaders,
  auditRows,
  expectRefused,
  privateTokenOf,
  refusedCallers,
  snapshot,
} from '#test/admin.ts'
import {
  GOOD_CF,
  GOOD_IBAN,
  earnCommission,
  endHold,
  getProfile,
  makeEligible,
  memberWithBalance,
} from '#test/fixtures/profile.ts'

// A month of refund hold, as in production: commissions wait unless a test ends the hold.
const t = await buildTestApp({ AFFILIATE_HOLD_DAYS: '30' })
const { db } = t.deps

const withdraw = (user: TestUser | null, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: ProfilePaths.withdraw,
    headers: user ? bearer(user.token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

const decide = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: AdminClientPaths.withdraw,
    headers,
    payload: payload as object,
  })

async function requestOk(member: TestUser) {
  const res = await withdraw(member)
  expect(res.statusCode, res.body).toBe(200)
  return WithdrawAnswerSchema.parse(res.json()).newWithdrawal
}

const ledgerOf = (userId: number) =>
  db
    .selectFrom('affiliate_entry')
    .select(['kind', 'amount_cents', 'withdrawal_id'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()

describe('the refund hold', () => {
  it('keeps a commission pending until the hold is over', async () => {
    const anna = await loginAs(t)
    await makeEligible(t, anna)
    await earnCommission(t, anna, 2000)
    expect(await getProfile(t, anna)).toMatchObject({ earnings: 0, pendingEarnings: 20 })
    const early = await withdraw(anna)
    expect(early.statusCode).toBe(400)
    expect(early.json()).toEqual({ message: 'Insufficient balance' })
    expect(
      await db.selectFrom('withdrawal').select('id').where('user_id', '=', anna.id).execute(),
    ).toEqual([])
    await endHold(t, anna)
    expect(await getProfile(t, anna)).toMatchObject({ earnings: 20, pendingEarnings: 0 })
  })
})

describe('POST /api/withdraw', () => {
  it('needs IBAN, CF and a verified identity: No data', async () => {
    const anna = await loginAs(t)
    await earnCommission(t, anna, 1000)
    await endHold(t, anna)
    const none = await withdraw(anna, { email: anna.email })
    expect(none.statusCode).toBe(400)
    expect(none.json()).toEqual({ message: 'No data' })
    await t.app.inject({
      method: 'PUT',
      url: ProfilePaths.iban,
      headers: bearer(anna.token),
      payload: { iban: 'DE89370400440532013000' },
    })
    await t.app.inject({
      method: 'PUT',
      url: ProfilePaths.cf,
      headers: bearer(anna.token),
      payload: { CF: 'RSSMRA85T10A562S' },
    })
    // IBAN and CF, but the identity is not verified yet.
    expect((await withdraw(anna)).json()).toEqual({ message: 'No data' })
    const bruno = await loginAs(t)
    await makeEligible(t, bruno)
    const empty = await withdraw(bruno)
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toEqual({ message: 'Insufficient balance' })
  })

  it('reserves the whole available balance and lists the request', async () => {
    const anna = await memberWithBalance(t, 1234)
    await earnCommission(t, anna, 766)
    await endHold(t, anna)
    const created = await requestOk(anna)
    expect(created).toEqual({
      idWithdraw: expect.any(Number),
      name: 'Test user',
      amount: 20,
      requestDate: expect.any(String),
      status: 'In attesa',
      reason: null,
    })
    expect(Date.parse(created.requestDate)).toBeGreaterThan(Date.now() - 60_000)
    expect(await getProfile(t, anna)).toMatchObject({ earnings: 0, pendingEarnings: 0 })
    const again = await withdraw(anna)
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ message: 'Insufficient balance' })

    // New money after the request is a new request, listed newest first.
    await earnCommission(t, anna, 500)
    await endHold(t, anna)
    const second = await requestOk(anna)
    expect(second.amount).toBe(5)
    const list = await t.app.inject({
      method: 'GET',
      url: ProfilePaths.withdrawals,
      headers: bearer(anna.token),
    })
    expect(list.statusCode).toBe(200)
    const { withdrawals } = WithdrawalsAnswerSchema.parse(list.json())
    expect(withdrawals.map((w) => w.idWithdraw)).toEqual([second.idWithdraw, created.idWithdraw])
    expect(await ledgerOf(anna.id)).toEqual([
      { kind: 'commission', amount_cents: 1234, withdrawal_id: null },
      { kind: 'commission', amount_cents: 766, withdrawal_id: null },
      { kind: 'reservation', amount_cents: -2000, withdrawal_id: created.idWithdraw },
      { kind: 'commission', amount_cents: 500, withdrawal_id: null },
      { kind: 'reservation', amount_cents: -500, withdrawal_id: second.idWithdraw },
    ])
  })

  it('refuses visitors, private tokens, another user’s e-mail and bad bodies', async () => {
    const anna = await memberWithBalance(t, 1000)
    const bruno = await loginAs(t)
    expectRefused(await withdraw(null), 401)
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: ProfilePaths.withdraw,
        headers: bearer(await privateTokenOf(t, anna)),
      }),
      401,
    )
    expectRefused(await withdraw(anna, { email: bruno.email }), 403)
    expect((await withdraw(anna, { email: 42 })).statusCode).toBe(400)
    expect((await withdraw(anna, { email: 'x'.repeat(300) })).statusCode).toBe(400)
    expect(await getProfile(t, anna)).toMatchObject({ earnings: 10 })
    // The withdrawals list of someone else is never reachable: it is always one's own.
    const list = await t.app.inject({
      method: 'GET',
      url: ProfilePaths.withdrawals,
      headers: bearer(bruno.token),
    })
    expect(list.json()).toEqual({ withdrawals: [] })
    expectRefused(await t.app.inject({ method: 'GET', url: ProfilePaths.withdrawals }), 401)
  })

  it('reserves the money once under 20 concurrent requests', async () => {
    const anna = await memberWithBalance(t, 4321)
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(anna)))
    const statuses = answers.map((res) => res.statusCode).sort()
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s !== 200)).toEqual(Array(19).fill(400))
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.json()).toEqual({ message: 'Insufficient balance' })
    }
    const rows = await db
      .selectFrom('withdrawal')
      .selectAll()
      .where('user_id', '=', anna.id)
      .execute()
    expect(rows).toHaveLength(1)
    expect(Number(rows[0]!.amount_cents)).toBe(4321)
    const reservations = (await ledgerOf(anna.id)).filter((e) => e.kind === 'reservation')
    expect(reservations).toEqual([
      { kind: 'reservation', amount_cents: -4321, withdrawal_id: Number(rows[0]!.id) },
    ])
    expect(await getProfile(t, anna)).toMatchObject({ earnings: 0 })
  })
})

describe('admin: GET /get/withdrawals/', () => {
  it('lists every request, newest first, to an admin only', async () => {
    const anna = await memberWithBalance(t, 700)
    const mine = await requestOk(anna)
    const admin = await loginAs(t, 'admin')
    const res = await t.app.inject({
      method: 'GET',
      url: AdminClientPaths.withdrawals,
      headers: bearer(admin.token),
    })
    expect(res.statusCode, res.body).toBe(200)
    const { withdrawals } = AdminWithdrawalsAnswerSchema.parse(res.json())
    expect(withdrawals[0]).toEqual({
      ...mine,
      email: anna.email,
      payee: { holder: 'Test user', iban: GOOD_IBAN, CF: GOOD_CF },
    })
    const dates = withdrawals.map((w) => w.requestDate)
    expect([...dates].sort().reverse()).toEqual(dates)

    expectRefused(await t.app.inject({ method: 'GET', url: AdminClientPaths.withdrawals }), 401)
    for (const [headers, status] of [
      [bearer(anna.token), 403],
      [bearer(await privateTokenOf(t, anna)), 403],
    ] as const) {
      expectRefused(
        await t.app.inject({ method: 'GET', url: AdminClientPaths.withdrawals, headers }),
        status,
      )
    }
  })
})

describe('admin: PUT /api/withdraw/', () => {
  it('accepts only an admin’s private token', async () => {
    const anna = await memberWithBalance(t, 900)
    const request = await requestOk(anna)
    for (const caller of await refusedCallers(t)) {
      const before = await snapshot(t, ['withdrawal', 'affiliate_entry'])
      expectRefused(
        await decide(caller.headers, { id: request.idWithdraw, status: 'Rifiutato' }),
        caller.status,
      )
      expect(await snapshot(t, ['withdrawal', 'affiliate_entry']), caller.who).toEqual(before)
    }
  })

  it('approves once: the reservation becomes final', async () => {
    const anna = await memberWithBalance(t, 1500)
    const request = await requestOk(anna)
    const headers = await adminWriteHeaders(t)
    const res = await decide(headers, { id: String(request.idWithdraw), status: 'Approvato' })
    expect(res.statusCode, res.body).toBe(200)
    const answer = DecideWithdrawalAnswerSchema.parse(res.json())
    expect(answer.withdrawal).toEqual({
      ...request,
      status: 'Approvato',
      email: anna.email,
      payee: null,
    })
    expect(await getProfile(t, anna)).toMatchObject({ earnings: 0 })
    const audit = await auditRows(t, 'withdrawal.approve', request.idWithdraw)
    expect(audit).toHaveLength(1)
    const row = await db
      .selectFrom('withdrawal')
      .selectAll()
      .where('id', '=', request.idWithdraw)
      .executeTakeFirstOrThrow()
    expect(row.decided_at).toBeTruthy()
    expect(Number(row.decided_by)).toBe(Number(audit[0]!.actor_user_id))

    for (const status of ['Approvato', 'Rifiutato']) {
      const again = await decide(headers, { id: request.idWithdraw, status })
      expect(again.statusCode).toBe(409)
      expect(again.json()).toEqual({ message: 'Already decided' })
    }
    // A rejection after the approval would have released money: it did not.
    expect(await getProfile(t, anna)).toMatchObject({ earnings: 0 })
    expect((await ledgerOf(anna.id)).map((e) => e.kind)).toEqual(['commission', 'reservation'])
  })

  it('rejects once: the money is available again, and only once', async () => {
    const anna = await memberWithBalance(t, 2500)
    const request = await requestOk(anna)
    const headers = await adminWriteHeaders(t)
    // Several admins click at the same moment: one decision, one release.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        decide(headers, { id: request.idWithdraw, status: 'Rifiutato' }),
      ),
    )
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409])
    expect(await getProfile(t, anna)).toMatchObject({ earnings: 25 })
    expect(await ledgerOf(anna.id)).toEqual([
      { kind: 'commission', amount_cents: 2500, withdrawal_id: null },
      { kind: 'reservation', amount_cents: -2500, withdrawal_id: request.idWithdraw },
      { kind: 'release', amount_cents: 2500, withdrawal_id: request.idWithdraw },
    ])
    expect(await auditRows(t, 'withdrawal.reject', request.idWithdraw)).toHaveLength(1)
    const list = await t.app.inject({
      method: 'GET',
      url: ProfilePaths.withdrawals,
      headers: bearer(anna.token),
    })
    expect(list.json().withdrawals[0]).toMatchObject({ status: 'Rifiutato', amount: 25 })

    // The released money can be requested again, and the new request approved.
    const retry = await requestOk(anna)
    expect(retry.amount).toBe(25)
    expect((await decide(headers, { id: retry.idWithdraw, status: 'Approvato' })).statusCode).toBe(
      200,
    )
    const profile = await getProfile(t, anna)
    expect(profile.earnings).toBe(0)
    expect(profile.pendingEarnings).toBe(0)
  })

  it('answers 404 for an unknown request and 400 for bad input', async () => {
    const headers = await adminWriteHeaders(t)
    const unknown = await decide(headers, { id: 999_999, status: 'Approvato' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: 'Not found' })
    for (const payload of [
      {},
      { id: 1 },
      { id: 1, status: 'In attesa' },
      { id: 1, status: 'approvato' },
      { id: 'x', status: 'Approvato' },
      { id: 0, status: 'Approvato' },
      { id: 99_999_999_999, status: 'Approvato' },
    ]) {
      const res = await decide(headers, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(typeof res.json().message).toBe('string')
    }
  })
})
