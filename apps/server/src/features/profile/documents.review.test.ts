import { describe, expect, it } from 'vitest'
import { AdminClientPaths, AdminDocumentsAnswerSchema } from '@aula/contract/profile'
import { bearer, buildTestApp, loginAs } from '#test/helper.ts'
import {
  adminWriteHeaders,
  auditRows,
  expectNothingStored,
  expectRefused,
  privateTokenOf,
  refusedCallers,
  snapshot,
} from '#test/admin.ts'
import { getProfile, uploadDocument } from '#test/fixtures/profile.ts'
import { documentKit, TABLES } from '#test/fixtures/documents.ts'

const t = await buildTestApp()
const { samples, front, back, uploadOk } = await documentKit(t)

const viewFile = (id: number, side: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/document-file/${id}/${side}`, headers })

const decide = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: AdminClientPaths.document,
    headers,
    payload: payload as object,
  })

describe('GET /api/document-file/:id/:side', () => {
  it('serves the decrypted file to its owner and to admins, auditing admins', async () => {
    const anna = await loginAs(t)
    const id = await uploadOk(anna)
    const own = await viewFile(id, 'front', bearer(anna.token))
    expect(own.statusCode).toBe(200)
    expect(own.headers['content-type']).toBe('image/png')
    expect(own.headers['cache-control']).toBe('private, no-store')
    expect(own.rawPayload.equals(samples.png)).toBe(true)
    expect(await auditRows(t, 'document.view', id)).toHaveLength(0)

    const admin = await loginAs(t, 'admin')
    const seen = await viewFile(id, 'back', bearer(admin.token))
    expect(seen.statusCode).toBe(200)
    expect(seen.headers['content-type']).toBe('application/pdf')
    expect(seen.rawPayload.equals(samples.pdf)).toBe(true)
    const audit = await auditRows(t, 'document.view', id)
    expect(audit).toHaveLength(1)
    expect(Number(audit[0]!.actor_user_id)).toBe(admin.id)
    expect(JSON.parse(audit[0]!.detail!)).toEqual({ side: 'back' })
  })

  it('refuses everyone else', async () => {
    const anna = await loginAs(t)
    const bruno = await loginAs(t)
    const admin = await loginAs(t, 'admin')
    const id = await uploadOk(anna)
    expectRefused(await viewFile(id, 'front'), 401)
    expectRefused(await viewFile(id, 'front', bearer(bruno.token)), 403)
    expectRefused(await viewFile(id, 'front', bearer(await privateTokenOf(t, admin))), 401)
    expect((await viewFile(999_999, 'front', bearer(admin.token))).statusCode).toBe(404)
    for (const [docId, side] of [
      [String(id), 'side'],
      ['abc', 'front'],
      ['0', 'front'],
      ['99999999999', 'back'],
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/document-file/${docId}/${side}`,
        headers: bearer(anna.token),
      })
      expect(res.statusCode, `${docId}/${side}`).toBe(400)
    }
    expect(await auditRows(t, 'document.view', id)).toHaveLength(0)
  })
})

describe('admin: GET /api/documents/ and PUT /api/document/', () => {
  it('lists documents, pending first, to an admin’s session only', async () => {
    const anna = await loginAs(t)
    const id = await uploadOk(anna)
    const admin = await loginAs(t, 'admin')
    const res = await t.app.inject({
      method: 'GET',
      url: AdminClientPaths.documents,
      headers: bearer(admin.token),
    })
    expect(res.statusCode, res.body).toBe(200)
    const { documents } = AdminDocumentsAnswerSchema.parse(res.json())
    const mine = documents.find((d) => d.idDoc === id)
    expect(mine).toEqual({
      idDoc: id,
      idDocument: id,
      name: 'Test user',
      email: anna.email,
      valid: false,
      status: 'pending',
      fileurl: `/api/document-file/${id}/front,/api/document-file/${id}/back`,
      types: ['image/png', 'application/pdf'],
      uploadDate: expect.any(String),
      documentName: 'Test user',
      reason: null,
    })
    const firstDecided = documents.findIndex((d) => d.status !== 'pending')
    if (firstDecided >= 0) {
      expect(documents.slice(firstDecided).every((d) => d.status !== 'pending')).toBe(true)
    }
    expectRefused(await t.app.inject({ method: 'GET', url: AdminClientPaths.documents }), 401)
    expectRefused(
      await t.app.inject({
        method: 'GET',
        url: AdminClientPaths.documents,
        headers: bearer(await privateTokenOf(t, anna)),
      }),
      403,
    )
    expectRefused(
      await t.app.inject({
        method: 'GET',
        url: AdminClientPaths.documents,
        headers: bearer(anna.token),
      }),
      403,
    )
  })

  it('accepts decisions only with an admin’s private token', async () => {
    const anna = await loginAs(t)
    const id = await uploadOk(anna)
    for (const caller of await refusedCallers(t)) {
      const before = await snapshot(t, ['identity_document', 'app_user'])
      expectRefused(await decide(caller.headers, { id, status: 1 }), caller.status)
      expect(await snapshot(t, ['identity_document', 'app_user']), caller.who).toEqual(before)
    }
    expect(await getProfile(t, anna)).toMatchObject({ veryfing: true, docVerified: false })
  })

  it('approves once: the identity is verified and no new document is taken', async () => {
    const anna = await loginAs(t)
    const id = await uploadOk(anna)
    const headers = await adminWriteHeaders(t)
    const res = await decide(headers, { id, status: 1 })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ message: 'Success' })
    expect(await getProfile(t, anna)).toMatchObject({ veryfing: false, docVerified: true })
    expect(await auditRows(t, 'document.approve', id)).toHaveLength(1)
    for (const status of [1, 0, '0']) {
      const again = await decide(headers, { id, status })
      expect(again.statusCode).toBe(409)
      expect(again.json()).toEqual({ message: 'Already decided' })
    }
    expect(await getProfile(t, anna)).toMatchObject({ docVerified: true })
    const more = await expectNothingStored(
      t,
      TABLES,
      () => uploadDocument(t, anna, [front(), back()]),
      409,
    )
    expect(more.json()).toEqual({ message: 'Documents already sent' })
  })

  it('rejects once: the member may send a new document', async () => {
    const anna = await loginAs(t)
    const id = await uploadOk(anna)
    const headers = await adminWriteHeaders(t)
    const res = await decide(headers, { id: String(id), status: '0' })
    expect(res.statusCode, res.body).toBe(200)
    expect(await getProfile(t, anna)).toMatchObject({ veryfing: false, docVerified: false })
    expect(await auditRows(t, 'document.reject', id)).toHaveLength(1)
    expect((await decide(headers, { id, status: 1 })).statusCode).toBe(409)
    expect(await getProfile(t, anna)).toMatchObject({ docVerified: false })
    const again = await uploadOk(anna)
    expect(again).not.toBe(id)
    expect(await getProfile(t, anna)).toMatchObject({ veryfing: true })
  })

  it('answers 404 for an unknown document and 400 for bad input', async () => {
    const headers = await adminWriteHeaders(t)
    const unknown = await decide(headers, { id: 999_999, status: 1 })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: 'Not found' })
    for (const payload of [
      {},
      { id: 1 },
      { id: 1, status: 2 },
      { id: 1, status: true },
      { id: -1, status: 1 },
    ]) {
      const res = await decide(headers, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
    }
  })
})
