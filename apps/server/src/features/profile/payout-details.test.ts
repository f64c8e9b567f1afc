import { describe, expect, it } from 'vitest'
import { AdminClientPaths, AdminWithdrawalsAnswerSchema } from '@aula/contract/profile'
import { bearer, buildTestApp, loginAs } from '#test/helper.ts'
import { adminWriteHeaders, expectRefused } from '#test/admin.ts'
import {
  GOOD_CF,
  GOOD_IBAN,
  memberWithBalance,
  requestWithdrawal,
  storedInClear,
} from '#test/fixtures/profile.ts'

/*
 * Where to pay a withdrawal: beside each waiting request the admin sees the account holder,
 * the IBAN and the codice fiscale in clear, and each time they are shown it is audited,
 * as a view of an identity document is.
 */

const t = await buildTestApp({ AFFILIATE_HOLD_DAYS: '30' })
const { db } = t.deps

/** A member named `name` with a waiting withdrawal request of `cents`. */
async function pendingWithdrawal(name: string, cents: number) {
  const member = await memberWithBalance(t, cents)
  await db.updateTable('app_user').set({ name }).where('id', '=', member.id).execute()
  return { member, id: await requestWithdrawal(t, member) }
}

const payeeViews = () =>
  db
    .selectFrom('audit_log')
    .select(['actor_user_id', 'target_type', 'target_id', 'detail'])
    .where('action', '=', 'withdrawal.payee.view')
    .orderBy('id')
    .execute()

const list = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: AdminClientPaths.withdrawals, headers })

describe('payout details of a waiting withdrawal', () => {
  it('are shown to an admin in clear, beside waiting requests only, and audited', async () => {
    const waiting = await pendingWithdrawal('Rosa Esposito', 900)
    const decided = await pendingWithdrawal('Paolo Gallo', 700)
    const approved = await t.app.inject({
      method: 'PUT',
      url: AdminClientPaths.withdraw,
      headers: await adminWriteHeaders(t),
      payload: { id: decided.id, status: 'Approvato' },
    })
    expect(approved.statusCode, approved.body).toBe(200)
    // At rest they stay sealed.
    expect(storedInClear(t, GOOD_IBAN)).toBe(false)

    const admin = await loginAs(t, 'admin')
    const viewsBefore = (await payeeViews()).length
    const res = await list(bearer(admin.token))
    expect(res.statusCode, res.body).toBe(200)
    const { withdrawals } = AdminWithdrawalsAnswerSchema.parse(res.json())
    const byId = new Map(withdrawals.map((w) => [w.idWithdraw, w]))
    expect(byId.get(waiting.id)?.payee).toEqual({
      holder: 'Rosa Esposito',
      iban: GOOD_IBAN,
      CF: GOOD_CF,
    })
    expect(byId.get(decided.id)?.payee).toBeNull()

    // One audit row for each request whose details were shown, naming the admin.
    const views = (await payeeViews()).slice(viewsBefore)
    const shown = withdrawals.filter((w) => w.payee !== null)
    expect(views).toHaveLength(shown.length)
    expect(views).toContainEqual({
      actor_user_id: admin.id,
      target_type: 'withdrawal',
      target_id: String(waiting.id),
      detail: JSON.stringify({ userId: waiting.member.id }),
    })
    expect(views.map((v) => v.target_id)).not.toContain(String(decided.id))
  })

  it('are refused to anyone but an admin, and nothing is audited', async () => {
    const { member } = await pendingWithdrawal('Sara Fontana', 500)
    const before = (await payeeViews()).length
    expectRefused(await list({}), 401)
    expectRefused(await list(bearer('not-a-token')), 401)
    const refused = await list(bearer(member.token))
    expectRefused(refused, 403)
    expect(refused.body).not.toContain(GOOD_IBAN)
    expect((await payeeViews()).length).toBe(before)
  })

  it('are null, not an error, when a value cannot be read with the current key', async () => {
    const { id } = await pendingWithdrawal('Teresa Villa', 400)
    const row = await db
      .selectFrom('withdrawal')
      .select('user_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    await db
      .updateTable('app_user')
      .set({ iban_enc: 'v1:garbage' })
      .where('id', '=', Number(row.user_id))
      .execute()
    const admin = await loginAs(t, 'admin')
    const res = await list(bearer(admin.token))
    expect(res.statusCode, res.body).toBe(200)
    const mine = AdminWithdrawalsAnswerSchema.parse(res.json()).withdrawals.find(
      (w) => w.idWithdraw === id,
    )
    expect(mine?.payee).toEqual({ holder: 'Teresa Villa', iban: null, CF: GOOD_CF })
  })
})
