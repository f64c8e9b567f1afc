import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorMessages, ErrorSchema, SuccessSchema, titleKey } from '@aula/contract/common'
import { AdminFileLimits } from '@aula/contract/admin-forms'
import { TitleBodySchema } from '@aula/contract/courses'
import {
  AdminLessonsAnswerSchema,
  OnlineCourseCreateSchema,
  OnlineCourseMessages,
  OnlineCourseUpdateSchema,
  OnlineCourseWriteAnswerSchema,
  OnlineCourseWritePaths,
} from '@aula/contract/online-courses'
import { readAdminForm, type FormFiles } from '#src/lib/admin-form.ts'
import { insertAsset, removeAssetFiles } from '#src/lib/assets.ts'
import { recordAudit } from '#src/lib/audit.ts'
import { HttpError } from '#src/lib/http-error.ts'
import { encodeImage } from '#src/lib/images.ts'
import { eurosToCents } from '#src/lib/money.ts'
import { TitleParamsSchema, titleLookupKey } from '#src/lib/params.ts'
import {
  deleteAssetRows,
  deleteLessons,
  deleteOnlineCourseRow,
  findOnlineCourseById,
  findOnlineCourseByTitleKey,
  insertLessons,
  insertOnlineCourse,
  listLessonsOfOnlineCourse,
  lockOnlineCourse,
  onlineCourseHasBuyers,
  onlineCourseIdByTitleKey,
  orderLessons,
  renameLessons,
  updateOnlineCourse,
} from './online-courses.repository.ts'
import { toAdminLessonDto, toOnlineCourseDto } from './online-courses.mapper.ts'
import { isForeignKeyViolation } from '#src/db/constraint-errors.ts'
import { formWriteRefusals } from '#src/lib/refusals.ts'
import {
  checkReferences,
  cleanDescription,
  existingTitles,
  isTitleTaken,
  lessonTitleIssues,
  newLessons,
  parseForm,
  planLessons,
  withUploads,
  type FieldIssue,
} from './admin.form.ts'

const refusals = formWriteRefusals

/**
 * The files of the video-course form: the cover, the public preview video (anyone may
 * watch it) and the lessons (private: only buyers get them, through signed URLs).
 */
const FORM_FILES = {
  images: { coverImage: 1 },
  videos: {
    video: { max: 1, visibility: 'public' },
    videos: { max: AdminFileLimits.lessons, visibility: 'private' },
  },
} satisfies FormFiles

/** Admin writes on video courses: only an admin's private token. */
const onlineCourseAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = app.storage

  async function answer(id: number) {
    const row = await findOnlineCourseById(app.db, id)
    return { message: 'Success' as const, onlinecourse: toOnlineCourseDto(row!) }
  }

  /** A trainer or topic deleted while the form was saved: the same 400 as before saving. */
  async function explainReferenceFailure(
    error: unknown,
    authorId: number | null,
    categoryId: number | null,
  ): Promise<never> {
    if (isForeignKeyViolation(error)) await checkReferences(app.db, authorId, categoryId)
    if (isTitleTaken(error)) throw new HttpError(409, OnlineCourseMessages.duplicate)
    throw error
  }

  app.post(
    OnlineCourseWritePaths.onlineCourse,
    {
      schema: { response: { 200: OnlineCourseWriteAnswerSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async (request) => {
      const actor = request.user!
      const form = await readAdminForm(request, storage, FORM_FILES)
      const id = await withUploads(form, storage, async (encoded) => {
        const cover = form.images.coverImage?.[0]
        const video = form.videos.video?.[0]
        const fileIssues: FieldIssue[] = []
        if (!cover) {
          fileIssues.push({ path: 'coverImage', message: OnlineCourseMessages.coverRequired })
        }
        if (!video) {
          fileIssues.push({ path: 'video', message: OnlineCourseMessages.mainVideoRequired })
        }
        const description = cleanDescription(form.fields.description ?? '')
        const input = parseForm(OnlineCourseCreateSchema, form.fields, [
          ...(form.fields.description?.trim() ? description.issues : []),
          ...fileIssues,
          ...lessonTitleIssues(form),
        ])
        await checkReferences(app.db, input.author, input.category)
        if (await onlineCourseIdByTitleKey(app.db, titleKey(input.title))) {
          throw new HttpError(409, OnlineCourseMessages.duplicate)
        }
        // A refused cover (415/413) is found here, before anything reaches the database.
        const coverAsset = await encodeImage(storage, cover!)
        encoded.push(coverAsset)
        const lessons = newLessons(form, 0)
        try {
          return await app.db.transaction().execute(async (trx) => {
            for (const asset of [coverAsset, video!, ...(form.videos.videos ?? [])]) {
              await insertAsset(trx, asset)
            }
            const newId = await insertOnlineCourse(trx, {
              title: input.title,
              intro: input.intro,
              description: description.html,
              authorId: input.author,
              categoryId: input.category,
              priceCents: eurosToCents(input.price),
              facilitatorPriceCents:
                input.facilitatorprice === null ? null : eurosToCents(input.facilitatorprice),
              affiliatePriceCents:
                input.affiliateprice === null ? null : eurosToCents(input.affiliateprice),
              coverId: coverAsset.id,
              mainVideoId: video!.id,
            })
            await insertLessons(trx, newId, lessons)
            await recordAudit(trx, {
              actorUserId: actor.id,
              action: 'online_course.create',
              targetType: 'online_course',
              targetId: newId,
              detail: { title: input.title, lessons: lessons.length },
            })
            return newId
          })
        } catch (error) {
          return explainReferenceFailure(error, input.author, input.category)
        }
      })
      return answer(id)
    },
  )

  app.put(
    OnlineCourseWritePaths.onlineCourse,
    {
      schema: { response: { 200: OnlineCourseWriteAnswerSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async (request) => {
      const actor = request.user!
      const form = await readAdminForm(request, storage, FORM_FILES)
      const { id, oldFiles } = await withUploads(form, storage, async (encoded) => {
        const description = cleanDescription(form.fields.description ?? '')
        const renames = existingTitles(form)
        const input = parseForm(OnlineCourseUpdateSchema, form.fields, [
          ...(form.fields.description?.trim() ? description.issues : []),
          ...lessonTitleIssues(form),
          ...renames.issues,
        ])
        const key = titleLookupKey(input.title)
        const current = key ? await findOnlineCourseByTitleKey(app.db, key) : undefined
        if (!current) throw new HttpError(404, ErrorMessages.notFound)
        const id = current.id
        const title = input.newTitle || input.title
        const other = await onlineCourseIdByTitleKey(app.db, titleKey(title))
        if (other !== undefined && other !== id) {
          throw new HttpError(409, OnlineCourseMessages.duplicate)
        }
        await checkReferences(app.db, input.author, input.category)
        // Without existingVideos the form leaves the lessons already there as they are.
        const listed = Object.hasOwn(form.fields, 'existingVideos') ? input.existingVideos : null
        const added = form.videos.videos?.length ?? 0
        // Checked once before the slow image work, and again under the lock.
        planLessons(await listLessonsOfOnlineCourse(app.db, id), listed, renames.titles, added)

        const cover = form.images.coverImage?.[0]
        const coverAsset = cover ? await encodeImage(storage, cover) : undefined
        if (coverAsset) encoded.push(coverAsset)
        const video = form.videos.video?.[0]

        try {
          const oldFiles = await app.db.transaction().execute(async (trx) => {
            const locked = await lockOnlineCourse(trx, id)
            if (!locked) throw new HttpError(404, ErrorMessages.notFound)
            const lessons = await listLessonsOfOnlineCourse(trx, id)
            const { kept, removed, renamed } = planLessons(lessons, listed, renames.titles, added)

            const newAssets = [coverAsset, video, ...(form.videos.videos ?? [])]
            for (const asset of newAssets) if (asset) await insertAsset(trx, asset)
            await updateOnlineCourse(trx, id, {
              title,
              intro: input.intro,
              description: description.html,
              authorId: input.author,
              categoryId: input.category,
              priceCents: eurosToCents(input.price),
              facilitatorPriceCents:
                input.facilitatorPrice === null ? null : eurosToCents(input.facilitatorPrice),
              affiliatePriceCents:
                input.affiliatePrice === null ? null : eurosToCents(input.affiliatePrice),
              coverId: coverAsset?.id,
              mainVideoId: video?.id,
            })
            await deleteLessons(
              trx,
              removed.map((lesson) => lesson.id),
            )
            await orderLessons(trx, kept)
            await renameLessons(trx, renamed)
            const lessonsAdded = newLessons(form, kept.length)
            await insertLessons(trx, id, lessonsAdded)
            // The replaced cover and preview and the dropped lessons' videos are no longer
            // used anywhere: their rows go now, their files once this has committed.
            const replaced = [
              ...(coverAsset && locked.cover_id ? [locked.cover_id] : []),
              ...(video && locked.main_video_id ? [locked.main_video_id] : []),
              ...removed.map((lesson) => lesson.video_id),
            ]
            const oldFiles = await deleteAssetRows(trx, replaced)
            await recordAudit(trx, {
              actorUserId: actor.id,
              action: 'online_course.update',
              targetType: 'online_course',
              targetId: id,
              detail: {
                ...(title === locked.title ? {} : { from: locked.title, to: title }),
                lessonsAdded: lessonsAdded.length,
                lessonsRemoved: removed.length,
                ...(renamed.length ? { lessonsRenamed: renamed.length } : {}),
              },
            })
            return oldFiles
          })
          return { id, oldFiles }
        } catch (error) {
          return explainReferenceFailure(error, input.author, input.category)
        }
      })
      await Promise.all(oldFiles.map((asset) => removeAssetFiles(storage, asset)))
      return answer(id)
    },
  )

  app.delete(
    OnlineCourseWritePaths.onlineCourse,
    {
      schema: { body: TitleBodySchema, response: { 200: SuccessSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async (request) => {
      const actor = request.user!
      const key = titleLookupKey(request.body.title)
      const current = key ? await findOnlineCourseByTitleKey(app.db, key) : undefined
      if (!current) throw new HttpError(404, ErrorMessages.notFound)
      const id = current.id
      const files = await app.db.transaction().execute(async (trx) => {
        const locked = await lockOnlineCourse(trx, id)
        if (!locked) throw new HttpError(404, ErrorMessages.notFound)
        // Buyers keep their purchase and its receipt: such a course is never deleted.
        if (await onlineCourseHasBuyers(trx, id)) {
          throw new HttpError(409, OnlineCourseMessages.hasBuyers)
        }
        const lessons = await listLessonsOfOnlineCourse(trx, id)
        await deleteLessons(
          trx,
          lessons.map((lesson) => lesson.id),
        )
        await deleteOnlineCourseRow(trx, id)
        const files = await deleteAssetRows(trx, [
          ...(locked.cover_id ? [locked.cover_id] : []),
          ...(locked.main_video_id ? [locked.main_video_id] : []),
          ...lessons.map((lesson) => lesson.video_id),
        ])
        await recordAudit(trx, {
          actorUserId: actor.id,
          action: 'online_course.delete',
          targetType: 'online_course',
          targetId: id,
          detail: { title: locked.title, lessons: lessons.length },
        })
        return files
      })
      await Promise.all(files.map((asset) => removeAssetFiles(storage, asset)))
      return { message: 'Success' as const }
    },
  )

  app.get(
    '/api/admin/onlinecourse/:title/lessons',
    {
      schema: {
        params: TitleParamsSchema,
        response: {
          200: AdminLessonsAnswerSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const key = titleLookupKey(request.params.title)
      const current = key ? await findOnlineCourseByTitleKey(app.db, key) : undefined
      if (!current) throw new HttpError(404, ErrorMessages.notFound)
      const lessons = await listLessonsOfOnlineCourse(app.db, current.id)
      return { lessons: lessons.map(toAdminLessonDto) }
    },
  )
}

export default onlineCourseAdminRoutes
