import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { pino } from 'pino'
import { CourseAnswerSchema, CoursePaths } from '@aula/contract/courses'
import { FaqPaths, FaqsAnswerSchema, FaqWritePaths } from '@aula/contract/faqs'
import { buildApp } from '#src/app.ts'
import { openServices, closeServices } from '#src/services.ts'
import { insertFaq } from '#src/features/faqs/faqs.repository.ts'
import { contentChanged } from '#src/lib/public-cache.ts'
import { insertCourseRow } from '#test/courses.ts'
import { adminWriteHeaders } from '#test/admin.ts'
import { bearer, buildTestApp, loginAs } from '#test/helper.ts'
import { waitFor } from '#test/wait-for.ts'

const t = await buildTestApp()

const get = (url: string, headers: Record<string, string> = {}, app = t.app) =>
  app.inject({ method: 'GET', url, headers })

const questions = async (app = t.app) =>
  FaqsAnswerSchema.parse((await get(FaqPaths.faqs, {}, app)).json()).faqs.map((f) => f.question)

/** Edits a FAQ the way the admin panel does: an admin write with a private token. */
async function editFaq(id: number, question: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: FaqWritePaths.faq,
    headers: await adminWriteHeaders(t),
    payload: { idFaq: id, question, answer: 'Sì.' },
  })
  expect(res.statusCode, res.body).toBe(200)
}

describe('public reads answered from memory', () => {
  it('answer again with the same strong ETag, and 304 with no body when the browser has it', async () => {
    const first = await get(FaqPaths.faqs)
    expect(first.statusCode).toBe(200)
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[^"]+"$/)
    const again = await get(FaqPaths.faqs)
    expect(again.headers.etag).toBe(etag)
    expect(again.body).toBe(first.body)

    const revalidated = await get(FaqPaths.faqs, { 'if-none-match': etag })
    expect(revalidated.statusCode).toBe(304)
    expect(revalidated.body).toBe('')
    expect(revalidated.headers.etag).toBe(etag)
    const listed = await get(FaqPaths.faqs, { 'if-none-match': `"other", W/${etag}` })
    expect(listed.statusCode).toBe(304)
    const stale = await get(FaqPaths.faqs, { 'if-none-match': '"something-else"' })
    expect(stale.statusCode).toBe(200)
    expect(stale.json()).toEqual(first.json())
  })

  it('show an admin edit at the next read, with a new ETag', async () => {
    const id = await insertFaq(t.deps.db, { question: 'Prima versione?', answer: 'Sì.' })
    await contentChanged(t.deps.db)
    const before = await get(FaqPaths.faqs)
    expect(await questions()).toContain('Prima versione?')

    await editFaq(id, 'Seconda versione?')
    const after = await get(FaqPaths.faqs)
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect(await questions()).toContain('Seconda versione?')
    expect(await questions()).not.toContain('Prima versione?')
    // The old copy is no longer current: the browser gets the new one.
    const revalidated = await get(FaqPaths.faqs, { 'if-none-match': String(before.headers.etag) })
    expect(revalidated.statusCode).toBe(200)
  })

  it('keep answering what was read until the content version moves on', async () => {
    const id = await insertFaq(t.deps.db, { question: 'Scritta a mano?', answer: 'Sì.' })
    await contentChanged(t.deps.db)
    expect(await questions()).toContain('Scritta a mano?')
    // A change made straight in the database, where no admin write announces it.
    await t.deps.db
      .updateTable('faq')
      .set({ question: 'Corretta a mano?' })
      .where('id', '=', id)
      .execute()
    expect(await questions()).toContain('Scritta a mano?')
    await contentChanged(t.deps.db)
    expect(await questions()).toContain('Corretta a mano?')
  })

  it('send a long answer compressed once, with its own ETag', async () => {
    const description = `<p>${'Impasto, lievitazione e cottura. '.repeat(100)}</p>`
    await insertCourseRow(t, { title: 'Corso dalla scheda lunga', description })
    const plain = await get(CoursePaths.courses)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const zipped = await get(CoursePaths.courses, { 'accept-encoding': 'gzip' })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers.vary).toMatch(/accept-encoding/i)
    expect(zipped.headers.etag).not.toBe(plain.headers.etag)
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json())
    const revalidated = await get(CoursePaths.courses, {
      'accept-encoding': 'gzip',
      'if-none-match': String(zipped.headers.etag),
    })
    expect(revalidated.statusCode).toBe(304)
  })

  it('still tell a signed-in member that they bought the course', async () => {
    const title = 'Corso comprato dal socio'
    const courseId = await insertCourseRow(t, { title })
    const anonymous = await get(CoursePaths.course(title))
    expect(CourseAnswerSchema.parse(anonymous.json()).course[0]!.purchased).toBe(false)

    const buyer = await loginAs(t)
    await t.deps.db
      .insertInto('enrollment')
      .values({
        user_id: buyer.id,
        course_id: courseId,
        online_course_id: null,
        order_id: null,
        created_at: new Date().toISOString(),
      })
      .execute()
    const mine = await get(CoursePaths.course(title), bearer(buyer.token))
    expect(CourseAnswerSchema.parse(mine.json()).course[0]!.purchased).toBe(true)
    // The browser's session cookie counts as much as a bearer.
    const cookie = `${t.app.sessionCookie.name}=${buyer.token}`
    const browser = await get(CoursePaths.course(title), { cookie })
    expect(CourseAnswerSchema.parse(browser.json()).course[0]!.purchased).toBe(true)
    const again = await get(CoursePaths.course(title))
    expect(CourseAnswerSchema.parse(again.json()).course[0]!.purchased).toBe(false)
  })

  it('check the input of an address never answered before, even when its path is kept', async () => {
    const first = await get(`${CoursePaths.courses}?page=1`)
    expect(first.statusCode).toBe(200)
    expect((await get(`${CoursePaths.courses}?page=1`)).body).toBe(first.body)
    const bad = await get(`${CoursePaths.courses}?page=abc`)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/page/)
    expect((await get(`${CoursePaths.courses}?page=abc`)).statusCode).toBe(400)
  })

  it('of another process on the same database follow an admin edit within the bound', async () => {
    // A second server on the same database: it learns of the edit from the database only.
    const silent = pino({ level: 'silent' })
    const deps = await openServices(t.config, silent)
    const other = await buildApp(deps, { loggerInstance: silent })
    try {
      await other.ready()
      const id = await insertFaq(t.deps.db, { question: 'Vista da due server?', answer: 'Sì.' })
      await contentChanged(t.deps.db)
      await waitFor(async () => expect(await questions(other)).toContain('Vista da due server?'))

      await editFaq(id, 'Cambiata su un server?')
      expect(await questions()).toContain('Cambiata su un server?')
      // The documented bound is about a second (docs/architecture.md#public-cache).
      await waitFor(async () => expect(await questions(other)).toContain('Cambiata su un server?'))
    } finally {
      await other.close()
      await closeServices(deps)
    }
  })
})
