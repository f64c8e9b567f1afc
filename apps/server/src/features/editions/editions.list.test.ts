import { describe, expect, it } from 'vitest'
import { EDITION_LIST_LIMIT, EditionListSchema } from '@aula/contract/editions'
import { EditionRoutes } from '@aula/contract/routes/editions'
import { checkoutApp } from '#test/fixtures/checkout.buyer.ts'
import { insertCourse } from '#test/fixtures/checkout.ts'
import { dayFromNow, editionsKit } from '#test/fixtures/editions.ts'

/*
 * The public list of editions to come (docs/product.md#editions) is capped: the soonest
 * `limit` (default 100, at most 200), saying whether more were left out; one course's list
 * stays whole.
 */

const { t } = await checkoutApp()
const { call, addEdition } = editionsKit(t)

async function list(query = '') {
  const res = await call('GET', `${EditionRoutes.list.path}${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return EditionListSchema.parse(res.json())
}

describe('the list of editions to come', () => {
  it('answers the soonest first, at most the default, and says more are planned', async () => {
    const course = await insertCourse(t, { price: 10_000 })
    const stamp = new Date().toISOString()
    const count = EDITION_LIST_LIMIT.default + 5
    await t.deps.db
      .insertInto('course_edition')
      .values(
        Array.from({ length: count }, (_, i) => ({
          course_id: course.id,
          start_date: dayFromNow(5 + i),
          end_date: dayFromNow(5 + i),
          hours: null,
          capacity: null,
          seats_left_seen: null,
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .execute()
    // One ended edition is never listed among those to come.
    await addEdition(course.id, { startDate: dayFromNow(-3), endDate: dayFromNow(-2) })

    const capped = await list()
    expect(capped.editions).toHaveLength(EDITION_LIST_LIMIT.default)
    expect(capped.hasMore).toBe(true)
    expect(capped.editions[0]!.startDate).toBe(dayFromNow(5))
    expect(capped.editions.at(-1)!.startDate).toBe(dayFromNow(4 + EDITION_LIST_LIMIT.default))

    const few = await list('?limit=3')
    expect(few.editions.map((e) => e.startDate)).toEqual([5, 6, 7].map(dayFromNow))
    expect(few.hasMore).toBe(true)

    const all = await list(`?limit=${EDITION_LIST_LIMIT.max}`)
    expect(all.editions).toHaveLength(count)
    expect(all.hasMore).toBe(false)

    // One course's page reads all of its editions, ended ones too, whatever their number.
    const ofCourse = await list(`?course=${course.id}`)
    expect(ofCourse.editions).toHaveLength(count + 1)
  })

  it('refuses a limit out of range with a message saying what is accepted', async () => {
    for (const bad of ['0', '201', 'abc', '-1', '2.5']) {
      const res = await call('GET', `${EditionRoutes.list.path}?limit=${bad}`)
      expect(res.statusCode, bad).toBe(400)
      expect(res.body).toContain(`limit must be a whole number from 1 to ${EDITION_LIST_LIMIT.max}`)
    }
  })

  it('names each course in the reader’s language, in Italian where it has no English title', async () => {
    const translated = await insertCourse(t, { price: 10_000 })
    const untranslated = await insertCourse(t, { price: 10_000 })
    await t.deps.db
      .updateTable('course')
      .set({ title_en: 'Wood-fired oven course', title_en_key: 'wood-fired oven course' })
      .where('id', '=', translated.id)
      .execute()
    await addEdition(translated.id)
    await addEdition(untranslated.id)
    const titleOf = (list: { editions: { courseId: number; courseTitle: string }[] }, id: number) =>
      list.editions.find((e) => e.courseId === id)?.courseTitle

    const english = await list(`?course=${translated.id}&lang=en`)
    expect(titleOf(english, translated.id)).toBe('Wood-fired oven course')
    const fallback = await list(`?course=${untranslated.id}&lang=en`)
    expect(titleOf(fallback, untranslated.id)).toBe(untranslated.title)
    const italian = await list(`?course=${translated.id}`)
    expect(titleOf(italian, translated.id)).toBe(translated.title)
    expect((await call('GET', `${EditionRoutes.list.path}?lang=fr`)).statusCode).toBe(400)
  })
})
