import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  MemberAnswerSchema,
  MemberLimits,
  MemberMessages,
  MemberPaths,
  MemberWriteAnswerSchema,
} from '@aula/contract/members'
import { adminWriteHeaders, auditRows } from '#test/admin.ts'
import { buildTestApp } from '#test/helper.ts'
import { memberAdminKit } from '#test/fixtures/members.admin.ts'

const t = await buildTestApp()
const {
  exe,
  foto,
  uniqueSurname,
  fieldsOf,
  send,
  get,
  createMember,
  insertMember,
  memberRow,
  assetRow,
  storedFiles,
  expectNothingStored,
} = await memberAdminKit(t)

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
