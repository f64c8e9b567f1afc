import { describe, expect, it } from 'vitest'
import { adminWriteHeaders } from '#test/admin.ts'
import { courseAdminKit } from '#test/fixtures/courses.admin.ts'
import { videoCourseAdminKit } from '#test/fixtures/online-courses.admin.ts'
import { head, href, seoApp, SITE } from '#test/fixtures/seo.ts'

/*
 * Courses and video courses in both languages: their pages name both addresses and the
 * sitemap lists both (docs/product.md#content-languages-and-urls).
 */

const { t, get } = await seoApp()
const courses = await courseAdminKit(t)
const videos = await videoCourseAdminKit(t)

const course = await courses.createCourse('Pizza fritta napoletana', [courses.cover()], {
  titleEn: 'Neapolitan fried pizza',
  introEn: 'Two days at the fryer',
})
const video = await videos.send(
  'POST',
  videos.createFields('Teglia romana in video', {
    titleEn: 'Roman pan pizza on video',
    introEn: 'Learn the pan at home',
  }),
  [videos.cover(), videos.preview()],
  await adminWriteHeaders(t),
)
expect(video.statusCode, video.body).toBe(200)

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })

const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [
      m[1],
      m[2],
    ]),
  )

const kinds = [
  {
    kind: 'an in-person course',
    itPath: href('/course', course.title),
    enPath: href('/course', 'Neapolitan fried pizza'),
    titleIt: course.title,
    titleEn: 'Neapolitan fried pizza',
    introEn: 'Two days at the fryer',
  },
  {
    kind: 'a video course',
    itPath: href('/videocorso', 'Teglia romana in video'),
    enPath: href('/videocorso', 'Roman pan pizza on video'),
    titleIt: 'Teglia romana in video',
    titleEn: 'Roman pan pizza on video',
    introEn: 'Learn the pan at home',
  },
]

describe.each(kinds)('$kind in two languages', ({ itPath, enPath, titleIt, titleEn, introEn }) => {
  it('names its Italian and English addresses in the head of both pages', async () => {
    const expected = {
      it: SITE + itPath,
      en: `${SITE}${enPath}?lang=en`,
      'x-default': SITE + itPath,
    }
    const italian = await page(itPath)
    expect(italian.statusCode).toBe(200)
    expect(alternates(italian.body)).toEqual(expected)
    expect(head(italian.body).ogTitle).toBe(titleIt)
    expect(head(italian.body).canonical).toBe(SITE + itPath)

    const english = await page(`${enPath}?lang=en`)
    expect(english.statusCode).toBe(200)
    expect(english.body).toContain('<html lang="en"')
    expect(alternates(english.body)).toEqual(expected)
    expect(head(english.body).ogTitle).toBe(titleEn)
    expect(head(english.body).canonical).toBe(`${SITE}${enPath}?lang=en`)
    expect(head(english.body).description).toBe(introEn)
  })

  it('lists both addresses in the sitemap with their alternates', async () => {
    const res = await get('/sitemap.xml')
    const entries = [...res.body.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!)
    const links =
      `<xhtml:link rel="alternate" hreflang="it" href="${SITE}${itPath}"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${SITE}${enPath}?lang=en"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}${itPath}"/>`
    for (const loc of [SITE + itPath, `${SITE}${enPath}?lang=en`]) {
      const entry = entries.find((e) => e.includes(`<loc>${loc.replace(/&/g, '&amp;')}</loc>`))
      expect(entry, loc).toBeDefined()
      expect(entry).toContain(links)
    }
  })
})
