import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { MemberAnswerSchema, MemberPaths, MembersAnswerSchema } from '@aula/contract/members'
import { TRAINERS } from '#seed/content/catalog.ts'
import { storeImage } from '#src/lib/images.ts'
import { bearer, buildTestApp } from '#test/helper.ts'

const t = await buildTestApp()

// The demo trainers; all but the last have a photo stored the way an upload is.
const png = await sharp({
  create: { width: 400, height: 400, channels: 3, background: '#F2B134' },
})
  .png()
  .toBuffer()
for (const [i, trainer] of TRAINERS.entries()) {
  const last = i === TRAINERS.length - 1
  await t.deps.db
    .insertInto('member')
    .values({
      name: trainer.name,
      surname: trainer.surname,
      email: trainer.email,
      phone_number: trainer.phoneNumber,
      website: trainer.website,
      description: trainer.description,
      language: trainer.language,
      session: trainer.session,
      photo_id: last ? null : await storeImage(t.deps, png, { effort: 0 }),
      created_at: new Date(Date.now() - (100 - i) * 60_000).toISOString(),
    })
    .execute()
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

describe('GET /api/members/', () => {
  it('answers every trainer with its public fields, in the order they joined', async () => {
    const res = await get(MemberPaths.members)
    expect(res.statusCode).toBe(200)
    const { members } = MembersAnswerSchema.parse(res.json())
    expect(members.map((m) => m.email)).toEqual(TRAINERS.map((trainer) => trainer.email))
    const first = members[0]!
    const seed = TRAINERS[0]!
    expect(first).toMatchObject({
      idMember: first.id,
      name: seed.name,
      surname: seed.surname,
      phoneNumber: seed.phoneNumber,
      website: seed.website,
      description: seed.description,
      language: seed.language,
      session: seed.session,
    })
    expect(first.fileUrl).toBe(first.image!.url)
    expect(first.image).toMatchObject({ width: 320, height: 320 })
    expect(members.at(-1)).toMatchObject({ fileUrl: '', image: null })
  })
})

describe('GET /api/member/{id}', () => {
  it('answers one trainer as {member}, with any bearer', async () => {
    const { members } = MembersAnswerSchema.parse((await get(MemberPaths.members)).json())
    const last = members.at(-1)!
    for (const headers of [{}, bearer('garbage')]) {
      const res = await get(MemberPaths.member(last.id), headers)
      expect(res.statusCode).toBe(200)
      expect(MemberAnswerSchema.parse(res.json())).toEqual({ member: last })
    }
  })

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    const missing = await get(MemberPaths.member(123_456))
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ message: 'Not found' })
    for (const id of ['0', 'x', '-3', '3.0', '12345678901']) {
      expect((await get(`/api/member/${id}`)).statusCode, id).toBe(400)
    }
  })
})

describe('odd ids', () => {
  it('answers 400 with a message, never a 500', async () => {
    for (const id of [
      '%00',
      '%E0%A4%A',
      '%',
      '1%00',
      '%F0%9F%8D%95',
      '1 OR 1=1',
      '0x10',
      'Infinity',
      'NaN',
      '9'.repeat(400),
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/member/${id}` })
      expect(res.statusCode, id).toBe(400)
      expect(res.json()).toHaveProperty('message')
    }
  })
})
