import { describe, expect, it } from 'vitest'
import { CertificatePaths, MyCertificatesAnswerSchema } from '@aula/contract/certificates'
import { ParticipantsSchema } from '@aula/contract/editions'
import { pathOf } from '@aula/contract/route'
import { CertificateRoutes } from '@aula/contract/routes/certificates'
import { EditionRoutes } from '@aula/contract/routes/editions'
import { adminWriteHeaders } from '#test/admin.ts'
import { checkoutApp } from '#test/fixtures/checkout.buyer.ts'
import { insertCourse } from '#test/fixtures/checkout.ts'
import { dayFromNow, editionsKit } from '#test/fixtures/editions.ts'
import { bearer, loginAs, type TestUser } from '#test/helper.ts'

/*
 * Certificates of in-person courses (docs/product.md#certificates): a participant the admin
 * marked present at an edition gets one, with the edition's hours and last day.
 */

const { t, pay, confirm } = await checkoutApp()
const { call, addEdition, bought } = editionsKit(t)

async function certificatesOf(user: TestUser) {
  const res = await call('GET', CertificateRoutes.mine.path, { headers: bearer(user.token) })
  expect(res.statusCode, res.body).toBe(200)
  return MyCertificatesAnswerSchema.parse(res.json()).certificates
}

const certificateMails = (email: string) =>
  t.outbox().filter((m) => m.to.includes(email) && /attestato/i.test(m.subject))

describe('certificates of in-person editions', () => {
  it('are issued to a participant marked present, once, and verifiable by anyone', async () => {
    const course = await insertCourse(t, { price: 25_000 })
    const edition = await addEdition(course.id, { hours: '16' })
    const present = await loginAs(t)
    const absent = await loginAs(t)
    for (const user of [present, absent]) {
      const checkout = await bought(user, course.title, edition.id)
      await pay(user, checkout.id)
      expect((await confirm(user, checkout.id)).json().status).toBe('PAID')
    }
    // The course has taken place since.
    await t.deps.db
      .updateTable('course_edition')
      .set({ start_date: dayFromNow(-3), end_date: dayFromNow(-2) })
      .where('id', '=', edition.id)
      .execute()
    // Paid, not yet marked present: no certificate.
    expect(await certificatesOf(present)).toEqual([])

    const admin = await loginAs(t, 'admin')
    const list = await call('GET', pathOf(EditionRoutes.participants, { id: edition.id }), {
      headers: bearer(admin.token),
    })
    const seat = ParticipantsSchema.parse(list.json()).participants.find(
      (p) => p.email === present.email,
    )!.id
    const marked = await call('PUT', pathOf(EditionRoutes.presence, { id: edition.id, seat }), {
      payload: { present: true },
      headers: await adminWriteHeaders(t),
    })
    expect(marked.statusCode, marked.body).toBe(200)

    const [certificate, ...more] = await certificatesOf(present)
    expect(more).toEqual([])
    expect(certificate).toMatchObject({
      kind: 'edition',
      courseTitle: course.title,
      hours: 16,
      completedOn: dayFromNow(-2),
      onlineCourseTitle: null,
    })
    expect(await certificatesOf(present)).toHaveLength(1)
    expect(certificateMails(present.email)).toHaveLength(1)
    expect(await certificatesOf(absent)).toEqual([])

    const verified = await call('GET', CertificatePaths.verify(certificate!.code))
    expect(verified.statusCode).toBe(200)
    expect(verified.json()).toMatchObject({ kind: 'edition', courseTitle: course.title, hours: 16 })
    const pdf = await call('GET', CertificatePaths.pdf(certificate!.code), {
      headers: bearer(present.token),
    })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })
  it('are issued with their mail the moment the admin marks the participant present, and stay when the mark is taken back', async () => {
    const course = await insertCourse(t, { price: 25_000 })
    const edition = await addEdition(course.id, { hours: '8' })
    const member = await loginAs(t)
    const checkout = await bought(member, course.title, edition.id)
    await pay(member, checkout.id)
    expect((await confirm(member, checkout.id)).json().status).toBe('PAID')

    const admin = await loginAs(t, 'admin')
    const list = await call('GET', pathOf(EditionRoutes.participants, { id: edition.id }), {
      headers: bearer(admin.token),
    })
    const seat = ParticipantsSchema.parse(list.json()).participants.find(
      (p) => p.email === member.email,
    )!.id
    const presence = async (present: boolean) => {
      const res = await call('PUT', pathOf(EditionRoutes.presence, { id: edition.id, seat }), {
        payload: { present },
        headers: await adminWriteHeaders(t),
      })
      expect(res.statusCode, res.body).toBe(200)
    }

    await presence(true)
    // The member has not opened their member area: the mail is there already.
    const [mail, ...moreMails] = certificateMails(member.email)
    expect(moreMails).toEqual([])
    const [certificate] = await certificatesOf(member)
    expect(certificate).toMatchObject({ kind: 'edition', courseTitle: course.title, hours: 8 })
    expect(mail!.text).toContain(certificate!.code)

    // Taken back (a mistake): the certificate already issued stays, and verifiable.
    await presence(false)
    expect(await certificatesOf(member)).toEqual([certificate])
    expect((await call('GET', CertificatePaths.verify(certificate!.code))).statusCode).toBe(200)

    // Marked again: no second certificate, no second mail.
    await presence(true)
    expect(await certificatesOf(member)).toEqual([certificate])
    expect(certificateMails(member.email)).toHaveLength(1)
  })
})
