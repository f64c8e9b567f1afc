import { describe, expect, it } from 'vitest'
import {
  AdminClientPaths,
  AdminDocumentsAnswerSchema,
  DOCUMENT_NAME_MAX,
  ProfileMessages,
} from '@aula/contract/profile'
import { bearer, buildTestApp, loginAs, type TestUser } from '#test/helper.ts'
import { expectNothingStored } from '#test/admin.ts'
import { docFile, documentSamples, uploadDocument } from '#test/fixtures/profile.ts'

/*
 * What a member sends with an identity document besides the files: the document's name,
 * stored and shown to the admin beside the files; and, when a file is refused, which side
 * and why, so the form can say it next to that file.
 */

const t = await buildTestApp()
const samples = await documentSamples()
const TABLES = ['identity_document', 'asset', 'app_user'] as const

const front = () => docFile(samples.png, 'fronte.png', 'image/png')
const back = () => docFile(samples.pdf, 'retro.pdf', 'application/pdf')
const notADocument = (filename: string) =>
  docFile(Buffer.from('plain text, not a document\n'), filename, 'image/jpeg')
const oversize = () =>
  docFile(
    Buffer.concat([samples.pdf, Buffer.alloc(10 * 1024 * 1024)]),
    'big.pdf',
    'application/pdf',
  )

async function adminList() {
  const admin = await loginAs(t, 'admin')
  const res = await t.app.inject({
    method: 'GET',
    url: AdminClientPaths.documents,
    headers: bearer(admin.token),
  })
  expect(res.statusCode, res.body).toBe(200)
  return AdminDocumentsAnswerSchema.parse(res.json()).documents
}

async function documentOf(user: TestUser) {
  return (await adminList()).find((d) => d.email === user.email)
}

describe('the name of an uploaded document', () => {
  it('is stored and shown to the admin beside the files', async () => {
    const anna = await loginAs(t)
    const res = await uploadDocument(t, anna, [front(), back()], {
      email: anna.email,
      name: "  Carta d'identità\u0000 elettronica ",
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(await documentOf(anna)).toMatchObject({
      documentName: "Carta d'identità elettronica",
      status: 'pending',
    })
  })

  it('is null when the member gives none', async () => {
    for (const fields of [{}, { name: '   ' }] as Record<string, string>[]) {
      const bruno = await loginAs(t)
      const res = await uploadDocument(t, bruno, [front(), back()], fields)
      expect(res.statusCode, res.body).toBe(200)
      expect((await documentOf(bruno))?.documentName).toBeNull()
    }
  })

  it('is refused when too long, storing nothing', async () => {
    const carla = await loginAs(t)
    const res = await expectNothingStored(
      t,
      TABLES,
      () =>
        uploadDocument(t, carla, [front(), back()], {
          name: 'P'.repeat(DOCUMENT_NAME_MAX + 1),
        }),
      400,
    )
    expect(res.json()).toEqual({ message: ProfileMessages.invalidDocumentName })
    const ok = await uploadDocument(t, carla, [front(), back()], {
      name: 'P'.repeat(DOCUMENT_NAME_MAX),
    })
    expect(ok.statusCode, ok.body).toBe(200)
  })
})

describe('a refused side', () => {
  it('is named in the answer, with the reason: type (415) or size (413)', async () => {
    const dario = await loginAs(t)
    const cases = [
      { files: [notADocument('fronte.jpg'), back()], status: 415, side: 'front' },
      { files: [front(), notADocument('retro.jpg')], status: 415, side: 'back' },
      { files: [oversize(), back()], status: 413, side: 'front' },
      { files: [front(), oversize()], status: 413, side: 'back' },
    ]
    for (const { files, status, side } of cases) {
      const res = await expectNothingStored(
        t,
        TABLES,
        () => uploadDocument(t, dario, files, { name: 'Passaporto' }),
        status,
      )
      const message =
        status === 415 ? ProfileMessages.documentWrongType : ProfileMessages.documentTooLarge
      expect(res.json(), `${side} ${status}`).toEqual({
        message,
        errors: [{ path: side, message }],
      })
    }
  })
})
