import { describe, expect, it } from 'vitest'
import { titleToSlug } from '@aula/contract/common'
import { ContentLanguageMessages } from '@aula/contract/content-language'
import {
  CourseAnswerSchema,
  CourseMessages,
  CoursePageAnswerSchema,
  CoursePaths,
  CoursesAnswerSchema,
} from '@aula/contract/courses'
import { adminWriteHeaders } from '#test/admin.ts'
import { buildTestApp } from '#test/helper.ts'
import { bilingualReadTests } from '#test/bilingual-reads.ts'
import { courseAdminKit } from '#test/fixtures/courses.admin.ts'

/* In-person courses in English (docs/product.md#content-languages-and-urls). */

const t = await buildTestApp()
const { uniqueTitle, fieldsOf, form, cover, createCourse, courseRow } = await courseAdminKit(t)

const english = (titleEn: string) => ({
  titleEn,
  introEn: 'Two days at the bench with the masters',
  descriptionEn: '<p>The <strong>whole</strong> programme</p><script>alert(1)</script>',
})

const create = (title: string, extra: Record<string, string> = {}) =>
  createCourse(title, [cover()], extra)

const get = (url: string) => t.app.inject({ method: 'GET', url })

const one = async (slug: string, query = '') => {
  const res = await get(`${CoursePaths.course(slug)}${query}`)
  return {
    res,
    course: res.statusCode === 200 ? CourseAnswerSchema.parse(res.json()).course[0]! : null,
  }
}

describe('in-person courses in English', () => {
  bilingualReadTests({
    t,
    name: 'a course',
    uniqueTitle,
    create: (title, extra) => create(title, extra),
    english,
    url: CoursePaths.course,
    itemOf: (json) => CourseAnswerSchema.parse(json).course[0]!,
  })

  it('serves the English texts with lang=en, the Italian ones without, and says which is which', async () => {
    const titleEn = uniqueTitle('Neapolitan pizza')
    const created = await create(uniqueTitle('Pizza napoletana'), english(titleEn))
    expect(created.titles).toEqual({ it: created.title, en: titleEn })

    const it_ = (await one(titleToSlug(created.title))).course!
    expect(it_.title).toBe(created.title)
    expect(it_.intro).toBe('Due giorni al banco con i maestri')
    expect(it_.languages).toEqual({ title: 'it', intro: 'it', description: 'it' })

    const en = (await one(titleToSlug(created.title), '?lang=en')).course!
    expect(en.title).toBe(titleEn)
    expect(en.intro).toBe('Two days at the bench with the masters')
    // The English description is cleaned as the Italian one is.
    expect(en.description).toBe('<p>The <strong>whole</strong> programme</p>')
    expect(en.languages).toEqual({ title: 'en', intro: 'en', description: 'en' })
  })

  it('falls back to Italian, text by text, where the English is missing', async () => {
    const titleEn = uniqueTitle('Only a title')
    await create(uniqueTitle('Solo titolo'), { titleEn })
    const en = (await one(titleToSlug(titleEn), '?lang=en')).course!
    expect(en.title).toBe(titleEn)
    expect(en.intro).toBe('Due giorni al banco con i maestri')
    expect(en.description).toBe('<p>Programma completo</p>')
    expect(en.languages).toEqual({ title: 'en', intro: 'it', description: 'it' })
  })

  it('refuses an unknown language with a message', async () => {
    const created = await create(uniqueTitle())
    const { res } = await one(titleToSlug(created.title), '?lang=fr')
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].message).toBe(ContentLanguageMessages.lang)
  })

  it('lists in English, in pages too, and searches both languages', async () => {
    const titleEn = uniqueTitle('Wood fired oven')
    const created = await create(uniqueTitle('Forno a legna'), english(titleEn))
    const list = CoursesAnswerSchema.parse((await get(`${CoursePaths.courses}?lang=en`)).json())
    expect(list.courses[titleEn]?.id).toBe(created.id)
    const page = CoursePageAnswerSchema.parse(
      (
        await get(`${CoursePaths.courses}?q=${encodeURIComponent(titleEn)}&fields=lean&lang=en`)
      ).json(),
    )
    expect(Object.values(page.courses).map((c) => [c.id, c.title])).toEqual([[created.id, titleEn]])
  })

  it('lets the admin clear the English texts, and lists the courses still to translate', async () => {
    const titleEn = uniqueTitle('To be cleared')
    const created = await create(uniqueTitle('Da svuotare'), english(titleEn))
    const missing = async () =>
      Object.values(
        CoursePageAnswerSchema.parse(
          (await get(`${CoursePaths.courses}?missing=en&limit=48`)).json(),
        ).courses,
      ).map((c) => c.id)
    expect(await missing()).not.toContain(created.id)

    const res = await form(
      'PUT',
      fieldsOf(created.title, { titleEn: '', introEn: '', descriptionEn: '' }),
      [],
      await adminWriteHeaders(t),
    )
    expect(res.statusCode, res.body).toBe(200)
    const row = (await courseRow(created.id))!
    expect([row.title_en, row.title_en_key, row.intro_en, row.description_en]).toEqual([
      null,
      null,
      null,
      null,
    ])
    expect((await one(titleToSlug(titleEn))).res.statusCode).toBe(404)
    expect(await missing()).toContain(created.id)
  })

  it('saves an English title on edit, and refuses one another course has, in either language', async () => {
    const taken = await create(uniqueTitle('Occupato'), { titleEn: uniqueTitle('Taken') })
    for (const titleEn of [taken.titles.en!, taken.title]) {
      const res = await form(
        'POST',
        fieldsOf(uniqueTitle('Nuovo'), { titleEn }),
        [cover()],
        await adminWriteHeaders(t),
      )
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe(CourseMessages.duplicateEn)
    }
    const other = await create(uniqueTitle('Altro'))
    const edit = async (titleEn: string) =>
      form('PUT', fieldsOf(other.title, { titleEn }), [], await adminWriteHeaders(t))
    const refused = await edit(taken.titles.en!)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(CourseMessages.duplicateEn)
    const fresh = uniqueTitle('Fresh')
    const saved = await edit(fresh)
    expect(saved.statusCode, saved.body).toBe(200)
    expect((await one(titleToSlug(fresh), '?lang=en')).course!.id).toBe(other.id)
  })
})
