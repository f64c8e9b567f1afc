import type { FastifyRequest } from 'fastify'
import { ErrorMessages, titleKey } from '@aula/contract/common'
import {
  OnlineCourseCreateSchema,
  OnlineCourseMessages,
  OnlineCourseUpdateSchema,
  type OnlineCourse,
} from '@aula/contract/online-courses'
import type { Db } from '#src/db/connect.ts'
import {
  checkStoredAssets,
  parseFormFields,
  runAdminWrite,
  type AdminWriteDeps,
  type Conflicts,
  type FieldIssue,
} from '#src/lib/admin-write.ts'
import type { FormFiles } from '#src/lib/admin-form.ts'
import { AdminFileLimits } from '@aula/contract/admin-forms'
import { FieldsError, HttpError } from '#src/lib/http-error.ts'
import { eurosToCents } from '#src/lib/money.ts'
import { titleLookupKey } from '#src/lib/params.ts'
import {
  deleteLessons,
  findOnlineCourseById,
  findOnlineCourseByTitleKey,
  insertLessons,
  insertOnlineCourse,
  listLessonsOfOnlineCourse,
  lockOnlineCourse,
  onlineCourseIdByTitleKey,
  orderLessons,
  renameLessons,
  updateOnlineCourse,
  type OnlineCourseValues,
} from './online-courses.repository.ts'
import { toOnlineCourseDto } from './online-courses.mapper.ts'
import {
  checkReferences,
  cleanDescription,
  existingTitles,
  importedFiles,
  isTitleTaken,
  englishTexts,
  lessonTitleIssues,
  newLessons,
  planLessons,
} from './admin.form.ts'

/*
 * The admin's writes on video courses, each one transaction with its audit row
 * (lib/admin-write.ts), and the lessons its edit form lists. A refused write leaves no row
 * and no file; the files a write replaced go once it has committed. Deleting one is in
 * online-courses.admin-remove.service.ts.
 */

type Actor = { id: number }

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

const notFound = () => new HttpError(404, ErrorMessages.notFound)
const duplicate = () => new HttpError(409, OnlineCourseMessages.duplicate)
const duplicateEn = () => new HttpError(409, OnlineCourseMessages.duplicateEn)

/**
 * Titles are unique across both languages, so an address names one video course
 * (docs/product.md#content-languages-and-urls): neither title may be another course's
 * Italian or English title.
 */
async function assertTitlesFree(
  db: Db,
  title: string,
  titleEn: string | null | undefined,
  self?: number,
): Promise<void> {
  const taken = async (text: string) => {
    const id = await onlineCourseIdByTitleKey(db, titleKey(text))
    return id !== undefined && id !== self
  }
  if (await taken(title)) throw duplicate()
  if (titleEn && (await taken(titleEn))) throw duplicateEn()
}
const centsOrNull = (euros: number | null) => (euros === null ? null : eurosToCents(euros))

/** persist runs inside the pipeline's transaction: the one place a row can be locked. */
type References = { author: number | null; category: number | null }

/**
 * A title taken meanwhile is the same 409 as before saving; a trainer or topic deleted
 * meanwhile the same 400 on its field. Any other refused key stays as it is.
 */
function conflicts<Input extends { refs: References }>(db: Db): Conflicts<Input> {
  return {
    unique: (error) => (isTitleTaken(error) ? duplicate() : undefined),
    foreignKey: async (_error, input) => {
      try {
        await checkReferences(db, input.refs.author, input.refs.category)
      } catch (refused) {
        return refused as Error
      }
      return undefined
    },
  }
}

async function readOnlineCourse(db: Db, id: number): Promise<OnlineCourse> {
  const row = await findOnlineCourseById(db, id)
  if (!row) throw notFound()
  return toOnlineCourseDto(row)
}

/**
 * A new video course from the admin's form: cover, preview video and lessons. Every mistake
 * of the form is named at once; a missing trainer or topic or a taken title is refused
 * before the cover is encoded.
 */
export function createOnlineCourse(
  deps: AdminWriteDeps,
  actor: Actor,
  request: FastifyRequest,
): Promise<OnlineCourse> {
  return runAdminWrite({
    deps,
    actor,
    form: { request, files: FORM_FILES },
    parse: async (form, stage) => {
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
      const input = parseFormFields(OnlineCourseCreateSchema, form.fields, [
        ...(form.fields.description?.trim() ? description.issues : []),
        ...fileIssues,
        ...lessonTitleIssues(form),
      ])
      await checkReferences(stage.db, input.author, input.category)
      const english = englishTexts(input)
      await assertTitlesFree(stage.db, input.title, english.titleEn)
      // A refused cover (415/413) is found here, before anything reaches the database.
      const coverAsset = await stage.image(cover!)
      return {
        fields: input,
        english,
        refs: { author: input.author, category: input.category },
        description: description.html,
        cover: coverAsset,
        video: video!,
        lessons: newLessons(form, 0),
      }
    },
    persist: async (trx, input) => {
      const { fields, lessons } = input
      const id = await insertOnlineCourse(trx, {
        title: fields.title,
        intro: fields.intro,
        description: input.description,
        ...input.english,
        authorId: fields.author,
        categoryId: fields.category,
        priceCents: eurosToCents(fields.price),
        facilitatorPriceCents: centsOrNull(fields.facilitatorprice),
        affiliatePriceCents: centsOrNull(fields.affiliateprice),
        coverId: input.cover.id,
        mainVideoId: input.video.id,
      })
      await insertLessons(trx, id, lessons)
      return {
        result: await readOnlineCourse(trx, id),
        audit: {
          action: 'online_course.create',
          targetType: 'online_course',
          targetId: id,
          detail: { title: fields.title, lessons: lessons.length },
        },
      }
    },
    conflicts: conflicts(deps.db),
  })
}

/**
 * A video course brought from elsewhere: stored values, its cover, preview and lesson clips
 * already stored (asset ids), the lessons in their order, and when it was first published
 * there (its date on the site; now when left out).
 */
export type OnlineCourseImport = OnlineCourseValues & {
  coverId: string
  mainVideoId: string
  createdAt?: string
  lessons: { title: string; videoId: string; durationSeconds: number | null }[]
}

/**
 * A new video course from stored values rather than the admin's form (content imported, the
 * demo school): the same reference and title checks, the description cleaned the same way,
 * and the audit row. A cover, preview or lesson clip that is not stored is a 400 on the
 * form's field for it (`coverImage`, `video`, `videos.<lesson index>`).
 */
export function importOnlineCourse(
  deps: AdminWriteDeps,
  actor: Actor,
  input: OnlineCourseImport,
): Promise<OnlineCourse> {
  return runAdminWrite({
    deps,
    actor,
    input,
    parse: async (course, stage) => {
      const description = cleanDescription(course.description)
      if (description.issues.length) throw new FieldsError(description.issues)
      await checkReferences(stage.db, course.authorId, course.categoryId)
      await assertTitlesFree(stage.db, course.title, course.titleEn)
      return {
        course: { ...course, description: description.html },
        refs: { author: course.authorId, category: course.categoryId },
      }
    },
    persist: async (trx, { course }) => {
      const { lessons, ...values } = course
      await checkStoredAssets(trx, importedFiles(course))
      const id = await insertOnlineCourse(trx, values)
      await insertLessons(
        trx,
        id,
        lessons.map((lesson, position) => ({ position, ...lesson })),
      )
      return {
        result: await readOnlineCourse(trx, id),
        audit: {
          action: 'online_course.create',
          targetType: 'online_course',
          targetId: id,
          detail: { title: course.title, lessons: lessons.length },
        },
      }
    },
    conflicts: conflicts(deps.db),
  })
}

/**
 * Edits the video course the form's `title` names: its fields, a new cover or preview when
 * sent, and its lessons (which stay, in which order, renamed, and the new ones after them).
 * The lesson plan is checked once before the slow image work and again under the row lock.
 */
export function editOnlineCourse(
  deps: AdminWriteDeps,
  actor: Actor,
  request: FastifyRequest,
): Promise<OnlineCourse> {
  return runAdminWrite({
    deps,
    actor,
    form: { request, files: FORM_FILES },
    parse: async (form, stage) => {
      const description = cleanDescription(form.fields.description ?? '')
      const renames = existingTitles(form)
      const input = parseFormFields(OnlineCourseUpdateSchema, form.fields, [
        ...(form.fields.description?.trim() ? description.issues : []),
        ...lessonTitleIssues(form),
        ...renames.issues,
      ])
      const key = titleLookupKey(input.title)
      const current = key ? await findOnlineCourseByTitleKey(stage.db, key) : undefined
      if (!current) throw notFound()
      const id = current.id
      const title = input.newTitle || input.title
      const english = englishTexts(input)
      await assertTitlesFree(stage.db, title, english.titleEn, id)
      await checkReferences(stage.db, input.author, input.category)
      // Without existingVideos the form leaves the lessons already there as they are.
      const listed = Object.hasOwn(form.fields, 'existingVideos') ? input.existingVideos : null
      const added = form.videos.videos?.length ?? 0
      planLessons(await listLessonsOfOnlineCourse(stage.db, id), listed, renames.titles, added)
      const coverFile = form.images.coverImage?.[0]
      return {
        id,
        title,
        fields: input,
        english,
        refs: { author: input.author, category: input.category },
        description: description.html,
        listed,
        titles: renames.titles,
        added,
        cover: coverFile ? await stage.image(coverFile) : undefined,
        video: form.videos.video?.[0],
        form,
      }
    },
    persist: async (trx, input) => {
      const { id, title, fields, cover, video } = input
      const locked = await lockOnlineCourse(trx, id)
      if (!locked) throw notFound()
      const lessons = await listLessonsOfOnlineCourse(trx, id)
      const plan = planLessons(lessons, input.listed, input.titles, input.added)
      await updateOnlineCourse(trx, id, {
        title,
        intro: fields.intro,
        description: input.description,
        ...input.english,
        authorId: fields.author,
        categoryId: fields.category,
        priceCents: eurosToCents(fields.price),
        facilitatorPriceCents: centsOrNull(fields.facilitatorPrice),
        affiliatePriceCents: centsOrNull(fields.affiliatePrice),
        coverId: cover?.id,
        mainVideoId: video?.id,
      })
      await deleteLessons(
        trx,
        plan.removed.map((lesson) => lesson.id),
      )
      await orderLessons(trx, plan.kept)
      await renameLessons(trx, plan.renamed)
      const lessonsAdded = newLessons(input.form, plan.kept.length)
      await insertLessons(trx, id, lessonsAdded)
      return {
        result: await readOnlineCourse(trx, id),
        audit: {
          action: 'online_course.update',
          targetType: 'online_course',
          targetId: id,
          detail: {
            ...(title === locked.title ? {} : { from: locked.title, to: title }),
            lessonsAdded: lessonsAdded.length,
            lessonsRemoved: plan.removed.length,
            ...(plan.renamed.length ? { lessonsRenamed: plan.renamed.length } : {}),
          },
        },
        // The replaced cover and preview and the dropped lessons' videos are no longer used
        // anywhere.
        dropAssets: [
          ...(cover ? [locked.cover_id] : []),
          ...(video ? [locked.main_video_id] : []),
          ...plan.removed.map((lesson) => lesson.video_id),
        ],
      }
    },
    conflicts: conflicts(deps.db),
  })
}
