import { describe, expect, it } from 'vitest'
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
import { adminWriteHeaders, auditRows } from '#test/admin.ts'
import { buildTestApp } from '#test/helper.ts'
import { memberAdminKit } from '#test/fixtures/members.admin.ts'

const t = await buildTestApp()
const { png, exe, foto, uniqueSurname, fieldsOf, send, get, createMember, expectNothingStored } =
  await memberAdminKit(t)

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
