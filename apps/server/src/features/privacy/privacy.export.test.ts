import { unzipSync, strFromU8 } from 'fflate'
import { describe, expect, it } from 'vitest'
import { PrivacyPaths } from '@aula/contract/privacy'
import { ProfilePaths } from '@aula/contract/profile'
import { bearer, buildTestApp, engine, loginAs, type TestUser } from '#test/helper.ts'
import { documentKit } from '#test/fixtures/documents.ts'
import { buyVideoCourse } from '#test/fixtures/checkout.ts'
import { GOOD_CF, GOOD_IBAN, earnCommission } from '#test/fixtures/profile.ts'

/*
 * "Download my data" (docs/product.md#privacy): a ZIP of data.json and the member's identity
 * documents in clear; only their own data; a few a day.
 */

const t = await buildTestApp()
const { samples, uploadOk } = await documentKit(t)

const put = async (user: TestUser, url: string, payload: object) => {
  const res = await t.app.inject({ method: 'PUT', url, headers: bearer(user.token), payload })
  expect(res.statusCode, res.body).toBe(200)
}

const buy = async (user: TestUser) => (await buyVideoCourse(t, user)).course

const download = (user: TestUser) =>
  t.app.inject({ method: 'GET', url: PrivacyPaths.exportData, headers: bearer(user.token) })

describe(`download my data (${engine})`, () => {
  it('is a ZIP of everything about the member and their document files', async () => {
    const anna = await loginAs(t)
    const dario = await loginAs(t)
    await put(anna, ProfilePaths.user, {
      name: 'Anna Bianchi',
      phoneNumber: '+39 333 1234567',
      address: 'Via Roma 1',
    })
    await put(anna, ProfilePaths.iban, { iban: GOOD_IBAN })
    await put(anna, ProfilePaths.cf, { CF: GOOD_CF })
    await put(anna, PrivacyPaths.consents, {
      consent: 'marketing',
      given: true,
      version: 'marketing@1/policy@0',
    })
    const course = await buy(anna)
    await earnCommission(t, anna, 700)
    const documentId = await uploadOk(anna)
    // Dario's data must not appear in Anna's download.
    await put(dario, ProfilePaths.user, { name: 'Dario Neri', phoneNumber: '+39 333 7654321' })
    await buy(dario)
    await uploadOk(dario)

    const res = await download(anna)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="aula-my-data-/)
    const zip = unzipSync(new Uint8Array(res.rawPayload))
    expect(Object.keys(zip).sort()).toEqual(
      ['data.json', `documents/${documentId}-front.png`, `documents/${documentId}-back.pdf`].sort(),
    )
    expect(Buffer.from(zip[`documents/${documentId}-front.png`]!).equals(samples.png)).toBe(true)
    expect(Buffer.from(zip[`documents/${documentId}-back.pdf`]!).equals(samples.pdf)).toBe(true)

    const data = JSON.parse(strFromU8(zip['data.json']!))
    expect(data.account).toMatchObject({
      id: anna.id,
      email: anna.email,
      name: 'Anna Bianchi',
      phoneNumber: '+39 333 1234567',
      address: 'Via Roma 1',
      iban: GOOD_IBAN,
      codiceFiscale: GOOD_CF,
    })
    expect(data.account).not.toHaveProperty('password_hash')
    expect(data.consents).toMatchObject([
      { consent: 'marketing', given: true, version: 'marketing@1/policy@0' },
    ])
    expect(data.orders).toMatchObject([
      { item: { type: 'online_course', title: course.title }, amountCents: 4900, status: 'paid' },
    ])
    expect(data.receipts).toMatchObject([{ item: course.title, amountCents: 4900 }])
    expect(data.certificates).toEqual([])
    expect(data.enrollments.onlineCourseIds).toEqual([course.id])
    expect(data.affiliate.entries).toMatchObject([{ kind: 'commission', amountCents: 700 }])
    expect(data.identityDocuments).toMatchObject([{ id: documentId, status: 'pending' }])
    expect(JSON.stringify(data)).not.toContain('Dario')
    expect(JSON.stringify(data)).not.toContain(dario.email)
  })

  it('needs a session and is limited to a few a day', async () => {
    expect((await t.app.inject({ method: 'GET', url: PrivacyPaths.exportData })).statusCode).toBe(
      401,
    )
    const member = await loginAs(t)
    const answers: number[] = []
    for (let i = 0; i < 6; i++) answers.push((await download(member)).statusCode)
    expect(answers).toEqual([200, 200, 200, 200, 200, 429])
    // Counted per member, not per address: another member from the same address may.
    expect((await download(await loginAs(t))).statusCode).toBe(200)
  })
})
