import { describe, expect, it } from 'vitest'
import { titleKey } from '@aula/contract/common'
import {
  MemberMessages,
  MemberPaths,
  MembersAnswerSchema,
  MemberWritePaths,
} from '@aula/contract/members'
import { now } from '#src/lib/clock.ts'
import { adminWriteHeaders, auditRows } from '#test/admin.ts'
import { buildTestApp } from '#test/helper.ts'
import { memberAdminKit } from '#test/fixtures/members.admin.ts'

const t = await buildTestApp()
const {
  db,
  uniqueSurname,
  remove,
  get,
  createMember,
  insertMember,
  memberRow,
  assetRow,
  storedFiles,
  expectNothingStored,
} = await memberAdminKit(t)

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
