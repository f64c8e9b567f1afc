import { titleKey } from '@aula/contract/common'
import type { DateMode } from '@aula/contract/courses'
import type { Db } from '#src/db/connect.ts'
import { now } from '#src/lib/clock.ts'
import { searchTextOf } from '#src/lib/list-page.ts'

export function courseQuery(db: Db) {
  return db
    .selectFrom('course')
    .leftJoin('topic', 'topic.id', 'course.category_id')
    .leftJoin('member', 'member.id', 'course.author_id')
    .leftJoin('asset as cover', 'cover.id', 'course.cover_id')
    .select([
      'course.id',
      'course.title',
      'course.intro',
      'course.title_en',
      'course.intro_en',
      'course.description_en',
      'course.category_id',
      'course.author_id',
      'course.location',
      'course.description',
      'course.price_cents',
      'course.facilitator_price_cents',
      'course.affiliate_price_cents',
      'course.date_mode',
      'course.start_date',
      'course.end_date',
      'course.duration',
      'course.created_at',
      'course.updated_at',
      'topic.title as category_title',
      'member.name as author_name',
      'member.surname as author_surname',
      'cover.id as cover_asset_id',
      'cover.storage_key as cover_key',
      'cover.variants as cover_variants',
      'cover.width as cover_width',
      'cover.height as cover_height',
    ])
}

export type CourseRow = Awaited<
  ReturnType<ReturnType<typeof courseQuery>['executeTakeFirstOrThrow']>
>

/** Newest first; the service then puts them in the order of their dates. */
export async function listCourses(db: Db): Promise<CourseRow[]> {
  return courseQuery(db).orderBy('course.created_at', 'desc').orderBy('course.id', 'desc').execute()
}

/**
 * `key` is titleKey(title): any case, spaces and hyphens alike. The Italian title first, then
 * the English one (docs/product.md#content-languages-and-urls).
 */
export async function findCourseByTitleKey(db: Db, key: string): Promise<CourseRow | undefined> {
  return (
    (await courseQuery(db).where('course.title_key', '=', key).executeTakeFirst()) ??
    (await courseQuery(db).where('course.title_en_key', '=', key).executeTakeFirst())
  )
}

/** The gallery photos and videos of some courses, each course's in the admin's order. */
export async function listCourseMedia(db: Db, courseIds: number[]) {
  if (!courseIds.length) return []
  return db
    .selectFrom('course_media')
    .innerJoin('asset', 'asset.id', 'course_media.asset_id')
    .select([
      'course_media.id',
      'course_media.course_id',
      'course_media.kind',
      'asset.id as asset_id',
      'asset.storage_key',
      'asset.variants',
      'asset.width',
      'asset.height',
    ])
    .where('course_media.course_id', 'in', courseIds)
    .orderBy('course_media.course_id')
    .orderBy('course_media.position')
    .orderBy('course_media.id')
    .execute()
}

export type CourseMediaRow = Awaited<ReturnType<typeof listCourseMedia>>[number]

/** When each course last changed, for the sitemap. */
export async function listCourseUpdates(db: Db) {
  return db
    .selectFrom('course')
    .select(['course.title', 'course.title_en', 'course.updated_at'])
    .orderBy('course.created_at', 'desc')
    .orderBy('course.id', 'desc')
    .execute()
}

export async function findCourseById(db: Db, id: number): Promise<CourseRow | undefined> {
  return courseQuery(db).where('course.id', '=', id).executeTakeFirst()
}

/**
 * The id of the course whose Italian or English title has this key, if any: titles are
 * unique across both languages (docs/decisions/035-content-in-two-languages.md).
 */
export async function courseIdByTitleKey(db: Db, key: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('course')
    .select('id')
    .where((eb) => eb.or([eb('title_key', '=', key), eb('title_en_key', '=', key)]))
    .executeTakeFirst()
  return row?.id
}

/** A course's stored values, as the admin form sets them. */
export interface CourseInput {
  title: string
  intro: string
  categoryId: number | null
  authorId: number | null
  location: string
  description: string
  priceCents: number
  facilitatorPriceCents: number | null
  affiliatePriceCents: number | null
  dateMode: DateMode
  startDate: string | null
  endDate: string | null
  duration: string | null
  /** The English texts: null or left out where the course has none (decision 035). */
  titleEn?: string | null
  introEn?: string | null
  /** Already sanitized. */
  descriptionEn?: string | null
}

function courseValues(input: CourseInput) {
  return {
    title: input.title,
    title_key: titleKey(input.title),
    // The search reads both titles and both intros.
    search_text: searchTextOf(input.title, input.intro, input.titleEn ?? '', input.introEn ?? ''),
    title_en: input.titleEn ?? null,
    title_en_key: input.titleEn ? titleKey(input.titleEn) : null,
    intro_en: input.introEn ?? null,
    description_en: input.descriptionEn ?? null,
    intro: input.intro,
    category_id: input.categoryId,
    author_id: input.authorId,
    location: input.location,
    description: input.description,
    price_cents: input.priceCents,
    facilitator_price_cents: input.facilitatorPriceCents,
    affiliate_price_cents: input.affiliatePriceCents,
    date_mode: input.dateMode,
    start_date: input.startDate,
    end_date: input.endDate,
    duration: input.duration,
  }
}

export async function insertCourse(
  db: Db,
  input: CourseInput & { coverId: string; createdAt?: string | undefined },
): Promise<number> {
  const stamp = input.createdAt ?? now()
  const row = await db
    .insertInto('course')
    .values({
      ...courseValues(input),
      cover_id: input.coverId,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Changes every field; the cover only when a new one is given. False when the row is gone. */
export async function updateCourse(
  db: Db,
  id: number,
  input: CourseInput & { coverId?: string },
): Promise<boolean> {
  const result = await db
    .updateTable('course')
    .set({
      ...courseValues(input),
      ...(input.coverId ? { cover_id: input.coverId } : {}),
      updated_at: now(),
    })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Adds gallery photos or videos to a course, numbered from `from` on, in the given order. */
export async function insertCourseMedia(
  db: Db,
  courseId: number,
  kind: 'image' | 'video',
  assetIds: string[],
  from = 0,
): Promise<void> {
  if (!assetIds.length) return
  await db
    .insertInto('course_media')
    .values(
      assetIds.map((assetId, i) => ({
        course_id: courseId,
        asset_id: assetId,
        kind,
        position: from + i,
      })),
    )
    .execute()
}

export async function setCourseMediaPosition(
  db: Db,
  courseId: number,
  mediaId: number,
  position: number,
): Promise<void> {
  await db
    .updateTable('course_media')
    .set({ position })
    .where('id', '=', mediaId)
    .where('course_id', '=', courseId)
    .execute()
}

export async function deleteCourseMediaRows(db: Db, courseId: number, mediaIds: number[]) {
  if (!mediaIds.length) return
  await db
    .deleteFrom('course_media')
    .where('course_id', '=', courseId)
    .where('id', 'in', mediaIds)
    .execute()
}

/** Deletes the course and its media rows (the files are the caller's). */
export async function deleteCourseRow(db: Db, id: number): Promise<boolean> {
  await db.deleteFrom('course_media').where('course_id', '=', id).execute()
  const result = await db.deleteFrom('course').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** Whether any course is filed under the topic or organized by the trainer. */
export async function anyCourseWhere(
  db: Db,
  ref: { categoryId: number } | { authorId: number },
): Promise<boolean> {
  const row = await db
    .selectFrom('course')
    .select('id')
    .where((eb) =>
      'categoryId' in ref
        ? eb('category_id', '=', ref.categoryId)
        : eb('author_id', '=', ref.authorId),
    )
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/** Sets a course's own dates (dated), leaving the rest of the row as it is. */
export async function setCourseDays(db: Db, id: number, days: { start: string; end: string }) {
  await db
    .updateTable('course')
    .set({ date_mode: 'date', start_date: days.start, end_date: days.end, updated_at: now() })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('date_mode', '!=', 'date'),
        eb('start_date', 'is', null),
        eb('start_date', '!=', days.start),
        eb('end_date', 'is', null),
        eb('end_date', '!=', days.end),
      ]),
    )
    .execute()
}
