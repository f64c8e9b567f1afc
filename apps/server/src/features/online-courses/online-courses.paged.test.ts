import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { ListMessages } from '@aula/contract/list-query'
import {
  OnlineCoursePageAnswerSchema,
  OnlineCoursePaths,
  OnlineCoursesAnswerSchema,
} from '@aula/contract/online-courses'
import { seedDemo } from '#seed/seed.ts'
import { buildTestApp } from '#test/helper.ts'
import { updateOnlineCourse } from './online-courses.repository.ts'

const t = await buildTestApp()
await seedDemo(t.deps)

const get = (query: string) =>
  t.app.inject({ method: 'GET', url: `${OnlineCoursePaths.onlineCourses}${query}` })
const page = async (query: string) => {
  const res = await get(query)
  expect(res.statusCode, res.body).toBe(200)
  return OnlineCoursePageAnswerSchema.parse(res.json())
}

describe('GET /api/onlinecourses/ in pages', () => {
  it('pages through every video course once, newest first, with lean cards', async () => {
    const whole = z
      .strictObject(OnlineCoursesAnswerSchema.shape)
      .parse((await get('')).json()).onlinecourses
    const seen: string[] = []
    for (let n = 1; ; n += 1) {
      const answer = await page(`?page=${n}&limit=1&fields=lean`)
      expect(answer.total).toBe(Object.keys(whole).length)
      seen.push(...Object.keys(answer.onlinecourses))
      for (const card of Object.values(answer.onlinecourses)) {
        expect(card).not.toHaveProperty('description')
        expect(card).not.toHaveProperty('mainVideo')
      }
      if (!answer.hasMore) break
    }
    expect(seen).toEqual(Object.keys(whole))
  })

  it('keeps the courses of their publication month, and combines it with the search', async () => {
    const whole = Object.values(
      OnlineCoursesAnswerSchema.parse((await get('')).json()).onlinecourses,
    )
    const first = whole[0]!
    const month = first.date.slice(0, 7)
    const inMonth = await page(`?month=${month}&limit=48`)
    expect(Object.keys(inMonth.onlinecourses).sort()).toEqual(
      whole
        .filter((c) => c.date.startsWith(month))
        .map((c) => c.title)
        .sort(),
    )
    const word = first.title.split(/\s+/).sort((a, b) => b.length - a.length)[0]!
    const both = await page(`?month=${month}&q=${encodeURIComponent(word)}`)
    expect(Object.keys(both.onlinecourses)).toContain(first.title)
    expect((await page(`?month=1999-01&q=${encodeURIComponent(word)}`)).total).toBe(0)
  })

  it('still finds a course by the words of its intro after an edit that keeps the intro', async () => {
    const row = await t.deps.db
      .selectFrom('online_course')
      .selectAll()
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const values = {
      title: row.title,
      description: row.description,
      authorId: row.author_id,
      categoryId: row.category_id,
      priceCents: row.price_cents,
      facilitatorPriceCents: row.facilitator_price_cents,
      affiliatePriceCents: row.affiliate_price_cents,
    }
    await updateOnlineCourse(t.deps.db, row.id, { ...values, intro: 'Impasti per la pizzerìa' })
    // The admin's edit form leaves the intro out when it is not changed.
    await updateOnlineCourse(t.deps.db, row.id, { ...values, title: `${row.title} bis` })
    await t.app.publicCache.bump()
    const found = await page('?q=PIZZERIA%20impasti')
    expect(Object.keys(found.onlinecourses)).toEqual([`${row.title} bis`])
  })

  it('refuses a month it cannot read with a 400 that says why', async () => {
    const res = await get('?month=undated')
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain(ListMessages.month)
  })
})
