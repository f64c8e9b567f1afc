import { describe, expect, it } from 'vitest'
import { adminWriteHeaders, expectRefused, snapshot } from '#test/admin.ts'
import { buildTestApp } from '#test/helper.ts'
import { courseAdminKit } from '#test/fixtures/courses.admin.ts'

const t = await buildTestApp()
const {
  TABLES,
  callers,
  otherPng,
  cover,
  photo,
  video,
  uniqueTitle,
  fieldsOf,
  form,
  remove,
  createCourse,
  publicCourse,
  storedFiles,
} = await courseAdminKit(t)

describe('course admin writes: who may call them', () => {
  it("POST /api/course/ accepts only an admin's private token", async () => {
    const title = uniqueTitle()
    const before = await snapshot(t, [...TABLES])
    const files = storedFiles()
    for (const caller of callers) {
      const res = await form('POST', fieldsOf(title), [cover(), photo(), video()], caller.headers)
      expectRefused(res, caller.status)
    }
    expect(await snapshot(t, [...TABLES])).toEqual(before)
    expect(storedFiles()).toEqual(files)
    expect(await publicCourse(title)).toBeNull()
    const res = await form('POST', fieldsOf(title), [cover()], await adminWriteHeaders(t))
    expect(res.statusCode, res.body).toBe(200)
  })

  it("PUT /api/course/ accepts only an admin's private token", async () => {
    const { title } = await createCourse()
    const fields = fieldsOf(title, { newTitle: uniqueTitle('Nuovo'), existingImages: '' })
    const before = await snapshot(t, [...TABLES])
    const files = storedFiles()
    for (const caller of callers) {
      const res = await form('PUT', fields, [cover(otherPng), photo(), video()], caller.headers)
      expectRefused(res, caller.status)
    }
    expect(await snapshot(t, [...TABLES])).toEqual(before)
    expect(storedFiles()).toEqual(files)
    const res = await form('PUT', fields, [], await adminWriteHeaders(t))
    expect(res.statusCode, res.body).toBe(200)
  })

  it("DELETE /api/course/ accepts only an admin's private token", async () => {
    const { title } = await createCourse()
    const before = await snapshot(t, [...TABLES])
    const files = storedFiles()
    for (const caller of callers) {
      expectRefused(await remove({ title }, caller.headers), caller.status)
    }
    expect(await snapshot(t, [...TABLES])).toEqual(before)
    expect(storedFiles()).toEqual(files)
    expect(await publicCourse(title)).not.toBeNull()
    const res = await remove({ title }, await adminWriteHeaders(t))
    expect(res.statusCode, res.body).toBe(200)
  })
})
