import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ProfilePaths } from '@aula/contract/profile'
import { bearer, buildTestApp, loginAs } from '#test/helper.ts'
import {
  expectNothingStored,
  expectRefused,
  multipart,
  privateTokenOf,
  storedFiles,
} from '#test/admin.ts'
import { docFile, getProfile, storedInClear, uploadDocument } from '#test/fixtures/profile.ts'
import { documentKit, TABLES } from '#test/fixtures/documents.ts'

const t = await buildTestApp()
const { db } = t.deps
const { samples, front, back, uploadOk } = await documentKit(t)

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
    for (const file of added) {
      const bytes = fs.readFileSync(t.storedPath(file))
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
