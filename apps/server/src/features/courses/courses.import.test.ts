import { describe, expect, it } from 'vitest'
import { CourseMessages, CoursePaths, CoursesAnswerSchema } from '@aula/contract/courses'
import { FileMessages } from '@aula/contract/admin-forms'
import { buildTestApp } from '#test/helper.ts'
import { adminWriteHeaders } from '#test/admin.ts'
import { importKit } from '#test/fixtures/imports.ts'
import { courseAdminKit } from '#test/fixtures/courses.admin.ts'
import { importCourse, type CourseImport } from './courses.admin.service.ts'

/*
 * An in-person course brought from elsewhere (the demo school): stored values, its cover and
 * gallery already stored, and the date it was first published; checked and recorded as the
 * admin's form is.
 */

const t = await buildTestApp()
const {
  actor,
  deps,
  storedPicture,
  pictureView,
  expectRefusedLikeForm,
  expectRefused,
  fieldsRefusal,
  auditOf,
} = await importKit(t)
const { form, fieldsOf, cover, uniqueTitle, newMember, newTopic, publicCourse, courseRow, TABLES } =
  await courseAdminKit(t)

const courseOf = async (title: string): Promise<CourseImport> => ({
  title,
  intro: 'Due giorni al banco con i maestri',
  categoryId: null,
  authorId: null,
  location: 'Napoli',
  description: '<p>Programma completo</p>',
  priceCents: 25_000,
  facilitatorPriceCents: 5_000,
  affiliatePriceCents: 2_000,
  dateMode: 'date',
  startDate: '2031-03-10',
  endDate: '2031-03-11',
  duration: '2 giorni',
  coverId: await storedPicture(),
  photoIds: [],
})

describe('importCourse', () => {
  it('stores the course with its pictures and date, records the admin, and shows it to visitors', async () => {
    const topic = await newTopic()
    const trainer = await newMember()
    const photoIds = [await storedPicture(), await storedPicture()]
    const values = await courseOf(uniqueTitle('Napoletana'))
    const createdAt = '2024-02-03T10:00:00.000Z'
    const course = await importCourse(deps, actor, {
      ...values,
      description: '<p>Programma <script>alert(1)</script><strong>completo</strong></p>',
      categoryId: topic.id,
      authorId: trainer.id,
      photoIds,
      createdAt,
    })
    const coverView = await pictureView(values.coverId)
    const gallery = [await pictureView(photoIds[0]!), await pictureView(photoIds[1]!)]
    expect(course).toMatchObject({
      title: values.title,
      intro: values.intro,
      category: topic.title,
      categoryId: topic.id,
      author: trainer.fullName,
      authorId: trainer.id,
      location: 'Napoli',
      description: '<p>Programma <strong>completo</strong></p>',
      price: 250,
      facilitatorPrice: 50,
      affiliatePrice: 20,
      dateMode: 'date',
      date: '2031-03-10',
      dataInizio: '2031-03-10',
      dateFine: '2031-03-11',
      duration: '2 giorni',
      immagineCopertina: coverView.url,
      images: { cover: coverView, gallery },
    })
    expect((await courseRow(course.id))?.created_at).toBe(createdAt)
    const audit = await auditOf('course.create', course.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actor_user_id: actor.id, target_type: 'course' })

    expect(await publicCourse(values.title)).toEqual(course)
    const list = await t.app.inject({ method: 'GET', url: CoursePaths.courses })
    expect(CoursesAnswerSchema.parse(list.json()).courses[values.title]).toEqual(course)
  })

  it('refuses a title already taken, in any case, with the form’s 409', async () => {
    const taken = await importCourse(deps, actor, await courseOf(uniqueTitle('Teglia')))
    const again = taken.title.toUpperCase()
    const onForm = await form('POST', fieldsOf(again), [cover()], await adminWriteHeaders(t))
    expect(onForm.statusCode, onForm.body).toBe(409)
    const values = await courseOf(again)
    await expectRefusedLikeForm(TABLES, () => importCourse(deps, actor, values), onForm)
  })

  it('refuses an unknown trainer and topic with the form’s 400 on both fields', async () => {
    const title = uniqueTitle('Fantasma')
    const onForm = await form(
      'POST',
      fieldsOf(title, { author: '987654', category: '876543' }),
      [cover()],
      await adminWriteHeaders(t),
    )
    expect(onForm.statusCode, onForm.body).toBe(400)
    expect(onForm.json().errors).toHaveLength(2)
    const values = { ...(await courseOf(title)), authorId: 987_654, categoryId: 876_543 }
    await expectRefusedLikeForm(TABLES, () => importCourse(deps, actor, values), onForm)
  })

  it('refuses a description with nothing the page may show, as the form does', async () => {
    const title = uniqueTitle('Vuoto')
    const onForm = await form(
      'POST',
      fieldsOf(title, { description: '<script>alert(1)</script>' }),
      [cover()],
      await adminWriteHeaders(t),
    )
    expect(onForm.statusCode, onForm.body).toBe(400)
    const values = { ...(await courseOf(title)), description: '<script>alert(1)</script>' }
    await expectRefusedLikeForm(TABLES, () => importCourse(deps, actor, values), onForm)
  })

  it('refuses a cover or photo that is not stored with a 400 on its own field, writing nothing', async () => {
    const topic = await newTopic()
    const values = { ...(await courseOf(uniqueTitle('Senza foto'))), categoryId: topic.id }
    const noCover = await expectRefused(TABLES, () =>
      importCourse(deps, actor, { ...values, coverId: 'no-such-cover' }),
    )
    expect(noCover).toEqual(
      fieldsRefusal({ path: 'coverImage', message: FileMessages.pictureNotStored }),
    )
    const photoIds = [await storedPicture(), 'no-such-photo']
    const noPhoto = await expectRefused(TABLES, () =>
      importCourse(deps, actor, { ...values, photoIds }),
    )
    expect(noPhoto).toEqual(
      fieldsRefusal({ path: 'photos', message: FileMessages.pictureNotStored }),
    )
  })

  it('names the topic, not the picture, when the topic is the one missing', async () => {
    const values = { ...(await courseOf(uniqueTitle('Orfano'))), categoryId: 876_543 }
    const answer = await expectRefused(TABLES, () => importCourse(deps, actor, values))
    expect(answer).toEqual(
      fieldsRefusal({ path: 'category', message: CourseMessages.unknownCategory }),
    )
  })
})
