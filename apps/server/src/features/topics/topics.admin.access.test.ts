import { describe, expect, it } from 'vitest'
import { buildTestApp } from '#test/helper.ts'
import { adminWriteHeaders, expectRefused, refusedCallers, snapshot } from '#test/admin.ts'
import { TABLES, topicAdmin, uniqueTitle } from '#test/fixtures/topics.admin.ts'

const t = await buildTestApp()
const callers = await refusedCallers(t)
const { foto, newTopic, form, remove, storedFiles } = await topicAdmin(t)

describe('topic admin writes: who may call them', () => {
  it("POST /api/topic/ accepts only an admin's private token", async () => {
    const title = uniqueTitle()
    const before = await snapshot(t, [...TABLES])
    const files = storedFiles()
    for (const caller of callers) {
      const res = await form('POST', { title, description: 'D' }, [foto()], caller.headers)
      expectRefused(res, caller.status)
    }
    expect(await snapshot(t, [...TABLES])).toEqual(before)
    expect(storedFiles()).toEqual(files)
    const res = await form(
      'POST',
      { title, description: 'D' },
      [foto()],
      await adminWriteHeaders(t),
    )
    expect(res.statusCode, res.body).toBe(200)
  })

  it("PUT /api/topic/ accepts only an admin's private token", async () => {
    const { title } = await newTopic()
    const fields = { title, newTitle: uniqueTitle('Nuovo'), description: 'Cambiata' }
    const before = await snapshot(t, [...TABLES])
    const files = storedFiles()
    for (const caller of callers) {
      expectRefused(await form('PUT', fields, [foto()], caller.headers), caller.status)
    }
    expect(await snapshot(t, [...TABLES])).toEqual(before)
    expect(storedFiles()).toEqual(files)
    const res = await form('PUT', fields, [foto()], await adminWriteHeaders(t))
    expect(res.statusCode, res.body).toBe(200)
  })

  it("DELETE /api/topic/ accepts only an admin's private token", async () => {
    const { id } = await newTopic()
    const before = await snapshot(t, [...TABLES])
    for (const caller of callers) {
      expectRefused(await remove({ id }, caller.headers), caller.status)
    }
    expect(await snapshot(t, [...TABLES])).toEqual(before)
    const res = await remove({ id }, await adminWriteHeaders(t))
    expect(res.statusCode, res.body).toBe(200)
  })
})
