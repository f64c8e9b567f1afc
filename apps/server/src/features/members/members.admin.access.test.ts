import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { adminWriteHeaders, expectRefused, snapshot } from '#test/admin.ts'
import { buildTestApp } from '#test/helper.ts'
import { memberAdminKit } from '#test/fixtures/members.admin.ts'

const t = await buildTestApp()
const { callers, foto, uniqueSurname, fieldsOf, send, remove, createMember, storedFiles, TABLES } =
  await memberAdminKit(t)

describe('trainer admin writes: who may call them', () => {
  let target = { id: 0, name: '', surname: '' }
  const writes: {
    name: string
    run: (headers: Record<string, string>) => Promise<LightMyRequestResponse>
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
