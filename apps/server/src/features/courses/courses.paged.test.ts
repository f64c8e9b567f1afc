import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { CoursePageAnswerSchema, CoursePaths, CoursesAnswerSchema } from '@aula/contract/courses'
import { LIST_LIMIT_DEFAULT, ListMessages } from '@aula/contract/list-query'
import { seedDemo } from '#seed/seed.ts'
import { searchTextOf } from '#src/lib/list-page.ts'
import { toSchoolDate } from '#src/lib/row-values.ts'
import { insertCourseRow } from '#test/courses.ts'
import { buildTestApp } from '#test/helper.ts'

const t = await buildTestApp()
const { db } = t.deps
await seedDemo(t.deps)

const get = (query: string) =>
  t.app.inject({ method: 'GET', url: `${CoursePaths.courses}${query}` })
const page = async (query: string) => {
  const res = await get(query)
  expect(res.statusCode, res.body).toBe(200)
  return CoursePageAnswerSchema.parse(res.json())
}

const today = toSchoolDate(new Date())!
const day = (offset: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10)

// A few more courses than the demo's, dated around today, one with an accent in its title.
const topic = await db.selectFrom('topic').select(['id', 'title']).executeTakeFirstOrThrow()
for (let i = 0; i < 7; i += 1) {
  const id = await insertCourseRow(t, {
    title: i === 0 ? 'Caffè e cornetti' : `Corso a pagine ${i}`,
    intro: 'Per la prova delle pagine',
    dateMode: i % 3 === 0 ? 'tbd' : 'date',
    start: i % 3 === 0 ? null : day(i * 20 - 60),
    end: i % 3 === 0 ? null : day(i * 20 - 58),
  })
  const title = i === 0 ? 'Caffè e cornetti' : `Corso a pagine ${i}`
  await db
    .updateTable('course')
    .set({
      search_text: searchTextOf(title, 'Per la prova delle pagine'),
      category_id: i % 2 === 0 ? topic.id : null,
    })
    .where('id', '=', id)
    .execute()
}

describe('GET /api/courses/ in pages', () => {
  it('answers the whole list as before when no page is asked for', async () => {
    const res = await get('')
    const answer = z.strictObject(CoursesAnswerSchema.shape).parse(res.json())
    expect(Object.values(answer.courses)[0]).toHaveProperty('description')
  })

  it('pages through every course once, in the whole list order', async () => {
    const whole = Object.keys(CoursesAnswerSchema.parse((await get('')).json()).courses)
    const seen: string[] = []
    for (let n = 1; ; n += 1) {
      const answer = await page(`?page=${n}&limit=4`)
      expect(answer).toMatchObject({ page: n, pageSize: 4, total: whole.length })
      seen.push(...Object.keys(answer.courses))
      if (!answer.hasMore) break
    }
    expect(seen).toEqual(whole)
  })

  it('defaults to the first page of the default size', async () => {
    const answer = await page('?fields=lean')
    expect(answer.page).toBe(1)
    expect(answer.pageSize).toBe(LIST_LIMIT_DEFAULT)
  })

  it('gives lean cards without the description, gallery or videos', async () => {
    const answer = await page('?page=1&limit=48&fields=lean')
    for (const card of Object.values(answer.courses)) {
      expect(card).not.toHaveProperty('description')
      expect(card).not.toHaveProperty('fileUrl')
      expect(card.images).not.toHaveProperty('gallery')
      expect(card).toHaveProperty('price')
    }
    const full = await page('?page=1&limit=48')
    expect(Object.values(full.courses)[0]).toHaveProperty('description')
  })

  it('finds words in any case and without accents, and combines the filters', async () => {
    expect(Object.keys((await page('?q=CAFFE')).courses)).toEqual(['Caffè e cornetti'])
    expect((await page('?q=pagine%20corso')).total).toBe(6)
    const inTopic = await page(
      `?q=pagine&category=${encodeURIComponent(topic.title.toUpperCase())}`,
    )
    expect(Object.keys(inTopic.courses).sort()).toEqual(
      ['Caffè e cornetti', 'Corso a pagine 2', 'Corso a pagine 4', 'Corso a pagine 6'].sort(),
    )
    expect((await page('?category=Nessun%20argomento')).total).toBe(0)
    // A percent sign is a character to find, not a wildcard.
    const percent = await page('?q=%25&limit=48')
    expect(percent.total).toBeLessThan((await page('?limit=1')).total)
    for (const c of Object.values(percent.courses)) expect(`${c.title} ${c.intro}`).toContain('%')
  })

  it('keeps the courses of a month, the undated ones, or those within a range of days', async () => {
    const month = day(20).slice(0, 7)
    const inMonth = await page(`?q=pagine&month=${month}`)
    expect(Object.keys(inMonth.courses)).toContain('Corso a pagine 4')
    for (const course of Object.values(inMonth.courses)) expect(course.dateMode).toBe('date')
    const undated = await page('?q=pagine&month=undated&limit=48')
    expect(Object.keys(undated.courses).sort()).toEqual([
      'Caffè e cornetti',
      'Corso a pagine 3',
      'Corso a pagine 6',
    ])
    const range = await page(`?q=pagine&from=${day(19)}&to=${day(21)}`)
    expect(Object.keys(range.courses)).toEqual(['Corso a pagine 4'])
  })

  it.each([
    ['?page=0', ListMessages.page],
    ['?page=abc', ListMessages.page],
    ['?limit=49', ListMessages.limit],
    ['?fields=all', ListMessages.fields],
    ['?month=2026-13', ListMessages.courseMonth],
    ['?from=2026-02-30', ListMessages.day],
    ['?from=2026-03-02&to=2026-03-01', ListMessages.range],
    [`?q=${'x'.repeat(101)}`, ListMessages.search],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const res = await get(query)
    expect(res.statusCode).toBe(400)
    expect(JSON.stringify(res.json())).toContain(message)
  })
})
