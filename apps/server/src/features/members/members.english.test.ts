import { describe, expect, it } from 'vitest'
import { MemberAnswerSchema, MemberPaths, MembersAnswerSchema } from '@aula/contract/members'
import { adminWriteHeaders } from '#test/admin.ts'
import { buildTestApp } from '#test/helper.ts'
import { memberAdminKit } from '#test/fixtures/members.admin.ts'

/* Trainers in English (docs/product.md#content-languages-and-urls). */

const t = await buildTestApp()
const { send, fieldsOf, uniqueSurname, foto, get, memberRow } = await memberAdminKit(t)

describe('trainers in English', () => {
  it('serves the English description and territory with lang=en, Italian otherwise', async () => {
    const surname = uniqueSurname()
    const res = await send(
      'POST',
      fieldsOf('Gino', surname, { descriptionEn: 'Pizza maker for twenty years' }),
      [foto()],
      await adminWriteHeaders(t),
    )
    expect(res.statusCode, res.body).toBe(200)
    const id = res.json().member.id as number

    const en = MemberAnswerSchema.parse((await get(`${MemberPaths.member(id)}?lang=en`)).json())
    expect(en.member.description).toBe('Pizza maker for twenty years')
    // The territory was not translated: read in Italian.
    expect(en.member.session).toBe('Campania')
    expect(en.member.languages).toEqual({ description: 'en', session: 'it' })
    const it_ = MemberAnswerSchema.parse((await get(MemberPaths.member(id))).json())
    expect(it_.member.description).toBe('Pizzaiolo da vent’anni, insegna la napoletana')
    // The Italian read still tells the admin's list that the trainer is translated.
    expect(it_.member.translated).toBe(true)
    const list = MembersAnswerSchema.parse((await get(`${MemberPaths.members}?lang=en`)).json())
    expect(list.members.find((m) => m.id === id)?.description).toBe('Pizza maker for twenty years')

    // Cleared by the admin: Italian again, nothing stored.
    const cleared = await send(
      'PUT',
      { ...fieldsOf('Gino', surname), idMember: String(id), descriptionEn: '', sessionEn: '' },
      [],
      await adminWriteHeaders(t),
    )
    expect(cleared.statusCode, cleared.body).toBe(200)
    const row = (await memberRow(id))!
    expect([row.description_en, row.session_en]).toEqual([null, null])
    expect(
      MemberAnswerSchema.parse((await get(MemberPaths.member(id))).json()).member.translated,
    ).toBe(false)
  })
})
