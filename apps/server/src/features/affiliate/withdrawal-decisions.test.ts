import { describe, expect, it, vi } from 'vitest'
import {
  AdminClientPaths,
  AdminWithdrawalsAnswerSchema,
  DECISION_REASON_MAX,
  DecideWithdrawalAnswerSchema,
  ProfilePaths,
  WithdrawalsAnswerSchema,
} from '@aula/contract/profile'
import { bearer, buildTestApp, loginAs, type TestApp, type TestUser } from '#test/helper.ts'
import { adminWriteHeaders, snapshot } from '#test/admin.ts'
import { memberWithBalance, requestWithdrawal } from '#test/fixtures/profile.ts'

/*
 * An admin's decision on a withdrawal reaches the member (docs/product.md#withdrawals): the
 * reason of a rejection is stored and shown, and every decision sends the member an e-mail
 * in their language.
 */

const t = await buildTestApp({ AFFILIATE_HOLD_DAYS: '30' })
const { db } = t.deps

/** A member with a waiting withdrawal request of `cents`. */
async function pendingWithdrawal(app: TestApp, cents: number) {
  const member = await memberWithBalance(app, cents)
  return { member, id: await requestWithdrawal(app, member) }
}

const decideWithdrawal = (app: TestApp, headers: Record<string, string>, payload: object) =>
  app.app.inject({ method: 'PUT', url: AdminClientPaths.withdraw, headers, payload })

async function ownWithdrawals(member: TestUser) {
  const res = await t.app.inject({
    method: 'GET',
    url: ProfilePaths.withdrawals,
    headers: bearer(member.token),
  })
  expect(res.statusCode, res.body).toBe(200)
  return WithdrawalsAnswerSchema.parse(res.json()).withdrawals
}

const mailsTo = (email: string) => t.outbox().filter((m) => m.to.includes(email))

/** The member's mails once `count` have arrived: they leave after the admin's answer. */
const mailsOnceArrived = (email: string, count = 1) =>
  vi.waitFor(
    () => {
      const mails = mailsTo(email)
      if (mails.length < count) throw new Error(`${mails.length} of ${count} mails to ${email}`)
      return mails
    },
    { timeout: 5000, interval: 20 },
  )

const setLanguage = (user: TestUser, language: 'it' | 'en') =>
  db.updateTable('app_user').set({ language }).where('id', '=', user.id).execute()

describe('withdrawal decisions', () => {
  it('stores the reason of a rejection, shows it to the member and e-mails it', async () => {
    const { member, id } = await pendingWithdrawal(t, 1250)
    const res = await decideWithdrawal(t, await adminWriteHeaders(t), {
      id,
      status: 'Rifiutato',
      reason: "L'IBAN non corrisponde al tuo nome.",
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(DecideWithdrawalAnswerSchema.parse(res.json()).withdrawal).toMatchObject({
      status: 'Rifiutato',
      reason: "L'IBAN non corrisponde al tuo nome.",
      payee: null,
    })
    const [own] = await ownWithdrawals(member)
    expect(own).toMatchObject({
      idWithdraw: id,
      status: 'Rifiutato',
      reason: "L'IBAN non corrisponde al tuo nome.",
    })
    const admin = await loginAs(t, 'admin')
    const list = await t.app.inject({
      method: 'GET',
      url: AdminClientPaths.withdrawals,
      headers: bearer(admin.token),
    })
    expect(
      AdminWithdrawalsAnswerSchema.parse(list.json()).withdrawals.find((w) => w.idWithdraw === id),
    ).toMatchObject({ reason: "L'IBAN non corrisponde al tuo nome." })

    const mails = await mailsOnceArrived(member.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('[Aula] Prelievo rifiutato')
    expect(mails[0]!.text).toMatch(/prelievo di 12,50\s€/)
    expect(mails[0]!.text).toContain("Motivo: L'IBAN non corrisponde al tuo nome.")
    expect(mails[0]!.text).toContain('di nuovo disponibile')
    expect(mails[0]!.text).toContain('Vai al tuo profilo: http://localhost:3000/utente')
  })

  it('e-mails an approval, in English for a member who reads English', async () => {
    const { member, id } = await pendingWithdrawal(t, 800)
    await setLanguage(member, 'en')
    const res = await decideWithdrawal(t, await adminWriteHeaders(t), { id, status: 'Approvato' })
    expect(res.statusCode, res.body).toBe(200)
    expect((await ownWithdrawals(member))[0]).toMatchObject({ status: 'Approvato', reason: null })
    const mails = await mailsOnceArrived(member.email)
    expect(mails.map((m) => m.subject)).toEqual(['[Aula] Withdrawal approved'])
    expect(mails[0]!.text).toContain('€8.00')
    expect(mails[0]!.html).toContain('lang="en"')
  })

  it('refuses a reason too long, or one given with an approval, changing nothing', async () => {
    const { member, id } = await pendingWithdrawal(t, 600)
    const headers = await adminWriteHeaders(t)
    const tables = ['withdrawal', 'affiliate_entry'] as const
    const before = await snapshot(t, [...tables])
    for (const payload of [
      { id, status: 'Rifiutato', reason: 'z'.repeat(DECISION_REASON_MAX + 1) },
      { id, status: 'Approvato', reason: 'Tutto in ordine' },
      { id, status: 'Rifiutato', reason: ['a'] },
    ]) {
      const res = await decideWithdrawal(t, headers, payload)
      expect(res.statusCode, res.body).toBe(400)
      expect(typeof res.json().message).toBe('string')
    }
    expect(await snapshot(t, [...tables])).toEqual(before)
    expect(mailsTo(member.email)).toEqual([])
    expect((await ownWithdrawals(member))[0]).toMatchObject({ status: 'In attesa', reason: null })
  })
})
