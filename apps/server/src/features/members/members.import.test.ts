import { describe, expect, it } from 'vitest'
import {
  MemberAnswerSchema,
  MemberPaths,
  MembersAnswerSchema,
  type Member,
} from '@aula/contract/members'
import { FileMessages } from '@aula/contract/admin-forms'
import { buildTestApp } from '#test/helper.ts'
import { adminWriteHeaders } from '#test/admin.ts'
import { importKit } from '#test/fixtures/imports.ts'
import { memberAdminKit } from '#test/fixtures/members.admin.ts'
import { importMember, type MemberImport } from './members.admin.service.ts'

/*
 * A trainer brought from elsewhere (the demo school): the form's fields and a photo already
 * stored, checked and recorded as the admin's form is.
 */

const t = await buildTestApp()
const {
  actor,
  deps,
  storedPicture,
  pictureView,
  expectRefusedLikeForm,
  expectRefused,
  fieldsRefusal,
  auditOf,
} = await importKit(t)
const { send, fieldsOf, uniqueSurname, TABLES } = await memberAdminKit(t)

const trainer = (surname: string, photoId: string | null = null): MemberImport => ({
  name: 'Gino',
  surname,
  email: 'gino@example.com',
  phoneNumber: '+39 081 555 0101',
  website: 'https://pizzeria.example.com',
  description: 'Pizzaiolo da vent’anni',
  language: 'Italiano',
  session: 'Campania',
  photoId,
})

const publicMember = async (id: number) => {
  const res = await t.app.inject({ method: 'GET', url: MemberPaths.member(id) })
  expect(res.statusCode, res.body).toBe(200)
  return MemberAnswerSchema.parse(res.json()).member
}

describe('importMember', () => {
  it('stores the trainer with their photo, records the admin, and shows them to visitors', async () => {
    const photoId = await storedPicture()
    const surname = uniqueSurname()
    const member = await importMember(deps, actor, {
      ...trainer(` ${surname} `, photoId),
      email: ' gino@example.com ',
    })
    const photo = await pictureView(photoId)
    const { photoId: _stored, ...fields } = trainer(surname)
    expect(member).toEqual({
      ...fields,
      idMember: member.id,
      id: member.id,
      fileUrl: photo.url,
      image: photo,
      languages: { description: 'it', session: 'it' },
      // Imported without English texts: the admin's list marks the trainer.
      translated: false,
    })
    const audit = await auditOf('member.create', member.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actor_user_id: actor.id, target_type: 'member' })

    expect(await publicMember(member.id)).toEqual(member)
    const list = await t.app.inject({ method: 'GET', url: MemberPaths.members })
    expect(MembersAnswerSchema.parse(list.json()).members).toContainEqual(member)
  })

  it('shows an imported trainer as the one the admin adds with the same fields', async () => {
    const surname = uniqueSurname('Form')
    const values = trainer(surname)
    const { photoId: _none, ...fields } = values
    const fromForm = await send(
      'POST',
      fieldsOf(values.name, surname, fields),
      [],
      await adminWriteHeaders(t),
    )
    expect(fromForm.statusCode, fromForm.body).toBe(200)
    const imported = await importMember(deps, actor, trainer(uniqueSurname('Import')))
    // Everything but what names the trainer is shown alike.
    const unnamed = ({ id, idMember, surname, ...shown }: Member) => {
      expect([id, idMember, surname]).not.toContain(undefined)
      return shown
    }
    expect(unnamed(await publicMember(imported.id))).toEqual(
      unnamed(await publicMember(fromForm.json().member.id)),
    )
  })

  it('refuses a name and surname already taken, in any case, with the form’s 409', async () => {
    const taken = await importMember(deps, actor, trainer(uniqueSurname('Taken')))
    const again = taken.surname.toUpperCase()
    const onForm = await send('POST', fieldsOf('GINO', again), [], await adminWriteHeaders(t))
    expect(onForm.statusCode, onForm.body).toBe(409)
    const photoId = await storedPicture()
    await expectRefusedLikeForm(
      TABLES,
      () => importMember(deps, actor, { ...trainer(again, photoId), name: 'GINO' }),
      onForm,
    )
  })

  it('refuses a web address the form refuses, with its 400 on that field', async () => {
    const surname = uniqueSurname('Web')
    const onForm = await send(
      'POST',
      fieldsOf('Gino', surname, { website: 'pizzeria.example.com' }),
      [],
      await adminWriteHeaders(t),
    )
    expect(onForm.statusCode, onForm.body).toBe(400)
    await expectRefusedLikeForm(
      TABLES,
      () => importMember(deps, actor, { ...trainer(surname), website: 'pizzeria.example.com' }),
      onForm,
    )
  })

  it('refuses a photo that is not stored with a 400 on the photo field, writing nothing', async () => {
    const answer = await expectRefused(TABLES, () =>
      importMember(deps, actor, trainer(uniqueSurname('Ghost'), 'no-such-photo')),
    )
    expect(answer).toEqual(fieldsRefusal({ path: 'foto', message: FileMessages.pictureNotStored }))
  })
})
