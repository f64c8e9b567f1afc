import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import { ErrorMessages, SuccessSchema, titleKey } from '@aula/contract/common'
import { AdminFileLimits, FileMessages, FormMessages } from '@aula/contract/admin-forms'
import {
  CourseCreateSchema,
  CourseMessages,
  CourseUpdateSchema,
  CourseWriteAnswerSchema,
  CourseWritePaths,
  TitleBodySchema,
} from '@aula/contract/courses'
import type { Db } from '#src/db/connect.ts'
import { lockRow } from '#src/db/locks.ts'
import { parseFields, readAdminForm, type AdminForm } from '#src/lib/admin-form.ts'
import {
  deleteAsset,
  insertAsset,
  removeAssetFiles,
  type AssetDeps,
  type NewAsset,
} from '#src/lib/assets.ts'
import { recordAudit } from '#src/lib/audit.ts'
import { FieldsError, HttpError } from '#src/lib/http-error.ts'
import { encodeImage } from '#src/lib/images.ts'
import { titleLookupKey } from '#src/lib/params.ts'
import type { Storage } from '#src/lib/storage.ts'
import {
  courseHasBuyers,
  courseIdByTitleKey,
  deleteCourseMediaRows,
  deleteCourseRow,
  findCourseById,
  findCourseByTitleKey,
  insertCourse,
  insertCourseMedia,
  listCourseMedia,
  memberExists,
  setCourseMediaPosition,
  topicExists,
  updateCourse,
  type CourseInput,
  type CourseMediaRow,
} from './courses.repository.ts'
import { courseMediaUrls, toCourseDto, toCourseInput } from './courses.mapper.ts'
import { isForeignKeyViolation, isUniqueViolation } from '#src/db/constraint-errors.ts'
import { formWriteRefusals } from '#src/lib/refusals.ts'

const refusals = formWriteRefusals

/** The course form's files: one cover, the gallery photos, and public preview videos. */
const COURSE_FILES = {
  images: { coverImage: 1, photos: AdminFileLimits.photos },
  videos: { videos: { max: AdminFileLimits.videos, visibility: 'public' as const } },
}

/**
 * The files a write has put in storage before its transaction: the new videos (streamed
 * while the form arrived) and the re-encoded pictures. Removed again if the write fails.
 */
class PendingFiles {
  readonly images: NewAsset[] = []

  constructor(
    private readonly storage: Storage,
    private readonly form: AdminForm,
  ) {}

  get videos(): NewAsset[] {
    return this.form.videos.videos ?? []
  }

  /** Checks and re-encodes pictures one at a time (each may be 40 megapixels). */
  async encode(buffers: Buffer[]): Promise<NewAsset[]> {
    const rows: NewAsset[] = []
    for (const buffer of buffers) {
      const row = await encodeImage(this.storage, buffer)
      this.images.push(row)
      rows.push(row)
    }
    return rows
  }

  async discard(): Promise<void> {
    await this.form.discard()
    await Promise.all(
      this.images.map((row) =>
        removeAssetFiles(this.storage, { ...row, variants: row.variants ?? null }),
      ),
    )
  }
}

/** The trainer and topic a course points at must exist: a 400 on the field that does not. */
async function checkReferences(db: Db, input: CourseInput): Promise<void> {
  const errors: { path: string; message: string }[] = []
  if (input.authorId !== null && !(await memberExists(db, input.authorId))) {
    errors.push({ path: 'author', message: CourseMessages.unknownAuthor })
  }
  if (input.categoryId !== null && !(await topicExists(db, input.categoryId))) {
    errors.push({ path: 'category', message: CourseMessages.unknownCategory })
  }
  if (errors.length) throw new FieldsError(errors)
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

/**
 * What a failed transaction means to the admin: a title taken meanwhile is a 409, a trainer
 * or topic deleted meanwhile a 400 on its field; anything else stays as it is.
 */
async function explainFailure(db: Db, error: unknown, input: CourseInput): Promise<unknown> {
  if (isUniqueViolation(error)) return new HttpError(409, CourseMessages.duplicate)
  if (isForeignKeyViolation(error)) {
    try {
      await checkReferences(db, input)
    } catch (refused) {
      return refused
    }
  }
  return error
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

/** Removes assets no longer shown once the write has committed; a failure only leaves a file. */
async function removeAssets(deps: AssetDeps, ids: string[], log: FastifyBaseLogger) {
  for (const id of ids) {
    try {
      await deleteAsset(deps, id)
    } catch (err) {
      log.warn({ err, assetId: id }, 'could not remove a course file')
    }
  }
}

async function courseAnswer(db: Db, id: number) {
  const row = await findCourseById(db, id)
  if (!row) throw new HttpError(404, ErrorMessages.notFound)
  const media = await listCourseMedia(db, [id])
  return { message: 'Success' as const, course: toCourseDto(row, media) }
}

const assetIds = (rows: NewAsset[]) => rows.map((row) => row.id)

/** Whether a text field was sent at all (an empty value is still sent). */
const sent = (form: AdminForm, name: string) => Object.hasOwn(form.fields, name)

/** Admin writes on in-person courses: only an admin's private token. */
const courseAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const assets = { db: app.db, storage: app.storage }
  const readForm = (request: FastifyRequest) => readAdminForm(request, app.storage, COURSE_FILES)

  app.post(
    CourseWritePaths.course,
    {
      schema: { response: { 200: CourseWriteAnswerSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async (request) => {
      const actor = request.user!
      const form = await readForm(request)
      const pending = new PendingFiles(app.storage, form)
      let input: CourseInput | undefined
      let id: number
      try {
        const cover = form.images.coverImage?.[0]
        const coverMissing = { path: 'coverImage', message: CourseMessages.coverRequired }
        let fields
        try {
          fields = parseFields(CourseCreateSchema, form.fields)
        } catch (error) {
          // Every missing field is named at once, the cover with the text fields.
          if (error instanceof FieldsError && !cover) {
            throw new FieldsError([...error.errors, coverMissing])
          }
          throw error
        }
        if (!cover) throw new FieldsError([coverMissing])
        input = toCourseInput(fields, fields.title)
        checkTitle(input.title, 'title')
        checkDescription(input)
        if (await courseIdByTitleKey(app.db, titleKey(input.title))) {
          throw new HttpError(409, CourseMessages.duplicate)
        }
        await checkReferences(app.db, input)

        // Pictures are checked and written before the transaction: a refused file is a 415.
        const [coverRow] = await pending.encode([cover])
        const photos = await pending.encode(form.images.photos ?? [])
        const videos = pending.videos
        const row = { ...input, coverId: coverRow!.id }
        id = await app.db.transaction().execute(async (trx) => {
          for (const asset of [coverRow!, ...photos, ...videos]) await insertAsset(trx, asset)
          const newId = await insertCourse(trx, row)
          await insertCourseMedia(trx, newId, 'image', assetIds(photos))
          await insertCourseMedia(trx, newId, 'video', assetIds(videos))
          await recordAudit(trx, {
            actorUserId: actor.id,
            action: 'course.create',
            targetType: 'course',
            targetId: newId,
            detail: { title: row.title },
          })
          return newId
        })
      } catch (error) {
        await pending.discard()
        throw input ? await explainFailure(app.db, error, input) : error
      }
      return courseAnswer(app.db, id)
    },
  )

  app.put(
    CourseWritePaths.course,
    {
      schema: { response: { 200: CourseWriteAnswerSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async (request) => {
      const actor = request.user!
      const form = await readForm(request)
      const pending = new PendingFiles(app.storage, form)
      let input: CourseInput | undefined
      let removed: string[] = []
      let id: number
      try {
        const fields = parseFields(CourseUpdateSchema, form.fields)
        const key = titleLookupKey(fields.title)
        const current = key ? await findCourseByTitleKey(app.db, key) : undefined
        if (!current) throw new HttpError(404, ErrorMessages.notFound)
        id = current.id
        input = toCourseInput(fields, fields.newTitle || current.title)
        if (fields.newTitle) checkTitle(fields.newTitle, 'newTitle')
        checkDescription(input)
        const other = await courseIdByTitleKey(app.db, titleKey(input.title))
        if (other !== undefined && other !== id) throw new HttpError(409, CourseMessages.duplicate)
        await checkReferences(app.db, input)

        const media = await listCourseMedia(app.db, [id])
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
        if (photos.keep.length + newPhotoFiles.length > AdminFileLimits.photos) {
          throw new FieldsError([{ path: 'photos', message: FileMessages.tooManyFiles }])
        }
        if (videos.keep.length + pending.videos.length > AdminFileLimits.videos) {
          throw new FieldsError([{ path: 'videos', message: FileMessages.tooManyFiles }])
        }

        const cover = form.images.coverImage?.[0]
        const [coverRow] = cover ? await pending.encode([cover]) : []
        const newPhotos = await pending.encode(newPhotoFiles)
        const newVideos = pending.videos
        const row = { ...input, coverId: coverRow?.id }
        const renamed = row.title !== current.title
        const dropped = [...photos.drop, ...videos.drop]
        const droppedRows = dropped.map((item) => item.id)
        await app.db.transaction().execute(async (trx) => {
          if (!(await lockRow(trx, 'course', id))) throw new HttpError(404, ErrorMessages.notFound)
          for (const asset of [...(coverRow ? [coverRow] : []), ...newPhotos, ...newVideos]) {
            await insertAsset(trx, asset)
          }
          await updateCourse(trx, id, row)
          await deleteCourseMediaRows(trx, id, droppedRows)
          for (const list of [photos.keep, videos.keep]) {
            for (const [position, item] of list.entries()) {
              await setCourseMediaPosition(trx, id, item.id, position)
            }
          }
          await insertCourseMedia(trx, id, 'image', assetIds(newPhotos), photos.keep.length)
          await insertCourseMedia(trx, id, 'video', assetIds(newVideos), videos.keep.length)
          await recordAudit(trx, {
            actorUserId: actor.id,
            action: 'course.update',
            targetType: 'course',
            targetId: id,
            detail: renamed ? { from: current.title, to: row.title } : undefined,
          })
        })
        removed = dropped.map((item) => String(item.asset_id))
        if (coverRow && current.cover_asset_id) removed.push(current.cover_asset_id)
      } catch (error) {
        await pending.discard()
        throw input ? await explainFailure(app.db, error, input) : error
      }
      // The replaced cover and the media left out are no longer shown anywhere.
      await removeAssets(assets, removed, request.log)
      return courseAnswer(app.db, id)
    },
  )

  app.delete(
    CourseWritePaths.course,
    {
      schema: { body: TitleBodySchema, response: { 200: SuccessSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async (request) => {
      const actor = request.user!
      const key = titleLookupKey(request.body.title)
      const current = key ? await findCourseByTitleKey(app.db, key) : undefined
      if (!current) throw new HttpError(404, ErrorMessages.notFound)
      const id = current.id
      if (await courseHasBuyers(app.db, id)) throw new HttpError(409, CourseMessages.hasBuyers)
      const media = await listCourseMedia(app.db, [id])
      await app.db.transaction().execute(async (trx) => {
        if (!(await lockRow(trx, 'course', id))) throw new HttpError(404, ErrorMessages.notFound)
        // Checked again under the lock: a sale that just completed keeps the course.
        if (await courseHasBuyers(trx, id)) throw new HttpError(409, CourseMessages.hasBuyers)
        await deleteCourseRow(trx, id)
        await recordAudit(trx, {
          actorUserId: actor.id,
          action: 'course.delete',
          targetType: 'course',
          targetId: id,
          detail: { title: current.title },
        })
      })
      const files = media.map((item) => String(item.asset_id))
      if (current.cover_asset_id) files.push(current.cover_asset_id)
      await removeAssets(assets, files, request.log)
      return { message: 'Success' as const }
    },
  )
}

export default courseAdminRoutes
