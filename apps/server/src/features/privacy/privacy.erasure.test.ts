import { describe, expect, it } from 'vitest'
import { PrivacyPaths } from '@aula/contract/privacy'
import { ProfilePaths } from '@aula/contract/profile'
import { bearer, buildTestApp, engine, loginAs, type TestUser } from '#test/helper.ts'
import { documentKit } from '#test/fixtures/documents.ts'
import { buyVideoCourse } from '#test/fixtures/checkout.ts'
import {
  GOOD_CF,
  GOOD_IBAN,
  earnCommission,
  memberWithBalance,
  requestWithdrawal,
} from '#test/fixtures/profile.ts'

/*
 * "Delete my account" (docs/product.md#privacy): confirmed by the password; personal data
 * erased or anonymised, the files gone, every session ended; orders and the affiliate ledger
 * kept, as the law requires.
 */

const t = await buildTestApp()
const { db } = t.deps
const { uploadOk } = await documentKit(t)

const put = async (user: TestUser, url: string, payload: object) => {
  const res = await t.app.inject({ method: 'PUT', url, headers: bearer(user.token), payload })
  expect(res.statusCode, res.body).toBe(200)
}

const buy = (user: TestUser) => buyVideoCourse(t, user)

const deleteAccount = (user: TestUser, password: string) =>
  t.app.inject({
    method: 'POST',
    url: PrivacyPaths.deleteAccount,
    headers: bearer(user.token),
    payload: { password },
  })

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login/', payload: { email, password } })

const account = (id: number) =>
  db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

describe(`delete my account (${engine})`, () => {
  it('erases the personal data and files, keeps orders and the ledger, ends the sessions', async () => {
    const anna = await loginAs(t)
    await put(anna, ProfilePaths.user, {
      name: 'Anna Bianchi',
      phoneNumber: '+39 333 1234567',
      address: 'Via Roma 1',
    })
    await put(anna, ProfilePaths.iban, { iban: GOOD_IBAN })
    await put(anna, ProfilePaths.cf, { CF: GOOD_CF })
    await put(anna, PrivacyPaths.consents, {
      consent: 'newsletter',
      given: true,
      version: 'newsletter@1/policy@0',
    })
    await uploadOk(anna)
    const documentKeys = (
      await db
        .selectFrom('asset')
        .select('storage_key')
        .where('owner_user_id', '=', anna.id)
        .execute()
    ).map((r) => r.storage_key)
    expect(documentKeys).toHaveLength(2)
    // Anna invited a buyer (a commission), and bought something herself.
    await earnCommission(t, anna, 700)
    await buy(anna)
    const ordersBefore = await db
      .selectFrom('customer_order')
      .select(['id', 'user_id', 'status', 'amount_cents'])
      .where('user_id', '=', anna.id)
      .execute()
    expect(ordersBefore).toHaveLength(1)
    const receiptsOf = () =>
      db.selectFrom('receipt').select(['id', 'number']).where('user_id', '=', anna.id).execute()
    const receiptsBefore = await receiptsOf()
    expect(receiptsBefore).toHaveLength(1)
    const ledgerBefore = await db
      .selectFrom('affiliate_entry')
      .selectAll()
      .where('user_id', '=', anna.id)
      .execute()

    const res = await deleteAccount(anna, anna.password)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ message: 'Success' })

    const row = await account(anna.id)
    expect(row.email).not.toBe(anna.email)
    expect(row.email).toMatch(/@erased\.invalid$/)
    expect(row).toMatchObject({
      name: 'Account eliminato',
      phone_number: null,
      address: null,
      iban_enc: null,
      cf_enc: null,
      verified: 0,
    })
    const documents = await db
      .selectFrom('identity_document')
      .select('id')
      .where('user_id', '=', anna.id)
      .execute()
    expect(documents).toEqual([])
    for (const key of documentKeys) expect(await t.deps.storage.exists(key)).toBe(false)
    const subscriber = await db
      .selectFrom('newsletter_subscriber')
      .select('id')
      .where('email', '=', anna.email)
      .executeTakeFirst()
    expect(subscriber).toBeUndefined()
    // No e-mail stays in the consent history; the withdrawal is recorded.
    const consents = await db
      .selectFrom('consent_record')
      .selectAll()
      .where('user_id', '=', anna.id)
      .orderBy('id')
      .execute()
    expect(consents.every((c) => c.email === null)).toBe(true)
    expect(consents.at(-1)).toMatchObject({
      consent: 'newsletter',
      given: 0,
      source: 'account-deletion',
    })
    // What the law keeps is still there.
    expect(
      await db
        .selectFrom('customer_order')
        .select(['id', 'user_id', 'status', 'amount_cents'])
        .where('user_id', '=', anna.id)
        .execute(),
    ).toEqual(ordersBefore)
    expect(
      await db.selectFrom('affiliate_entry').selectAll().where('user_id', '=', anna.id).execute(),
    ).toEqual(ledgerBefore)
    expect(await receiptsOf()).toEqual(receiptsBefore)

    // Signed out everywhere, and no way back in.
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/check/',
      headers: bearer(anna.token),
    })
    expect(check.statusCode).toBe(401)
    expect((await login(anna.email, anna.password)).statusCode).toBe(401)
    expect((await login(row.email, anna.password)).statusCode).toBe(401)
  })

  it('drops the mails still waiting for the member and keeps no address on those sent', async () => {
    const member = await loginAs(t)
    const queued = (status: 'pending' | 'sent', id: string) =>
      db
        .insertInto('mail_queue')
        .values({
          message_id: `<${id}@aula.test>`,
          recipient: member.email.toUpperCase(),
          subject: 'Il tuo ordine',
          message: JSON.stringify({ to: member.email, subject: 'Il tuo ordine', text: 'Ciao' }),
          status,
          // A mail waiting for its next try, after a refusal.
          next_attempt_at: '2999-01-01T00:00:00.000Z',
          lease_until: null,
          claim: null,
          last_error: null,
          created_at: new Date().toISOString(),
          sent_at: status === 'sent' ? new Date().toISOString() : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    const waiting = await queued('pending', `waiting-${member.id}`)
    const sent = await queued('sent', `sent-${member.id}`)

    const res = await deleteAccount(member, member.password)
    expect(res.statusCode, res.body).toBe(200)

    const rows = await db
      .selectFrom('mail_queue')
      .select(['id', 'recipient', 'message'])
      .where('id', 'in', [waiting.id, sent.id])
      .execute()
    expect(rows).toEqual([{ id: sent.id, recipient: 'erased.invalid', message: null }])
  })

  it('refuses a wrong password and changes nothing', async () => {
    const member = await loginAs(t)
    const res = await deleteAccount(member, 'not my password')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Wrong password')
    expect((await account(member.id)).email).toBe(member.email)
    expect((await login(member.email, member.password)).statusCode).toBe(200)
  })

  it('refuses an admin and a member with a withdrawal waiting', async () => {
    const admin = await loginAs(t, 'admin')
    const byAdmin = await deleteAccount(admin, admin.password)
    expect(byAdmin.statusCode).toBe(403)
    expect(byAdmin.json().message).toBe('An admin account cannot be deleted this way')

    const member = await memberWithBalance(t, 1500)
    await requestWithdrawal(t, member)
    const waiting = await deleteAccount(member, member.password)
    expect(waiting.statusCode).toBe(409)
    expect(waiting.json().message).toBe('A withdrawal is waiting for a decision')
    expect((await account(member.id)).email).toBe(member.email)
  })

  it('needs a session and a password', async () => {
    const visitor = await t.app.inject({
      method: 'POST',
      url: PrivacyPaths.deleteAccount,
      payload: { password: 'x' },
    })
    expect(visitor.statusCode).toBe(401)
    const member = await loginAs(t)
    const empty = await t.app.inject({
      method: 'POST',
      url: PrivacyPaths.deleteAccount,
      headers: bearer(member.token),
      payload: {},
    })
    expect(empty.statusCode).toBe(400)
  })
})
