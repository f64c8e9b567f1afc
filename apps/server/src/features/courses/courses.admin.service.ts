import type { FastifyRequest } from 'fastify'
import { ErrorMessages } from '@aula/contract/common'
import { AdminFileLimits, FileMessages, FormMessages } from '@aula/contract/admin-forms'
import {
  CourseCreateSchema,
  CourseMessages,
  CourseUpdateSchema,
  type Course,
} from '@aula/contract/courses'
import type { Db } from '#src/db/connect.ts'
import { lockRow } from '#src/db/locks.ts'
import type { AdminForm } from '#src/lib/admin-form.ts'
import {
  checkStoredAssets,
  parseFormFields,
  runAdminWrite,
  type AdminWriteDeps,
  type ConstraintAnswer,
  type FieldIssue,
} from '#src/lib/admin-write.ts'
import type { NewAsset } from '#src/lib/assets.ts'
import { FieldsError, HttpError } from '#src/lib/http-error.ts'
import { titleLookupKey } from '#src/lib/params.ts'
import { sanitizeRichText } from '#src/lib/sanitize.ts'
import { nextEditionDaysOf } from '#src/features/editions/edition-lookups.service.ts'
import { hasOrders } from '#src/features/checkout/item-orders.service.ts'
import { hasEnrollments } from '#src/features/enrollment/enrollment.service.ts'
import { memberExists } from '#src/features/members/member-lookups.service.ts'
import { topicExists } from '#src/features/topics/topic-lookups.service.ts'
import {
  deleteCourseMediaRows,
  deleteCourseRow,
  findCourseById,
  findCourseByTitleKey,
  insertCourse,
  insertCourseMedia,
  listCourseMedia,
  setCourseMediaPosition,
  updateCourse,
  type CourseInput,
  type CourseMediaRow,
} from './courses.repository.ts'
import { followEditionDays } from './course-dates.service.ts'
import { courseMediaUrls, toCourseDto, toCourseInput } from './courses.mapper.ts'
import { assertTitlesFree } from './course-titles.ts'

/*
 * The admin's writes on in-person courses, each one transaction with its audit row
 * (lib/admin-write.ts). The form carries one cover, the gallery photos and public preview
 * videos; a refused write leaves no row and no file.
 */

type Actor = { id: number }

/** The course form's files: one cover, the gallery photos, and public preview videos. */
const COURSE_FILES = {
  images: { coverImage: 1, photos: AdminFileLimits.photos },
  videos: { videos: { max: AdminFileLimits.videos, visibility: 'public' as const } },
}

const notFound = () => new HttpError(404, ErrorMessages.notFound)

/** persist runs inside the pipeline's transaction: the one place a row can be locked. */
/** The trainer and topic a course points at must exist: a 400 on the field that does not. */
async function checkReferences(db: Db, input: CourseInput): Promise<void> {
  const errors: FieldIssue[] = []
  if (input.authorId !== null && !(await memberExists(db, input.authorId))) {
    errors.push({ path: 'author', message: CourseMessages.unknownAuthor })
  }
  if (input.categoryId !== null && !(await topicExists(db, input.categoryId))) {
    errors.push({ path: 'category', message: CourseMessages.unknownCategory })
  }
  if (errors.length) throw new FieldsError(errors)
}

/**
 * A trainer or topic deleted while the form was saved: the same 400 on its field as before
 * saving. Anything else the foreign key refused stays as it is.
 */
function referenceRefusal(db: Db): ConstraintAnswer<{ course: CourseInput }> {
  return async (_error, input) => {
    try {
      await checkReferences(db, input.course)
    } catch (refused) {
      return refused as Error
    }
    return undefined
  }
}

function checkTitle(title: string, field: 'title' | 'newTitle'): void {
  if (titleLookupKey(title) === null) {
    throw new FieldsError([{ path: field, message: CourseMessages.titleCharacters }])
  }
}

/** Allowed tags only: a description made of nothing else (a lone script) counts as missing. */
function checkDescription(input: CourseInput): void {
  if (!input.description) {
    throw new FieldsError([{ path: 'description', message: FormMessages.required }])
  }
}

/** A URL as the course's answer shows it: an absolute one is reduced to its path. */
function mediaPath(value: string): string {
  if (!/^https?:\/\//i.test(value)) return value
  try {
    return new URL(value).pathname
  } catch {
    return value
  }
}

/**
 * Which current photos (or videos) stay, in the order the admin listed them; the rest go.
 * A field left out keeps them all; an empty one removes them all.
 */
function keptMedia(
  current: CourseMediaRow[],
  listed: string[] | null,
  field: string,
): { keep: CourseMediaRow[]; drop: CourseMediaRow[] } {
  if (listed === null) return { keep: current, drop: [] }
  const byUrl = new Map<string, CourseMediaRow>()
  for (const item of current) for (const url of courseMediaUrls(item)) byUrl.set(url, item)
  const keep: CourseMediaRow[] = []
  for (const value of listed) {
    const item = byUrl.get(mediaPath(value))
    if (!item) throw new FieldsError([{ path: field, message: CourseMessages.unknownMedia }])
    if (!keep.includes(item)) keep.push(item)
  }
  return { keep, drop: current.filter((item) => !keep.includes(item)) }
}

/** Whether a text field was sent at all (an empty value is still sent). */
const sent = (form: AdminForm, name: string) => Object.hasOwn(form.fields, name)

/** Checks and re-encodes pictures one at a time (each may be 40 megapixels). */
async function encodeAll(stage: { image(bytes: Buffer): Promise<NewAsset> }, files: Buffer[]) {
  const rows: NewAsset[] = []
  for (const file of files) rows.push(await stage.image(file))
  return rows
}

const assetIds = (rows: NewAsset[]) => rows.map((row) => row.id)

async function readCourse(db: Db, id: number): Promise<Course> {
  const row = await findCourseById(db, id)
  if (!row) throw notFound()
  return toCourseDto(row, await listCourseMedia(db, [id]))
}

/** Whether anyone bought the course or was enrolled on it, or an order names it. */
async function courseHasBuyers(db: Db, id: number): Promise<boolean> {
  return (
    (await hasEnrollments(db, { courseId: id, onlineCourseId: null })) ||
    (await hasOrders(db, { courseId: id, onlineCourseId: null }))
  )
}

/**
 * A new course from the admin's form. Every missing field is named at once, the cover with
 * the text fields; a taken title or a missing trainer or topic is refused before any picture
 * is encoded, one taken meanwhile by the unique key.
 */
export function createCourse(
  deps: AdminWriteDeps,
  actor: Actor,
  request: FastifyRequest,
): Promise<Course> {
  return runAdminWrite({
    deps,
    actor,
    form: { request, files: COURSE_FILES },
    parse: async (form, stage) => {
      const cover = form.images.coverImage?.[0]
      const fields = parseFormFields(
        CourseCreateSchema,
        form.fields,
        cover ? [] : [{ path: 'coverImage', message: CourseMessages.coverRequired }],
      )
      const course = toCourseInput(fields, fields.title)
      checkTitle(course.title, 'title')
      checkDescription(course)
      await assertTitlesFree(stage.db, course)
      await checkReferences(stage.db, course)
      // Pictures are checked and written before the transaction: a refused file is a 415.
      const [coverAsset] = await encodeAll(stage, [cover!])
      const photos = await encodeAll(stage, form.images.photos ?? [])
      return { course, cover: coverAsset!, photos, videos: form.videos.videos ?? [] }
    },
    persist: async (trx, input) => {
      const id = await insertCourse(trx, { ...input.course, coverId: input.cover.id })
      await insertCourseMedia(trx, id, 'image', assetIds(input.photos))
      await insertCourseMedia(trx, id, 'video', assetIds(input.videos))
      return {
        result: await readCourse(trx, id),
        audit: {
          action: 'course.create',
          targetType: 'course',
          targetId: id,
          detail: { title: input.course.title },
        },
      }
    },
    conflicts: { unique: CourseMessages.duplicate, foreignKey: referenceRefusal(deps.db) },
  })
}

/**
 * A course brought from elsewhere: stored values, its pictures already stored (asset ids),
 * and when it was first published there (now when left out).
 */
export type CourseImport = CourseInput & {
  coverId: string
  photoIds: string[]
  createdAt?: string
}

/**
 * A new course from stored values rather than the admin's form (content imported, the demo
 * school): the same title, description and reference checks, the description cleaned the
 * same way, and the audit row. A cover or photo that is not stored is a 400 on the form's
 * field for it (`coverImage`, `photos`).
 */
export function importCourse(
  deps: AdminWriteDeps,
  actor: Actor,
  input: CourseImport,
): Promise<Course> {
  return runAdminWrite({
    deps,
    actor,
    input,
    parse: async ({ coverId, photoIds, createdAt, ...fields }, stage) => {
      const course = { ...fields, description: sanitizeRichText(fields.description).trim() }
      checkTitle(course.title, 'title')
      checkDescription(course)
      await assertTitlesFree(stage.db, course)
      await checkReferences(stage.db, course)
      return { course, coverId, photoIds, createdAt }
    },
    persist: async (trx, input) => {
      const { coverId, createdAt } = input
      await checkStoredAssets(trx, [
        { path: 'coverImage', id: coverId, message: FileMessages.pictureNotStored },
        ...input.photoIds.map((id) => ({
          path: 'photos',
          id,
          message: FileMessages.pictureNotStored,
        })),
      ])
      const id = await insertCourse(trx, { ...input.course, coverId, createdAt })
      await insertCourseMedia(trx, id, 'image', input.photoIds)
      return {
        result: await readCourse(trx, id),
        audit: {
          action: 'course.create',
          targetType: 'course',
          targetId: id,
          detail: { title: input.course.title },
        },
      }
    },
    conflicts: { unique: CourseMessages.duplicate, foreignKey: referenceRefusal(deps.db) },
  })
}

/**
 * Edits the course the form's `title` names: every field, a new cover when one is sent (the
 * replaced one goes), and the gallery: the photos and videos listed stay in that order, new
 * ones follow them, the rest go once the change is saved.
 */
export function editCourse(
  deps: AdminWriteDeps,
  actor: Actor,
  request: FastifyRequest,
): Promise<Course> {
  return runAdminWrite({
    deps,
    actor,
    form: { request, files: COURSE_FILES },
    parse: async (form, stage) => {
      const fields = parseFormFields(CourseUpdateSchema, form.fields)
      const key = titleLookupKey(fields.title)
      const current = key ? await findCourseByTitleKey(stage.db, key) : undefined
      if (!current) throw notFound()
      const id = current.id
      const course = toCourseInput(fields, fields.newTitle || current.title)
      if (fields.newTitle) checkTitle(fields.newTitle, 'newTitle')
      checkDescription(course)
      await assertTitlesFree(stage.db, course, id)
      await checkReferences(stage.db, course)

      const media = await listCourseMedia(stage.db, [id])
      const photos = keptMedia(
        media.filter((item) => item.kind === 'image'),
        sent(form, 'existingImages') ? fields.existingImages : null,
        'existingImages',
      )
      const videos = keptMedia(
        media.filter((item) => item.kind === 'video'),
        sent(form, 'existingVideos') ? fields.existingVideos : null,
        'existingVideos',
      )
      const newPhotoFiles = form.images.photos ?? []
      const newVideos = form.videos.videos ?? []
      if (photos.keep.length + newPhotoFiles.length > AdminFileLimits.photos) {
        throw new FieldsError([{ path: 'photos', message: FileMessages.tooManyFiles }])
      }
      if (videos.keep.length + newVideos.length > AdminFileLimits.videos) {
        throw new FieldsError([{ path: 'videos', message: FileMessages.tooManyFiles }])
      }

      const coverFile = form.images.coverImage?.[0]
      const [cover] = coverFile ? await encodeAll(stage, [coverFile]) : []
      const newPhotos = await encodeAll(stage, newPhotoFiles)
      return { id, current, course, cover, photos, videos, newPhotos, newVideos }
    },
    persist: async (trx, input) => {
      const { id, current, course, cover, photos, videos } = input
      if (!(await lockRow(trx, 'course', id))) throw notFound()
      await updateCourse(trx, id, { ...course, coverId: cover?.id })
      // While the course has editions to come its dates are the soonest one's, whatever the
      // form's date fields said (docs/product.md#editions).
      const next = await nextEditionDaysOf(trx, id)
      if (next) await followEditionDays(trx, id, next)
      const dropped = [...photos.drop, ...videos.drop]
      await deleteCourseMediaRows(
        trx,
        id,
        dropped.map((item) => item.id),
      )
      for (const list of [photos.keep, videos.keep]) {
        for (const [position, item] of list.entries()) {
          await setCourseMediaPosition(trx, id, item.id, position)
        }
      }
      await insertCourseMedia(trx, id, 'image', assetIds(input.newPhotos), photos.keep.length)
      await insertCourseMedia(trx, id, 'video', assetIds(input.newVideos), videos.keep.length)
      const renamed = course.title !== current.title
      return {
        result: await readCourse(trx, id),
        audit: {
          action: 'course.update',
          targetType: 'course',
          targetId: id,
          detail: renamed ? { from: current.title, to: course.title } : undefined,
        },
        // The replaced cover and the media left out are no longer shown anywhere.
        dropAssets: [
          ...dropped.map((item) => item.asset_id),
          ...(cover ? [current.cover_asset_id] : []),
        ],
      }
    },
    conflicts: { unique: CourseMessages.duplicate, foreignKey: referenceRefusal(deps.db) },
  })
}

/**
 * Removes the course `title` names, its gallery and cover. A course someone bought or
 * ordered stays (409), checked again under the row lock: a sale that just completed keeps it.
 */
export function removeCourse(deps: AdminWriteDeps, actor: Actor, title: string): Promise<void> {
  return runAdminWrite({
    deps,
    actor,
    input: title,
    parse: async (name, stage) => {
      const key = titleLookupKey(name)
      const current = key ? await findCourseByTitleKey(stage.db, key) : undefined
      if (!current) throw notFound()
      if (await courseHasBuyers(stage.db, current.id)) {
        throw new HttpError(409, CourseMessages.hasBuyers)
      }
      return current.id
    },
    persist: async (trx, id) => {
      if (!(await lockRow(trx, 'course', id))) throw notFound()
      if (await courseHasBuyers(trx, id)) throw new HttpError(409, CourseMessages.hasBuyers)
      const current = await findCourseById(trx, id)
      if (!current) throw notFound()
      const media = await listCourseMedia(trx, [id])
      await deleteCourseRow(trx, id)
      return {
        result: undefined,
        audit: {
          action: 'course.delete',
          targetType: 'course',
          targetId: id,
          detail: { title: current.title },
        },
        dropAssets: [...media.map((item) => item.asset_id), current.cover_asset_id],
      }
    },
  })
}
