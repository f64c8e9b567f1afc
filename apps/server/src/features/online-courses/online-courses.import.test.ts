import { describe, expect, it } from 'vitest'
import {
  OnlineCourseAnswerSchema,
  OnlineCoursePaths,
  OnlineCoursesAnswerSchema,
} from '@aula/contract/online-courses'
import { findAssetById } from '#src/lib/assets.ts'
import { storeVideo, videoUrl } from '#src/lib/videos.ts'
import { FileMessages } from '@aula/contract/admin-forms'
import { buildTestApp } from '#test/helper.ts'
import { adminWriteHeaders } from '#test/admin.ts'
import { importKit } from '#test/fixtures/imports.ts'
import { videoCourseAdminKit } from '#test/fixtures/online-courses.admin.ts'
import { importOnlineCourse, type OnlineCourseImport } from './online-courses.admin.service.ts'

/*
 * A video course brought from elsewhere (the demo school): stored values, its cover, preview
 * and lesson clips already stored, and the date it was first published; checked and recorded
 * as the admin's form is.
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
const kit = await videoCourseAdminKit(t)
const { send, createFields, cover, preview, uniqueTitle, publicGet, lessonRows, TABLES } = kit

const storedClip = (data: Buffer, visibility: 'public' | 'private') =>
  storeVideo(deps, data, { visibility })

async function courseOf(title: string): Promise<OnlineCourseImport> {
  const lessonVideo = await storedClip(kit.LESSON_A, 'private')
  const clip = await findAssetById(t.deps.db, lessonVideo)
  return {
    title,
    intro: 'Impara a casa',
    description: '<p>Il corso <strong>completo</strong></p>',
    authorId: kit.authorId,
    categoryId: kit.categoryId,
    priceCents: 9_990,
    facilitatorPriceCents: 3_000,
    affiliatePriceCents: 1_050,
    coverId: await storedPicture(),
    mainVideoId: await storedClip(kit.PREVIEW, 'public'),
    lessons: [
      { title: 'Il lievito', videoId: lessonVideo, durationSeconds: clip!.duration_seconds },
    ],
  }
}

describe('importOnlineCourse', () => {
  it('stores the course with its cover, preview and lessons, records the admin, and shows it to visitors', async () => {
    const values = await courseOf(uniqueTitle('Lievitati'))
    const second = await storedClip(kit.LESSON_B, 'private')
    const createdAt = '2024-02-03T10:00:00.000Z'
    const course = await importOnlineCourse(deps, actor, {
      ...values,
      description: '<p>Il corso <script>alert(1)</script><strong>completo</strong></p>',
      lessons: [...values.lessons, { title: 'La teglia', videoId: second, durationSeconds: 42 }],
      createdAt,
    })
    const coverView = await pictureView(values.coverId)
    const previewAsset = await findAssetById(t.deps.db, values.mainVideoId)
    expect(course).toMatchObject({
      title: values.title,
      author: 'Gino Sorbillo',
      authorId: kit.authorId,
      category: 'Impasti',
      categoryId: kit.categoryId,
      intro: 'Impara a casa',
      description: '<p>Il corso <strong>completo</strong></p>',
      price: 99.9,
      facilitatorPrice: 30,
      affiliatePrice: 10.5,
      immagineCopertina: coverView.url,
      mainVideo: videoUrl(previewAsset!),
      fileUrl: '',
      lessonCount: 2,
      date: '2024-02-03',
      images: { cover: coverView },
    })
    expect(await lessonRows(course.id)).toMatchObject([
      { position: 0, title: 'Il lievito', video_id: values.lessons[0]!.videoId },
      { position: 1, title: 'La teglia', video_id: second, duration_seconds: 42 },
    ])
    const audit = await auditOf('online_course.create', course.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actor_user_id: actor.id, target_type: 'online_course' })

    const res = await publicGet(values.title)
    expect(res.statusCode, res.body).toBe(200)
    const { purchased, curriculum, ...shown } = OnlineCourseAnswerSchema.parse(
      res.json(),
    ).onlinecourse
    expect(shown).toEqual(course)
    expect(purchased).toBe(false)
    expect(curriculum).toEqual([
      { index: 0, title: 'Il lievito', durationSeconds: values.lessons[0]!.durationSeconds },
      { index: 1, title: 'La teglia', durationSeconds: 42 },
    ])
    const list = await t.app.inject({ method: 'GET', url: OnlineCoursePaths.onlineCourses })
    expect(OnlineCoursesAnswerSchema.parse(list.json()).onlinecourses[values.title]).toEqual(course)
  })

  it('refuses a title already taken, in any case, with the form’s 409', async () => {
    const taken = await importOnlineCourse(deps, actor, await courseOf(uniqueTitle('Pala')))
    const again = taken.title.toUpperCase()
    const onForm = await send(
      'POST',
      createFields(again),
      [cover(), preview()],
      await adminWriteHeaders(t),
    )
    expect(onForm.statusCode, onForm.body).toBe(409)
    const values = await courseOf(again)
    await expectRefusedLikeForm(TABLES, () => importOnlineCourse(deps, actor, values), onForm)
  })

  it('refuses an unknown trainer and topic with the form’s 400 on both fields', async () => {
    const title = uniqueTitle('Fantasma')
    const onForm = await send(
      'POST',
      createFields(title, { author: '987654', category: '876543' }),
      [cover(), preview()],
      await adminWriteHeaders(t),
    )
    expect(onForm.statusCode, onForm.body).toBe(400)
    expect(onForm.json().errors).toHaveLength(2)
    const values = { ...(await courseOf(title)), authorId: 987_654, categoryId: 876_543 }
    await expectRefusedLikeForm(TABLES, () => importOnlineCourse(deps, actor, values), onForm)
  })

  it('refuses a cover, preview or lesson clip that is not stored with a 400 on its own field, writing nothing', async () => {
    const values = await courseOf(uniqueTitle('Senza file'))
    const cases: [Partial<OnlineCourseImport>, string, string][] = [
      [{ coverId: 'no-such' }, 'coverImage', FileMessages.pictureNotStored],
      [{ mainVideoId: 'no-such' }, 'video', FileMessages.videoNotStored],
      [
        {
          lessons: [
            ...values.lessons,
            { title: 'Il forno', videoId: 'no-such', durationSeconds: 60 },
          ],
        },
        'videos.1',
        FileMessages.videoNotStored,
      ],
    ]
    for (const [change, path, message] of cases) {
      const answer = await expectRefused(TABLES, () =>
        importOnlineCourse(deps, actor, { ...values, ...change }),
      )
      expect(answer, path).toEqual(fieldsRefusal({ path, message }))
    }
  })
})
