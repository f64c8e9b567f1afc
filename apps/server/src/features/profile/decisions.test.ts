import net from 'node:net'
import { afterAll, describe, expect, it, vi } from 'vitest'
import {
  AdminClientPaths,
  AdminDocumentsAnswerSchema,
  DECISION_REASON_MAX,
  ProfilePaths,
  UserProfileAnswerSchema,
} from '@aula/contract/profile'
import { bearer, buildTestApp, loginAs, type TestApp, type TestUser } from '#test/helper.ts'
import { adminWriteHeaders, auditRows, snapshot } from '#test/admin.ts'
import { documentSamples, uploadDocumentOk } from '#test/fixtures/profile.ts'

/*
 * An admin's decisions on identity documents reach the member: the reason of a rejection is
 * stored and shown on the profile, and every decision sends the member an e-mail in their
 * language. Withdrawal decisions are tested in features/affiliate/.
 */

const t = await buildTestApp({ AFFILIATE_HOLD_DAYS: '30' })

// A mail server that takes the connection and never answers, as a stuck one does.
const stuckSockets = new Set<net.Socket>()
const stuckServer = net.createServer((socket) => {
  stuckSockets.add(socket)
  socket.on('close', () => stuckSockets.delete(socket))
})
await new Promise<void>((resolve) => stuckServer.listen(0, '127.0.0.1', resolve))
const releaseStuck = () => {
  for (const socket of stuckSockets) socket.destroy()
}
afterAll(() => {
  releaseStuck()
  stuckServer.close()
})
const stuck = await buildTestApp({
  SMTP_URL: `smtp://127.0.0.1:${(stuckServer.address() as net.AddressInfo).port}`,
})
const { db } = t.deps
const samples = await documentSamples()

const uploadOk = (app: TestApp, user: TestUser) => uploadDocumentOk(app, user, samples)

const decideDocument = (app: TestApp, headers: Record<string, string>, payload: object) =>
  app.app.inject({ method: 'PUT', url: AdminClientPaths.document, headers, payload })

async function profileOf(member: TestUser) {
  const res = await t.app.inject({
    method: 'GET',
    url: ProfilePaths.user,
    headers: bearer(member.token),
  })
  expect(res.statusCode, res.body).toBe(200)
  return UserProfileAnswerSchema.parse(res.json()).user
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

describe('document decisions', () => {
  it('stores the reason of a rejection, shows it to the member and e-mails it', async () => {
    const anna = await loginAs(t)
    const id = await uploadOk(t, anna)
    const headers = await adminWriteHeaders(t)
    const reason = '  Il retro è illeggibile: rifai la foto con più luce.  '
    const res = await decideDocument(t, headers, { id, status: 0, reason })
    expect(res.statusCode, res.body).toBe(200)

    // The member sees the rejection and its reason, and may upload again.
    expect(await profileOf(anna)).toMatchObject({
      veryfing: false,
      docVerified: false,
      document: {
        status: 'rejected',
        reason: 'Il retro è illeggibile: rifai la foto con più luce.',
        uploadDate: expect.any(String),
      },
    })
    // The admin's list shows it too.
    const admin = await loginAs(t, 'admin')
    const list = await t.app.inject({
      method: 'GET',
      url: AdminClientPaths.documents,
      headers: bearer(admin.token),
    })
    const listed = AdminDocumentsAnswerSchema.parse(list.json()).documents.find(
      (d) => d.idDoc === id,
    )
    expect(listed).toMatchObject({
      status: 'rejected',
      reason: 'Il retro è illeggibile: rifai la foto con più luce.',
    })
    const audit = await auditRows(t, 'document.reject', id)
    expect(audit).toHaveLength(1)
    expect(JSON.parse(audit[0]!.detail!)).toEqual({
      reason: 'Il retro è illeggibile: rifai la foto con più luce.',
    })

    // One e-mail, in Italian (the member's language), with the reason and a link back.
    const mails = await mailsOnceArrived(anna.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('[Aula] Documento rifiutato')
    expect(mails[0]!.text).toContain('Motivo: Il retro è illeggibile: rifai la foto con più luce.')
    expect(mails[0]!.text).toContain('http://localhost:3000/utente')
    expect(mails[0]!.html).toContain('lang="it"')

    // A new upload is taken; the profile then shows the new document waiting.
    await uploadOk(t, anna)
    expect(await profileOf(anna)).toMatchObject({
      veryfing: true,
      document: { status: 'pending', reason: null },
    })
  })

  it('e-mails an approval, in English for a member who reads English', async () => {
    const bob = await loginAs(t)
    await setLanguage(bob, 'en')
    const id = await uploadOk(t, bob)
    const res = await decideDocument(t, await adminWriteHeaders(t), { id, status: 1 })
    expect(res.statusCode, res.body).toBe(200)
    expect(await profileOf(bob)).toMatchObject({
      docVerified: true,
      document: { status: 'approved', reason: null },
    })
    const mails = await mailsOnceArrived(bob.email)
    expect(mails.map((m) => m.subject)).toEqual(['[Aula] Document approved'])
    expect(mails[0]!.text).toContain('Hello Test user,')
    expect(mails[0]!.html).toContain('lang="en"')
  })

  it('takes a rejection without a reason, and a blank reason as none', async () => {
    for (const payload of [{}, { reason: '   ' }, { reason: null }]) {
      const carla = await loginAs(t)
      const id = await uploadOk(t, carla)
      const res = await decideDocument(t, await adminWriteHeaders(t), {
        id,
        status: '0',
        ...payload,
      })
      expect(res.statusCode, res.body).toBe(200)
      expect((await profileOf(carla)).document).toMatchObject({ status: 'rejected', reason: null })
      const mails = await mailsOnceArrived(carla.email)
      expect(mails).toHaveLength(1)
      expect(mails[0]!.subject).toBe('[Aula] Documento rifiutato')
      expect(mails[0]!.text).not.toContain('Motivo:')
    }
  })

  it('refuses a reason too long, or one given with an approval, changing nothing', async () => {
    const dario = await loginAs(t)
    const id = await uploadOk(t, dario)
    const headers = await adminWriteHeaders(t)
    const before = await snapshot(t, ['identity_document', 'app_user'])
    const tooLong = await decideDocument(t, headers, {
      id,
      status: 0,
      reason: 'x'.repeat(DECISION_REASON_MAX + 1),
    })
    expect(tooLong.statusCode, tooLong.body).toBe(400)
    expect(tooLong.json().message).toMatch(/reason/)
    const withApproval = await decideDocument(t, headers, { id, status: 1, reason: 'Perfetto' })
    expect(withApproval.statusCode, withApproval.body).toBe(400)
    expect(withApproval.json()).toEqual({ message: 'A reason is given only with a rejection' })
    const notText = await decideDocument(t, headers, { id, status: 0, reason: 42 })
    expect(notText.statusCode, notText.body).toBe(400)
    expect(await snapshot(t, ['identity_document', 'app_user'])).toEqual(before)
    expect(mailsTo(dario.email)).toEqual([])

    // The longest reason allowed is taken whole.
    const longest = 'y'.repeat(DECISION_REASON_MAX)
    const ok = await decideDocument(t, headers, { id, status: 0, reason: longest })
    expect(ok.statusCode, ok.body).toBe(200)
    expect((await profileOf(dario)).document?.reason).toBe(longest)
    // The refusals sent nothing: the one mail is the rejection's.
    expect((await mailsOnceArrived(dario.email)).map((m) => m.subject)).toEqual([
      '[Aula] Documento rifiutato',
    ])
  })
})

describe('a mail server that does not answer', () => {
  it('neither holds up nor undoes the decision', async () => {
    const erin = await loginAs(stuck)
    const id = await uploadOk(stuck, erin)
    const headers = await adminWriteHeaders(stuck)
    const started = Date.now()
    const res = await decideDocument(stuck, headers, { id, status: 0, reason: 'Documento scaduto' })
    expect(res.statusCode, res.body).toBe(200)
    // The mail client would wait far longer for a greeting; the admin does not.
    expect(Date.now() - started).toBeLessThan(3000)
    // The mail is on its way to the server that never answers.
    await vi.waitFor(() => expect(stuckSockets.size).toBeGreaterThan(0), { timeout: 5000 })
    const row = await stuck.deps.db
      .selectFrom('identity_document')
      .select(['status', 'decision_reason'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'rejected', decision_reason: 'Documento scaduto' })
    releaseStuck()
  })
})
