import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { AdminClientPaths, AdminDocumentsAnswerSchema, ProfilePaths } from '@aula/contract/profile'
import { bearer, buildTestApp, loginAs, type TestUser } from '#test/helper.ts'
import {
  adminWriteHeaders,
  auditRows,
  expectNothingStored,
  expectRefused,
  multipart,
  privateTokenOf,
  refusedCallers,
  snapshot,
  storedFiles,
} from '#test/admin.ts'
import {
  docFile,
  documentSamples,
  getProfile,
  storedInClear,
  uploadDocument,
  uploadDocumentOk,
} from '#test/fixtures/profile.ts'

const t = await buildTestApp()
const { db } = t.deps
const samples = await documentSamples()
const TABLES = ['identity_document', 'asset', 'app_user'] as const

const front = () => docFile(samples.png, 'fronte.png', 'image/png')
const back = () => docFile(samples.pdf, 'retro.pdf', 'application/pdf')

/** Uploads a front and a back for the member and answers the new document's id. */
const uploadOk = (user: TestUser) =>
  uploadDocumentOk(t, user, samples, { email: user.email, name: 'Test user' })

const viewFile = (id: number, side: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/document-file/${id}/${side}`, headers })

const decide = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: AdminClientPaths.document,
    headers,
    payload: payload as object,
  })

describe('POST /api/document/', () => {
  it('stores the front and the back encrypted and marks the member as verifying', async () => {
    const anna = await loginAs(t)
    const filesBefore = storedFiles(t)
    const id = await uploadOk(anna)
    expect(await getProfile(t, anna)).toMatchObject({ veryfing: true, docVerified: false })

    const added = storedFiles(t).filter((f) => !filesBefore.includes(f))
    expect(added).toHaveLength(2)
    expect(added.every((f) => f.startsWith(`private${path.sep}`))).toBe(true)
    const assets = await db
      .selectFrom('identity_document')
      .innerJoin('asset', (join) =>
        join.on((eb) =>
          eb.or([
            eb('asset.id', '=', eb.ref('identity_document.front_id')),
            eb('asset.id', '=', eb.ref('identity_document.back_id')),
          ]),
        ),
      )
      .select(['asset.mime', 'asset.encrypted', 'asset.kind', 'asset.owner_user_id', 'asset.bytes'])
      .where('identity_document.id', '=', id)
      .execute()
    expect(assets.map((a) => a.mime).sort()).toEqual(['application/pdf', 'image/png'])
    for (const asset of assets) {
      expect(Number(asset.encrypted)).toBe(1)
      expect(asset.kind).toBe('document')
      expect(Number(asset.owner_user_id)).toBe(anna.id)
    }
    // Neither the storage folder nor the database holds the files in clear.
    expect(storedInClear(t, samples.marker)).toBe(false)
    expect(storedInClear(t, samples.pdf.subarray(0, 40))).toBe(false)
    expect(storedInClear(t, samples.png.subarray(samples.png.length - 64))).toBe(false)
    const root = path.dirname(t.deps.storage.publicRoot)
    for (const file of added) {
      const bytes = fs.readFileSync(path.join(root, file))
      expect(bytes.includes(Buffer.from('%PDF'))).toBe(false)
      expect(bytes.includes(Buffer.from('PNG'))).toBe(false)
    }
  })

  it('accepts JPEG and WebP sides too', async () => {
    const anna = await loginAs(t)
    const res = await uploadDocument(t, anna, [
      docFile(samples.jpeg, 'a.jpg', 'image/jpeg'),
      docFile(samples.webp, 'b.webp', 'image/webp'),
    ])
    expect(res.statusCode, res.body).toBe(200)
  })

  it('refuses a second document while one waits for a decision', async () => {
    const anna = await loginAs(t)
    await uploadOk(anna)
    const res = await expectNothingStored(
      t,
      TABLES,
      () => uploadDocument(t, anna, [front(), back()]),
      409,
    )
    expect(res.json()).toEqual({ message: 'Documents already sent' })
  })

  it('takes one of two documents sent at once and leaves no file of the other', async () => {
    const anna = await loginAs(t)
    const filesBefore = storedFiles(t)
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => uploadDocument(t, anna, [front(), back()])),
    )
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409])
    const rows = await db
      .selectFrom('identity_document')
      .select('id')
      .where('user_id', '=', anna.id)
      .execute()
    expect(rows).toHaveLength(1)
    expect(storedFiles(t).filter((f) => !filesBefore.includes(f))).toHaveLength(2)
    const assets = await db
      .selectFrom('asset')
      .select('id')
      .where('owner_user_id', '=', anna.id)
      .execute()
    expect(assets).toHaveLength(2)
  })

  it('refuses visitors, private tokens and another user’s e-mail, storing nothing', async () => {
    const anna = await loginAs(t)
    const bruno = await loginAs(t)
    expectRefused(
      await expectNothingStored(t, TABLES, () => uploadDocument(t, null, [front(), back()])),
      401,
    )
    const body = await multipart({}, [front(), back()])
    const garbage = await expectNothingStored(t, TABLES, () =>
      t.app.inject({
        method: 'POST',
        url: ProfilePaths.document,
        headers: { ...body.headers, ...bearer('x'.repeat(10)) },
        payload: body.payload,
      }),
    )
    expectRefused(garbage, 401)
    const token = await privateTokenOf(t, anna)
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: ProfilePaths.document,
        headers: { ...body.headers, ...bearer(token) },
        payload: body.payload,
      }),
      401,
    )
    expectRefused(
      await expectNothingStored(t, TABLES, () =>
        uploadDocument(t, anna, [front(), back()], { email: bruno.email, name: 'Bruno' }),
      ),
      403,
    )
    expect(await getProfile(t, anna)).toMatchObject({ veryfing: false })
  })

  it('refuses wrong types, a missing side, extra files, oversize and broken bodies', async () => {
    const anna = await loginAs(t)
    const text = docFile(
      Buffer.from('just some text, not a document\n'),
      'a.pdf',
      'application/pdf',
    )
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64')
    const oversize = Buffer.concat([samples.pdf, Buffer.alloc(10 * 1024 * 1024)])
    const cases: [string, () => Promise<Awaited<ReturnType<typeof uploadDocument>>>, number][] = [
      ['a text file', () => uploadDocument(t, anna, [front(), text]), 415],
      ['a GIF', () => uploadDocument(t, anna, [docFile(gif, 'a.gif', 'image/gif'), back()]), 415],
      ['one file', () => uploadDocument(t, anna, [front()]), 400],
      ['no file', () => uploadDocument(t, anna, [], { email: anna.email }), 400],
      ['three files', () => uploadDocument(t, anna, [front(), back(), back()]), 400],
      [
        'an empty second file',
        () =>
          uploadDocument(t, anna, [front(), docFile(Buffer.alloc(0), 'b.pdf', 'application/pdf')]),
        400,
      ],
      [
        'files in another field',
        () => uploadDocument(t, anna, [front(), { ...back(), name: 'other' }]),
        400,
      ],
      [
        'a file over 10 MB',
        () => uploadDocument(t, anna, [front(), docFile(oversize, 'big.pdf', 'application/pdf')]),
        413,
      ],
      [
        'JSON instead of multipart',
        () =>
          t.app.inject({
            method: 'POST',
            url: ProfilePaths.document,
            headers: bearer(anna.token),
            payload: { document: ['a', 'b'] },
          }),
        415,
      ],
      [
        'a cut-off multipart body',
        async () => {
          const body = await multipart({ email: anna.email }, [front(), back()])
          return t.app.inject({
            method: 'POST',
            url: ProfilePaths.document,
            headers: { ...body.headers, ...bearer(anna.token) },
            payload: body.payload.subarray(0, body.payload.length - 200),
          })
        },
        400,
      ],
      [
        'a multipart body without boundary',
        () =>
          t.app.inject({
            method: 'POST',
            url: ProfilePaths.document,
            headers: { 'content-type': 'multipart/form-data', ...bearer(anna.token) },
            payload: 'garbage',
          }),
        400,
      ],
    ]
    for (const [what, run, status] of cases) {
      const res = await expectNothingStored(t, TABLES, run)
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status)
    }
    expect(await getProfile(t, anna)).toMatchObject({ veryfing: false })
    // A file of exactly 10 MB is accepted.
    const exact = Buffer.concat([samples.pdf, Buffer.alloc(10 * 1024 * 1024 - samples.pdf.length)])
    const ok = await uploadDocument(t, anna, [
      front(),
      docFile(exact, 'max.pdf', 'application/pdf'),
    ])
    expect(ok.statusCode, ok.body).toBe(200)
  })
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
