import { describe, expect, it } from 'vitest'
import { ProfilePaths } from '@aula/contract/profile'
import { bearer, buildTestApp, engine, loginAs, type TestUser } from '#test/helper.ts'
import { documentKit } from '#test/fixtures/documents.ts'
import {
  GOOD_CF,
  GOOD_IBAN,
  earnCommission,
  endHold,
  makeEligible,
} from '#test/fixtures/profile.ts'

/*
 * The profile and the affiliate data show, together, the member's own account, balance at
 * this moment, referrals and latest identity document: never another member's, whoever
 * else has money, invitees or documents.
 */

const t = await buildTestApp({ AFFILIATE_HOLD_DAYS: '30' })
const { db } = t.deps
const { uploadOk } = await documentKit(t)

const read = async (user: TestUser, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(user.token) })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

const codeOf = async (user: TestUser) =>
  (
    await db
      .selectFrom('app_user')
      .select('affiliate_code')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow()
  ).affiliate_code

const setDocument = (
  id: number,
  values: { created_at?: string; status?: 'rejected'; decision_reason?: string },
) => db.updateTable('identity_document').set(values).where('id', '=', id).execute()

describe(`the member's facts, read together (${engine})`, () => {
  it('are their own account, balance, referrals and latest document', async () => {
    const anna = await loginAs(t)
    const dario = await loginAs(t)
    const saved = await t.app.inject({
      method: 'PUT',
      url: ProfilePaths.user,
      headers: bearer(anna.token),
      payload: { name: 'Anna Bianchi', phoneNumber: '+39 333 1234567', address: 'Via Roma 1' },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    await makeEligible(t, anna)
    // 20 € past the hold, then 5 € still on hold; each buyer is one more invitee.
    await earnCommission(t, anna, 2000)
    await endHold(t, anna)
    await earnCommission(t, anna, 500)
    // Another member's money, invitee and document.
    await earnCommission(t, dario, 9900)
    await endHold(t, dario)
    const darioDocument = await uploadOk(dario)
    await setDocument(darioDocument, { created_at: '2026-03-01T09:00:00.000Z' })
    // Anna's first document was rejected; the second waits.
    const first = await uploadOk(anna)
    await setDocument(first, {
      created_at: '2026-01-10T09:00:00.000Z',
      status: 'rejected',
      decision_reason: 'Sfocato',
    })
    const second = await uploadOk(anna)
    await setDocument(second, { created_at: '2026-02-01T09:00:00.000Z' })

    const affiliate = {
      affiliateCode: await codeOf(anna),
      usedAffiliateCode: null,
      earnings: 20,
      pendingEarnings: 5,
      referrals: 2,
    }
    expect(await read(anna, ProfilePaths.user)).toEqual({
      user: {
        name: 'Anna Bianchi',
        email: anna.email,
        phoneNumber: '+39 333 1234567',
        address: 'Via Roma 1',
        ...affiliate,
        iban: GOOD_IBAN,
        CF: GOOD_CF,
        veryfing: true,
        docVerified: true,
        group: 'user',
        document: { status: 'pending', reason: null, uploadDate: '2026-02-01T09:00:00.000Z' },
      },
    })
    expect(await read(anna, ProfilePaths.affiliate(anna.email))).toEqual(affiliate)

    // The second one rejected too, uploaded at the same moment as the first: the later one
    // is the latest, with its own reason, and none waits any more.
    await setDocument(second, {
      created_at: '2026-01-10T09:00:00.000Z',
      status: 'rejected',
      decision_reason: 'Scaduto',
    })
    expect((await read(anna, ProfilePaths.user)).user).toMatchObject({
      veryfing: false,
      document: { status: 'rejected', reason: 'Scaduto', uploadDate: '2026-01-10T09:00:00.000Z' },
    })

    expect((await read(dario, ProfilePaths.user)).user).toMatchObject({
      earnings: 99,
      pendingEarnings: 0,
      referrals: 1,
      iban: null,
      CF: null,
      veryfing: true,
      document: { status: 'pending', reason: null, uploadDate: '2026-03-01T09:00:00.000Z' },
    })
    expect(await read(dario, ProfilePaths.affiliate(dario.email))).toMatchObject({
      earnings: 99,
      referrals: 1,
    })
  })
})
