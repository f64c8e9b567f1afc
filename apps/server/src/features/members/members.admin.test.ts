import type { LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { titleKey } from '@aula/contract/common'
import { FileMessages } from '@aula/contract/admin-forms'
import {
  MemberAnswerSchema,
  MemberLimits,
  MemberMessages,
  MemberPaths,
  MembersAnswerSchema,
  MemberWriteAnswerSchema,
  MemberWritePaths,
} from '@aula/contract/members'
import { now } from '#src/lib/clock.ts'
import { buildTestApp } from '#test/helper.ts'
import {
  adminWriteHeaders,
  auditRows,
  expectRefused,
  multipart,
  refusedCallers,
  snapshot,
  type UploadFile,
  expectNothingStored as expectNothingStoredIn,
  storedFiles as storedFilesOf,
} from '#test/admin.ts'

const t = await buildTestApp()
const { db } = t.deps
const callers = await refusedCallers(t)

const png = await sharp({
  create: { width: 400, height: 400, channels: 3, background: '#F2B134' },
})
  .png()
  .toBuffer()
/** The first bytes of a Windows program: what an executable renamed .jpg starts with. */
const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(4096)])
const foto = (data: Buffer = png, type = 'image/png', filename = 'ritratto.png'): UploadFile => ({
  name: 'foto',
  filename,
  type,
  data,
})

let counter = 0
/** A surname nobody else in the file has. */
const uniqueSurname = (prefix = 'Esposito') => `${prefix}${Date.now().toString(36)}${++counter}`

const fieldsOf = (name: string, surname: string, extra: Record<string, string> = {}) => ({
  title: 'Istruttore',
  name,
  surname,
  email: 'formatore@example.com',
  phoneNumber: '+39 081 555 0101',
  website: 'https://pizzeria.example.com',
  description: 'Pizzaiolo da vent’anni, insegna la napoletana',
  language: 'Italiano, inglese',
  session: 'Campania',
  ...extra,
})

async function send(
  method: 'POST' | 'PUT',
  fields: Record<string, string>,
  files: UploadFile[] = [],
  headers: Record<string, string> = {},
) {
  const body = await multipart(fields, files)
  return t.app.inject({
    method,
    url: method === 'POST' ? MemberWritePaths.add : MemberWritePaths.member,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  })
}

const remove = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'DELETE',
    url: MemberWritePaths.remove,
    payload: payload as object,
    headers,
  })

const get = (url: string) => t.app.inject({ method: 'GET', url })

async function createMember(name = 'Gino', surname = uniqueSurname(), files = [foto()]) {
  const res = await send('POST', fieldsOf(name, surname), files, await adminWriteHeaders(t))
  expect(res.statusCode, res.body).toBe(200)
  return MemberWriteAnswerSchema.parse(res.json()).member
}

/** A trainer stored directly, as older data may hold two names differing only in case. */
async function insertMember(name: string, surname: string) {
  const row = await db
    .insertInto('member')
    .values({
      name,
      surname,
      email: 'x@example.com',
      phone_number: '1',
      website: 'https://example.com',
      description: 'D',
      language: 'Italiano',
      session: 'Lazio',
      created_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

const memberRow = (id: number) =>
  db.selectFrom('member').selectAll().where('id', '=', id).executeTakeFirst()
const assetRow = (id: string) =>
  db.selectFrom('asset').selectAll().where('id', '=', id).executeTakeFirst()

const storedFiles = () => storedFilesOf(t)

const TABLES = ['member', 'asset'] as const

const expectNothingStored = (run: () => Promise<LightMyRequestResponse>, status?: number) =>
  expectNothingStoredIn(t, TABLES, run, status)

describe('trainer admin writes: who may call them', () => {
  let target = { id: 0, name: '', surname: '' }
  const writes: {
    name: string
    run: (headers: Record<string, string>) => Promise<Awaited<ReturnType<typeof get>>>
  }[] = [
    {
      name: 'POST /api/member/add',
      run: (headers) => send('POST', fieldsOf('Nuovo', uniqueSurname()), [foto()], headers),
    },
    {
      name: 'PUT /api/member',
      run: (headers) =>
        send(
          'PUT',
          fieldsOf(target.name, target.surname, { description: 'Cambiata' }),
          [foto()],
          headers,
        ),
    },
    {
      name: 'DELETE /api/member/',
      run: (headers) => remove({ name: target.name, surname: target.surname }, headers),
    },
  ]
  for (const write of writes) {
    it(`${write.name} accepts only an admin's private token`, async () => {
      target = await createMember()
      const before = await snapshot(t, [...TABLES])
      const files = storedFiles()
      for (const caller of callers) {
        expectRefused(await write.run(caller.headers), caller.status)
      }
      expect(await snapshot(t, [...TABLES])).toEqual(before)
      expect(storedFiles()).toEqual(files)
      const res = await write.run(await adminWriteHeaders(t))
      expect(res.statusCode, res.body).toBe(200)
    })
  }
})

describe('POST /api/member/add', () => {
  it('stores the trainer with a photo and shows them on /formatori', async () => {
    const surname = uniqueSurname('Rossi')
    const res = await send(
      'POST',
      fieldsOf('  Mario ', ` ${surname} `, { email: ' mario@example.com ' }),
      [foto()],
      await adminWriteHeaders(t),
    )
    expect(res.statusCode, res.body).toBe(200)
    const answer = MemberWriteAnswerSchema.parse(res.json())
    expect(answer.message).toBe('Success')
    const member = answer.member
    expect(member).toMatchObject({
      idMember: member.id,
      name: 'Mario',
      surname,
      email: 'mario@example.com',
      phoneNumber: '+39 081 555 0101',
      website: 'https://pizzeria.example.com',
      description: 'Pizzaiolo da vent’anni, insegna la napoletana',
      language: 'Italiano, inglese',
      session: 'Campania',
    })
    expect(member.fileUrl).toMatch(/^\/media\/images\/.+\.webp$/)
    expect(member.image).toMatchObject({ url: member.fileUrl, width: 320, height: 320 })

    const list = MembersAnswerSchema.parse((await get(MemberPaths.members)).json())
    expect(list.members.at(-1)).toEqual(member)
    const one = await get(MemberPaths.member(member.id))
    expect(MemberAnswerSchema.parse(one.json())).toEqual({ member })
    const photo = await get(member.fileUrl)
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['content-type']).toContain('image/webp')
    const audit = await auditRows(t, 'member.create', member.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ target_type: 'member' })
  })

  it('stores a trainer without a photo (or with an empty file input)', async () => {
    const plain = await createMember('Anna', uniqueSurname(), [])
    expect(plain).toMatchObject({ fileUrl: '', image: null })
    const empty = await createMember('Anna', uniqueSurname(), [
      foto(Buffer.alloc(0), 'application/octet-stream', ''),
    ])
    expect(empty).toMatchObject({ fileUrl: '', image: null })
  })

  it('refuses a second trainer with the same name and surname, in any case, with 409', async () => {
    const first = await createMember('Gennaro', uniqueSurname('Dell’Aversana'))
    for (const [name, surname] of [
      [first.name, first.surname],
      ['GENNARO', first.surname.toLowerCase()],
      [' gennaro ', `  ${first.surname.toUpperCase()}`],
    ] as const) {
      const res = await expectNothingStored(
        async () => send('POST', fieldsOf(name, surname), [foto()], await adminWriteHeaders(t)),
        409,
      )
      expect(res.json()).toEqual({ message: MemberMessages.duplicate })
    }
  })

  const required = [
    'name',
    'surname',
    'email',
    'phoneNumber',
    'website',
    'description',
    'language',
    'session',
  ] as const
  for (const field of required) {
    it(`without ${field}, or with it blank, is a 400 naming it`, async () => {
      const headers = await adminWriteHeaders(t)
      const fields: Record<string, string> = fieldsOf('Senza', uniqueSurname())
      for (const value of [undefined, '   ']) {
        if (value === undefined) delete fields[field]
        else fields[field] = value
        const res = await expectNothingStored(() => send('POST', fields, [foto()], headers), 400)
        expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual([field])
      }
    })
  }

  const badValues: [string, Record<string, string>, string][] = [
    ['an e-mail without @', { email: 'mario.example.com' }, 'email'],
    ['a website without http(s)', { website: 'www.pizzeria.it' }, 'website'],
    ['a javascript: website', { website: 'javascript:alert(1)' }, 'website'],
    ['an over-long name', { name: 'n'.repeat(MemberLimits.name + 1) }, 'name'],
    ['an over-long surname', { surname: 's'.repeat(MemberLimits.surname + 1) }, 'surname'],
    [
      'an over-long description',
      { description: 'd'.repeat(MemberLimits.description + 1) },
      'description',
    ],
    [
      'an over-long phone number',
      { phoneNumber: '3'.repeat(MemberLimits.phoneNumber + 1) },
      'phoneNumber',
    ],
  ]
  for (const [name, extra, field] of badValues) {
    it(`with ${name} is a 400 naming ${field}`, async () => {
      const headers = await adminWriteHeaders(t)
      const res = await expectNothingStored(
        () => send('POST', fieldsOf('Errato', uniqueSurname(), extra), [foto()], headers),
        400,
      )
      expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual([field])
    })
  }

  it('shows the website rule in words', async () => {
    const res = await send(
      'POST',
      fieldsOf('Sito', uniqueSurname(), { website: 'pizzeria.it' }),
      [],
      await adminWriteHeaders(t),
    )
    expect(res.json().errors).toEqual([{ path: 'website', message: MemberMessages.website }])
  })

  it('a program renamed .jpg, or text as the photo, is a 415', async () => {
    const headers = await adminWriteHeaders(t)
    for (const photo of [
      foto(exe, 'image/jpeg', 'setup.jpg'),
      foto(Buffer.from('non è una foto\n'.repeat(40)), 'image/png', 'foto.png'),
    ]) {
      const res = await expectNothingStored(
        () => send('POST', fieldsOf('Tipo', uniqueSurname()), [photo], headers),
        415,
      )
      expect(res.json()).toEqual({ message: FileMessages.imageType })
    }
  })

  it('a photo over 10 MB is a 413', async () => {
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1)])
    await expectNothingStored(
      async () =>
        send('POST', fieldsOf('Grande', uniqueSurname()), [foto(big)], await adminWriteHeaders(t)),
      413,
    )
  })

  it('JSON instead of multipart is a 415, and a broken multipart body a 400', async () => {
    const headers = await adminWriteHeaders(t)
    await expectNothingStored(
      () =>
        t.app.inject({
          method: 'POST',
          url: MemberWritePaths.add,
          payload: fieldsOf('Json', uniqueSurname()),
          headers,
        }),
      415,
    )
    await expectNothingStored(
      () =>
        t.app.inject({
          method: 'POST',
          url: MemberWritePaths.add,
          payload: '--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nTagliato',
          headers: { ...headers, 'content-type': 'multipart/form-data; boundary=XyZ' },
        }),
      400,
    )
  })
})

describe('PUT /api/member', () => {
  it('by idMember renames, edits every field and replaces the photo', async () => {
    const old = await createMember('Pietro')
    const oldPhoto = (await memberRow(old.id))!.photo_id!
    const newSurname = uniqueSurname('Russo')
    const jpeg = await sharp({
      create: { width: 700, height: 500, channels: 3, background: '#11AA33' },
    })
      .jpeg()
      .toBuffer()
    const res = await send(
      'PUT',
      {
        ...fieldsOf(old.name, old.surname, {
          email: 'nuovo@example.com',
          phoneNumber: '333 1234567',
          website: 'http://nuovo.example.com',
          description: 'Maestro di pizza in teglia',
          language: 'Inglese',
          session: 'Lazio',
        }),
        idMember: String(old.id),
        newName: 'Piero',
        newSurname,
      },
      [foto(jpeg, 'image/jpeg', 'nuova.jpg')],
      await adminWriteHeaders(t),
    )
    expect(res.statusCode, res.body).toBe(200)
    const member = MemberWriteAnswerSchema.parse(res.json()).member
    expect(member).toMatchObject({
      id: old.id,
      name: 'Piero',
      surname: newSurname,
      email: 'nuovo@example.com',
      phoneNumber: '333 1234567',
      website: 'http://nuovo.example.com',
      description: 'Maestro di pizza in teglia',
      language: 'Inglese',
      session: 'Lazio',
    })
    expect(member.image).toMatchObject({ width: 640 })
    const row = (await memberRow(old.id))!
    expect(row.photo_id).not.toBe(oldPhoto)
    expect(await assetRow(oldPhoto)).toBeUndefined()
    expect(storedFiles().filter((f) => f.includes(oldPhoto))).toEqual([])
    expect((await get(old.fileUrl)).statusCode).toBe(404)
    const shown = MemberAnswerSchema.parse((await get(MemberPaths.member(old.id))).json())
    expect(shown.member).toEqual(member)
    const audit = await auditRows(t, 'member.update', old.id)
    expect(audit).toHaveLength(1)
    expect(JSON.parse(audit[0]!.detail!)).toEqual({
      from: `Pietro ${old.surname}`,
      to: `Piero ${newSurname}`,
    })
  })

  it('by name and surname in any case, keeping the photo and the stored spelling', async () => {
    const old = await createMember('Lucia')
    const res = await send(
      'PUT',
      fieldsOf('LUCIA', old.surname.toLowerCase(), { description: 'Solo testo' }),
      [],
      await adminWriteHeaders(t),
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().member).toMatchObject({
      id: old.id,
      name: 'Lucia',
      surname: old.surname,
      description: 'Solo testo',
      fileUrl: old.fileUrl,
    })
    expect((await get(old.fileUrl)).statusCode).toBe(200)
    const audit = await auditRows(t, 'member.update', old.id)
    expect(audit[0]!.detail).toBeNull()
  })

  it('with idMember, the name fields are the new name when newName is blank', async () => {
    const old = await createMember('Ciro')
    const surname = uniqueSurname('Nuovo')
    const res = await send(
      'PUT',
      { ...fieldsOf('Cirò', surname), idMember: String(old.id), newName: '', newSurname: '' },
      [],
      await adminWriteHeaders(t),
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().member).toMatchObject({ id: old.id, name: 'Cirò', surname })
  })

  it('of nobody is a 404, of a shared name a 409; a rename onto another is a 409', async () => {
    const headers = await adminWriteHeaders(t)
    const unknownId = await expectNothingStored(
      () => send('PUT', { ...fieldsOf('X', 'Y'), idMember: '987654' }, [foto()], headers),
      404,
    )
    expect(unknownId.json()).toEqual({ message: 'Not found' })
    await expectNothingStored(
      () => send('PUT', fieldsOf('Nessuno', uniqueSurname()), [foto()], headers),
      404,
    )

    const surname = uniqueSurname('Bianchi')
    const a = await insertMember('Luca', surname)
    const b = await insertMember('luca', surname.toUpperCase())
    const ambiguous = await expectNothingStored(
      () => send('PUT', fieldsOf('Luca', surname), [foto()], headers),
      409,
    )
    expect(ambiguous.json()).toEqual({ message: MemberMessages.ambiguous })
    // The edit form sends the id: it tells them apart.
    const byId = await send(
      'PUT',
      { ...fieldsOf('luca', surname.toUpperCase()), idMember: String(b), session: 'Puglia' },
      [],
      headers,
    )
    expect(byId.statusCode, byId.body).toBe(200)
    expect((await memberRow(b))!.session).toBe('Puglia')
    expect((await memberRow(a))!.session).toBe('Lazio')

    const other = await createMember('Sara')
    const mine = await createMember('Marta')
    const taken = await expectNothingStored(
      () =>
        send(
          'PUT',
          {
            ...fieldsOf(mine.name, mine.surname),
            newName: 'SARA',
            newSurname: other.surname.toLowerCase(),
          },
          [foto()],
          headers,
        ),
      409,
    )
    expect(taken.json()).toEqual({ message: MemberMessages.duplicate })
  })

  it('with a bad id, a missing field or a photo that is not an image, changes nothing', async () => {
    const headers = await adminWriteHeaders(t)
    const { id, name, surname } = await createMember()
    for (const idMember of ['abc', '-1', '1.5']) {
      const res = await expectNothingStored(
        () => send('PUT', { ...fieldsOf(name, surname), idMember }, [], headers),
        400,
      )
      expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(['idMember'])
    }
    const { email: _email, ...withoutEmail } = fieldsOf(name, surname)
    await expectNothingStored(() => send('PUT', withoutEmail, [], headers), 400)
    await expectNothingStored(
      () =>
        send(
          'PUT',
          { ...fieldsOf(name, surname), idMember: String(id) },
          [foto(exe, 'image/jpeg', 'setup.jpg')],
          headers,
        ),
      415,
    )
    await expectNothingStored(
      () =>
        send(
          'PUT',
          { ...fieldsOf(name, surname), newName: 'n'.repeat(MemberLimits.name + 1) },
          [],
          headers,
        ),
      400,
    )
  })
})

describe('DELETE /api/member/', () => {
  it('by name and surname in any case removes the trainer and the photo', async () => {
    const headers = await adminWriteHeaders(t)
    const member = await createMember('Teresa')
    const photo = (await memberRow(member.id))!.photo_id!
    const res = await remove(
      { name: 'teresa', surname: ` ${member.surname.toUpperCase()} ` },
      headers,
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ message: 'Success' })
    expect(await memberRow(member.id)).toBeUndefined()
    expect(await assetRow(photo)).toBeUndefined()
    expect(storedFiles().filter((f) => f.includes(photo))).toEqual([])
    expect((await get(MemberPaths.member(member.id))).statusCode).toBe(404)
    const list = MembersAnswerSchema.parse((await get(MemberPaths.members)).json())
    expect(list.members.map((m) => m.id)).not.toContain(member.id)
    const audit = await auditRows(t, 'member.delete', member.id)
    expect(audit).toHaveLength(1)
    const again = await expectNothingStored(
      () => remove({ name: member.name, surname: member.surname }, headers),
      404,
    )
    expect(again.json()).toEqual({ message: 'Not found' })
  })

  it('by id, also when two trainers share a name; by that name it is a 409', async () => {
    const headers = await adminWriteHeaders(t)
    const surname = uniqueSurname('Verdi')
    const a = await insertMember('Enzo', surname)
    const b = await insertMember('ENZO', surname)
    const ambiguous = await expectNothingStored(
      () => remove({ name: 'Enzo', surname }, headers),
      409,
    )
    expect(ambiguous.json()).toEqual({ message: MemberMessages.ambiguous })
    const res = await remove({ id: String(b) }, headers)
    expect(res.statusCode, res.body).toBe(200)
    expect(await memberRow(b)).toBeUndefined()
    expect(await memberRow(a)).toBeDefined()
    expect((await remove({ id: a }, headers)).statusCode).toBe(200)
    await expectNothingStored(() => remove({ id: a }, headers), 404)
  })

  const authored: Record<string, (authorId: number) => Promise<unknown>> = {
    course: (authorId) => {
      const title = `Corso ${uniqueSurname()}`
      return db
        .insertInto('course')
        .values({
          title,
          title_key: titleKey(title),
          intro: 'I',
          author_id: authorId,
          location: 'Napoli',
          description: 'D',
          price_cents: 10_000,
          date_mode: 'tbd',
          created_at: now(),
          updated_at: now(),
        })
        .execute()
    },
    'online course': (authorId) => {
      const title = `Videocorso ${uniqueSurname()}`
      return db
        .insertInto('online_course')
        .values({
          title,
          title_key: titleKey(title),
          intro: 'I',
          description: 'D',
          author_id: authorId,
          price_cents: 5_000,
          created_at: now(),
          updated_at: now(),
        })
        .execute()
    },
  }
  for (const [kind, insert] of Object.entries(authored)) {
    it(`is a 409 while the trainer organizes an ${kind}, and nothing is removed`, async () => {
      const member = await createMember('Autore')
      await insert(member.id)
      const res = await expectNothingStored(
        async () => remove({ id: member.id }, await adminWriteHeaders(t)),
        409,
      )
      expect(res.json()).toEqual({ message: MemberMessages.organizesCourses })
      expect((await get(member.fileUrl)).statusCode).toBe(200)
      expect(await auditRows(t, 'member.delete', member.id)).toHaveLength(0)
    })
  }

  const badBodies: [string, unknown][] = [
    ['without anything', {}],
    ['with a name but no surname', { name: 'Mario' }],
    ['with a blank surname', { name: 'Mario', surname: '  ' }],
    ['with a text id', { id: 'tutti' }],
    ['with a negative id', { id: -3 }],
    ['with an object id', { id: { in: [1, 2] } }],
    ['with an object name', { name: { $ne: '' }, surname: 'Rossi' }],
  ]
  for (const [name, payload] of badBodies) {
    it(`${name} is a 400`, async () => {
      await expectNothingStored(async () => remove(payload, await adminWriteHeaders(t)), 400)
    })
  }

  it('with malformed JSON is a 400', async () => {
    const headers = { ...(await adminWriteHeaders(t)), 'content-type': 'application/json' }
    await expectNothingStored(
      () =>
        t.app.inject({
          method: 'DELETE',
          url: MemberWritePaths.remove,
          payload: '{"id":',
          headers,
        }),
      400,
    )
  })
})
