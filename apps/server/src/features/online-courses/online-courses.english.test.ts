import { describe, expect, it } from 'vitest'
import { titleToSlug } from '@aula/contract/common'
import { ContentLanguageMessages } from '@aula/contract/content-language'
import {
  OnlineCourseAnswerSchema,
  OnlineCourseMessages,
  OnlineCoursePageAnswerSchema,
  OnlineCoursePaths,
  OnlineCoursesAnswerSchema,
  OnlineCourseWriteAnswerSchema,
  type OnlineCourse,
} from '@aula/contract/online-courses'
import { adminWriteHeaders } from '#test/admin.ts'
import { buildTestApp } from '#test/helper.ts'
import { bilingualReadTests } from '#test/bilingual-reads.ts'
import { videoCourseAdminKit } from '#test/fixtures/online-courses.admin.ts'

/* Video courses in English (docs/product.md#content-languages-and-urls). */

const t = await buildTestApp()
const { cover, preview, uniqueTitle, createFields, send, courseRow } = await videoCourseAdminKit(t)

const english = (titleEn: string) => ({
  titleEn,
  introEn: 'Learn at home',
  descriptionEn: '<p>The <strong>whole</strong> course</p><script>alert(1)</script>',
})

async function createCourse(
  title = uniqueTitle('Videocorso'),
  extra: Record<string, string> = {},
): Promise<OnlineCourse> {
  const res = await send(
    'POST',
    createFields(title, extra),
    [cover(), preview()],
    await adminWriteHeaders(t),
  )
  expect(res.statusCode, res.body).toBe(200)
  return OnlineCourseWriteAnswerSchema.parse(res.json()).onlinecourse
}

const get = (url: string) => t.app.inject({ method: 'GET', url })

const one = async (slug: string, query = '') => {
  const res = await get(`${OnlineCoursePaths.onlineCourse(slug)}${query}`)
  return {
    res,
    course: res.statusCode === 200 ? OnlineCourseAnswerSchema.parse(res.json()).onlinecourse : null,
  }
}

describe('video courses in English', () => {
  bilingualReadTests({
    t,
    name: 'a video course',
    uniqueTitle,
    create: (title, extra) => createCourse(title, extra),
    english,
    url: OnlineCoursePaths.onlineCourse,
    itemOf: (json) => OnlineCourseAnswerSchema.parse(json).onlinecourse,
  })

  it('serves the English texts with lang=en, the Italian ones without, and says which is which', async () => {
    const titleEn = uniqueTitle('Neapolitan pizza')
    const created = await createCourse(uniqueTitle('Pizza napoletana'), english(titleEn))
    expect(created.titles).toEqual({ it: created.title, en: titleEn })

    const it_ = (await one(titleToSlug(created.title))).course!
    expect(it_.title).toBe(created.title)
    expect(it_.intro).toBe('Impara a casa')
    expect(it_.languages).toEqual({ title: 'it', intro: 'it', description: 'it' })
    expect(it_.titles).toEqual({ it: created.title, en: titleEn })

    const en = (await one(titleToSlug(created.title), '?lang=en')).course!
    expect(en.title).toBe(titleEn)
    expect(en.intro).toBe('Learn at home')
    // The English description is cleaned as the Italian one is.
    expect(en.description).toBe('<p>The <strong>whole</strong> course</p>')
    expect(en.languages).toEqual({ title: 'en', intro: 'en', description: 'en' })
    expect(en.purchased).toBe(false)
  })

  it('falls back to Italian, text by text, where the English is missing', async () => {
    const titleEn = uniqueTitle('Only a title')
    const created = await createCourse(uniqueTitle('Solo titolo'), { titleEn })
    const en = (await one(titleToSlug(titleEn), '?lang=en')).course!
    expect(en.title).toBe(titleEn)
    expect(en.intro).toBe('Impara a casa')
    expect(en.description).toBe(created.description)
    expect(en.languages).toEqual({ title: 'en', intro: 'it', description: 'it' })
  })

  it('refuses an unknown language with a message', async () => {
    const created = await createCourse()
    const { res } = await one(titleToSlug(created.title), '?lang=fr')
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].message).toBe(ContentLanguageMessages.lang)
  })

  it('lists in English, in pages too, and searches both languages', async () => {
    const titleEn = uniqueTitle('Wood fired oven')
    const created = await createCourse(uniqueTitle('Forno a legna'), english(titleEn))
    const list = OnlineCoursesAnswerSchema.parse(
      (await get(`${OnlineCoursePaths.onlineCourses}?lang=en`)).json(),
    )
    expect(list.onlinecourses[titleEn]?.id).toBe(created.id)
    expect(list.onlinecourses[titleEn]?.languages.title).toBe('en')
    const page = OnlineCoursePageAnswerSchema.parse(
      (
        await get(
          `${OnlineCoursePaths.onlineCourses}?q=${encodeURIComponent(titleEn)}&fields=lean&lang=en`,
        )
      ).json(),
    )
    expect(Object.values(page.onlinecourses).map((c) => [c.id, c.title])).toEqual([
      [created.id, titleEn],
    ])
  })

  it('lets the admin clear the English texts, and lists the video courses still to translate', async () => {
    const titleEn = uniqueTitle('To be cleared')
    const created = await createCourse(uniqueTitle('Da svuotare'), english(titleEn))
    const missing = async () =>
      Object.values(
        OnlineCoursePageAnswerSchema.parse(
          (await get(`${OnlineCoursePaths.onlineCourses}?missing=en&limit=48`)).json(),
        ).onlinecourses,
      ).map((c) => c.id)
    expect(await missing()).not.toContain(created.id)

    const res = await send(
      'PUT',
      {
        title: created.title,
        description: '<p>D</p>',
        price: '10',
        titleEn: '',
        introEn: '',
        descriptionEn: '',
      },
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

  it('saves an English title on edit, and refuses one another video course has, in either language', async () => {
    const taken = await createCourse(uniqueTitle('Occupato'), { titleEn: uniqueTitle('Taken') })
    for (const titleEn of [taken.titles.en!, taken.title]) {
      const res = await send(
        'POST',
        createFields(uniqueTitle('Nuovo'), { titleEn }),
        [cover(), preview()],
        await adminWriteHeaders(t),
      )
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe(OnlineCourseMessages.duplicateEn)
    }
    const other = await createCourse(uniqueTitle('Altro'))
    const refused = await send(
      'PUT',
      { title: other.title, description: '<p>D</p>', price: '10', titleEn: taken.titles.en! },
      [],
      await adminWriteHeaders(t),
    )
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(OnlineCourseMessages.duplicateEn)
    const fresh = uniqueTitle('Fresh')
    const saved = await send(
      'PUT',
      { title: other.title, description: '<p>D</p>', price: '10', titleEn: fresh },
      [],
      await adminWriteHeaders(t),
    )
    expect(saved.statusCode, saved.body).toBe(200)
    expect((await one(titleToSlug(fresh), '?lang=en')).course!.id).toBe(other.id)
  })
})
