import { describe, expect, it } from 'vitest'
import { titleKey, titleToSlug } from '@aula/contract/common'
import { CourseMessages, CourseWriteAnswerSchema } from '@aula/contract/courses'
import { adminWriteHeaders, auditRows } from '#test/admin.ts'
import { buildTestApp } from '#test/helper.ts'
import { courseAdminKit } from '#test/fixtures/courses.admin.ts'

const t = await buildTestApp()
const {
  clip,
  picture,
  cover,
  photo,
  video,
  uniqueTitle,
  fieldsOf,
  form,
  createCourse,
  publicCourse,
  courseRow,
  assetIdsOf,
  newMember,
  newTopic,
  expectNothingStored,
} = await courseAdminKit(t)

describe('POST /api/course/', () => {
  it('stores every field, the cover, photos and videos, and the course page shows them', async () => {
    const member = await newMember()
    const topic = await newTopic()
    const title = uniqueTitle('Pizza napoletana')
    const res = await form(
      'POST',
      fieldsOf(`  ${title} `, {
        author: String(member.id),
        category: String(topic.id),
        intro: ' Tre giorni di impasti ',
        location: 'Via dei Forni 12, Roma',
        description:
          '<p onclick="x()">Programma <strong>intenso</strong></p><script>alert(1)</script>',
        price: '249,90',
        facilitatorprice: '50',
        affiliateprice: '20.5',
        dateChoice: 'scegliData',
        courseStartDate: '2027-05-10',
        courseEndDate: '2027-05-12',
        duration: '3 giorni, 24 ore',
      }),
      [
        cover(),
        photo(await picture('#AA0000')),
        photo(await picture('#00AA00')),
        video(),
        video(clip, 'seconda.mp4'),
      ],
      await adminWriteHeaders(t),
    )
    expect(res.statusCode, res.body).toBe(200)
    const answer = CourseWriteAnswerSchema.parse(res.json())
    expect(answer.message).toBe('Success')
    const { course } = answer
    expect(course).toMatchObject({
      title,
      intro: 'Tre giorni di impasti',
      author: member.fullName,
      authorId: member.id,
      category: topic.title,
      categoryId: topic.id,
      location: 'Via dei Forni 12, Roma',
      description: '<p>Programma <strong>intenso</strong></p>',
      price: 249.9,
      facilitatorPrice: 50,
      affiliatePrice: 20.5,
      dateMode: 'date',
      date: '2027-05-10',
      dataInizio: '2027-05-10',
      dateFine: '2027-05-12',
      duration: '3 giorni, 24 ore',
    })
    expect(course.immagineCopertina).toMatch(/^\/media\/images\/.+\.webp$/)
    expect(course.images.gallery).toHaveLength(2)
    expect(course.immaginiRappresentative.split(',')).toEqual(
      course.images.gallery.map((image) => image.url),
    )
    const videos = course.fileUrl.split(',')
    expect(videos).toHaveLength(2)
    for (const url of videos) expect(url).toMatch(/^\/media\/videos\/.+\.mp4$/)

    // The visitor's page shows exactly what the admin was answered.
    expect(await publicCourse(title)).toEqual(course)
    for (const url of [course.immagineCopertina, ...course.immaginiRappresentative.split(',')]) {
      const served = await t.app.inject({ method: 'GET', url })
      expect(served.statusCode, url).toBe(200)
      expect(served.headers['content-type']).toMatch(/image\/webp/)
    }
    const served = await t.app.inject({ method: 'GET', url: videos[0]! })
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.equals(clip)).toBe(true)

    const row = await courseRow(course.id)
    expect(row).toMatchObject({
      title_key: titleKey(title),
      price_cents: 24_990,
      facilitator_price_cents: 5_000,
      affiliate_price_cents: 2_050,
      date_mode: 'date',
    })
    const { media } = await assetIdsOf(course.id)
    for (const kind of ['image', 'video']) {
      expect(media.filter((m) => m.kind === kind).map((m) => m.position)).toEqual([0, 1])
    }
    const audit = await auditRows(t, 'course.create', course.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ target_type: 'course' })
  })

  it('keeps dates only for scegliData: nessuna is none, daDefinirsi is tbd', async () => {
    const dates = { courseStartDate: '2027-01-10', courseEndDate: '2027-01-11' }
    const none = await createCourse(uniqueTitle(), [cover()], { dateChoice: 'nessuna', ...dates })
    expect(none).toMatchObject({ dateMode: 'none', date: null, dataInizio: null, dateFine: null })
    const tbd = await createCourse(uniqueTitle(), [cover()], {
      dateChoice: 'daDefinirsi',
      ...dates,
    })
    expect(tbd).toMatchObject({ dateMode: 'tbd', date: null, dataInizio: null, dateFine: null })
    const row = await courseRow(tbd.id)
    expect(row).toMatchObject({ date_mode: 'tbd', start_date: null, end_date: null })
    const oneDay = await createCourse(uniqueTitle(), [cover()], {
      dateChoice: 'scegliData',
      courseStartDate: '2027-02-01',
    })
    expect(oneDay).toMatchObject({ dateMode: 'date', dataInizio: '2027-02-01', dateFine: null })
    expect((await publicCourse(oneDay.title))!.dateFine).toBeNull()
  })

  it('leaves optional fields out: no trainer, no topic, no deposit, no gallery', async () => {
    const course = await createCourse()
    expect(course).toMatchObject({
      author: '',
      authorId: null,
      category: '',
      categoryId: null,
      facilitatorPrice: null,
      affiliatePrice: null,
      duration: '',
      immaginiRappresentative: '',
      fileUrl: '',
    })
    expect(course.images.gallery).toEqual([])
  })

  it('without a cover is a 400 on coverImage, listed with the other missing fields', async () => {
    const headers = await adminWriteHeaders(t)
    const alone = await expectNothingStored(
      () => form('POST', fieldsOf(uniqueTitle()), [photo(), video()], headers),
      400,
    )
    expect(alone.json().errors).toEqual([
      { path: 'coverImage', message: CourseMessages.coverRequired },
    ])
    const emptyInput = await expectNothingStored(
      () =>
        form(
          'POST',
          fieldsOf(uniqueTitle()),
          [cover(Buffer.alloc(0), '', 'application/octet-stream')],
          headers,
        ),
      400,
    )
    expect(emptyInput.json().errors).toEqual([
      { path: 'coverImage', message: CourseMessages.coverRequired },
    ])
    const { title: _title, ...withoutTitle } = fieldsOf('x')
    const both = await expectNothingStored(() => form('POST', withoutTitle, [], headers), 400)
    const paths = both.json().errors.map((e: { path: string }) => e.path)
    expect(paths).toEqual(expect.arrayContaining(['title', 'coverImage']))
  })

  it('a title already taken, in any case or with hyphens for spaces, is a 409', async () => {
    const { title } = await createCourse(uniqueTitle('Pizza in teglia'))
    const headers = await adminWriteHeaders(t)
    for (const taken of [title.toUpperCase(), titleToSlug(title), ` ${title.toLowerCase()} `]) {
      const res = await expectNothingStored(
        () => form('POST', fieldsOf(taken), [cover(), photo(), video()], headers),
        409,
      )
      expect(res.json()).toEqual({ message: CourseMessages.duplicate })
    }
  })

  it('an unknown trainer or topic is a 400 on that field', async () => {
    const headers = await adminWriteHeaders(t)
    const author = await expectNothingStored(
      () =>
        form('POST', fieldsOf(uniqueTitle(), { author: '999999' }), [cover(), video()], headers),
      400,
    )
    expect(author.json().errors).toEqual([
      { path: 'author', message: CourseMessages.unknownAuthor },
    ])
    const category = await expectNothingStored(
      () => form('POST', fieldsOf(uniqueTitle(), { category: '999999' }), [cover()], headers),
      400,
    )
    expect(category.json().errors).toEqual([
      { path: 'category', message: CourseMessages.unknownCategory },
    ])
  })
})
