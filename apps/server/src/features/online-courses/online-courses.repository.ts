import { titleKey } from '@aula/contract/common'
import type { Transaction } from 'kysely'
import type { Db } from '#src/db/connect.ts'
import type { Database } from '#src/db/database.ts'
import { lockRow } from '#src/db/locks.ts'
import { now } from '#src/lib/clock.ts'
import { searchTextOf } from '#src/lib/list-page.ts'

export function onlineCourseQuery(db: Db) {
  return db
    .selectFrom('online_course')
    .leftJoin('topic', 'topic.id', 'online_course.category_id')
    .leftJoin('member', 'member.id', 'online_course.author_id')
    .leftJoin('asset as cover', 'cover.id', 'online_course.cover_id')
    .leftJoin('asset as video', 'video.id', 'online_course.main_video_id')
    .select((eb) => [
      'online_course.id',
      'online_course.title',
      'online_course.intro',
      'online_course.description',
      'online_course.title_en',
      'online_course.intro_en',
      'online_course.description_en',
      'online_course.category_id',
      'online_course.author_id',
      'online_course.price_cents',
      'online_course.facilitator_price_cents',
      'online_course.affiliate_price_cents',
      'online_course.created_at',
      'online_course.updated_at',
      'topic.title as category_title',
      'member.name as author_name',
      'member.surname as author_surname',
      'cover.id as cover_asset_id',
      'cover.storage_key as cover_key',
      'cover.variants as cover_variants',
      'cover.width as cover_width',
      'cover.height as cover_height',
      'video.storage_key as video_key',
      eb
        .selectFrom('lesson')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('lesson.online_course_id', '=', 'online_course.id')
        .as('lesson_count'),
    ])
}

export type OnlineCourseRow = Awaited<
  ReturnType<ReturnType<typeof onlineCourseQuery>['executeTakeFirstOrThrow']>
>

/** Newest first (docs/product.md#api-conventions). */
export async function listOnlineCourses(db: Db): Promise<OnlineCourseRow[]> {
  return onlineCourseQuery(db)
    .orderBy('online_course.created_at', 'desc')
    .orderBy('online_course.id', 'desc')
    .execute()
}

/**
 * `key` is titleKey(title): any case, spaces and hyphens alike. The Italian title first, then
 * the English one (docs/product.md#content-languages-and-urls).
 */
export async function findOnlineCourseByTitleKey(
  db: Db,
  key: string,
): Promise<OnlineCourseRow | undefined> {
  return (
    (await onlineCourseQuery(db).where('online_course.title_key', '=', key).executeTakeFirst()) ??
    (await onlineCourseQuery(db).where('online_course.title_en_key', '=', key).executeTakeFirst())
  )
}

/** When each video course last changed, for the sitemap. */
export async function listOnlineCourseUpdates(db: Db) {
  return db
    .selectFrom('online_course')
    .select(['online_course.title', 'online_course.title_en', 'online_course.updated_at'])
    .orderBy('online_course.created_at', 'desc')
    .orderBy('online_course.id', 'desc')
    .execute()
}

/* Admin writes: the course row, its lessons and the files they own. */

export async function findOnlineCourseById(
  db: Db,
  id: number,
): Promise<OnlineCourseRow | undefined> {
  return onlineCourseQuery(db).where('online_course.id', '=', id).executeTakeFirst()
}

/**
 * The id of the video course whose Italian or English title has this key, if any: titles are
 * unique across both languages (docs/decisions/035-content-in-two-languages.md).
 */
export async function onlineCourseIdByTitleKey(db: Db, key: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('online_course')
    .select('id')
    .where((eb) => eb.or([eb('title_key', '=', key), eb('title_en_key', '=', key)]))
    .executeTakeFirst()
  return row?.id
}

/**
 * The course row, held until the transaction ends (lockRow): two edits of one course take
 * turns, and no order can start on a course being deleted. Undefined when there is none.
 */
export async function lockOnlineCourse(trx: Transaction<Database>, id: number) {
  if (!(await lockRow(trx, 'online_course', id))) return undefined
  return trx
    .selectFrom('online_course')
    .select(['id', 'title', 'cover_id', 'main_video_id'])
    .where('id', '=', id)
    .executeTakeFirst()
}

export interface OnlineCourseValues {
  title: string
  intro: string
  description: string
  authorId: number | null
  categoryId: number | null
  priceCents: number
  facilitatorPriceCents: number | null
  affiliatePriceCents: number | null
  /** The English texts: null or left out where the course has none (decision 035). */
  titleEn?: string | null
  introEn?: string | null
  descriptionEn?: string | null
}

/** The English columns and the key that finds the English title. */
function englishColumns(values: OnlineCourseValues) {
  return {
    title_en: values.titleEn ?? null,
    title_en_key: values.titleEn ? titleKey(values.titleEn) : null,
    intro_en: values.introEn ?? null,
    description_en: values.descriptionEn ?? null,
  }
}

/** The search reads both titles and both intros. */
const searchText = (values: OnlineCourseValues, intro: string) =>
  searchTextOf(values.title, intro, values.titleEn ?? '', values.introEn ?? '')

export async function insertOnlineCourse(
  db: Db,
  values: OnlineCourseValues & {
    coverId: string
    mainVideoId: string
    createdAt?: string | undefined
  },
): Promise<number> {
  const at = values.createdAt ?? now()
  const row = await db
    .insertInto('online_course')
    .values({
      title: values.title,
      title_key: titleKey(values.title),
      search_text: searchText(values, values.intro),
      intro: values.intro,
      description: values.description,
      ...englishColumns(values),
      author_id: values.authorId,
      category_id: values.categoryId,
      price_cents: values.priceCents,
      facilitator_price_cents: values.facilitatorPriceCents,
      affiliate_price_cents: values.affiliatePriceCents,
      cover_id: values.coverId,
      main_video_id: values.mainVideoId,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Changes the course row; an undefined intro, cover or main video keeps the current one. */
export async function updateOnlineCourse(
  db: Db,
  id: number,
  values: Omit<OnlineCourseValues, 'intro'> & {
    intro?: string
    coverId?: string
    mainVideoId?: string
  },
): Promise<void> {
  // The search reads the title and the intro, the kept one when none is given.
  const intro =
    values.intro ??
    (await db.selectFrom('online_course').select('intro').where('id', '=', id).executeTakeFirst())
      ?.intro ??
    ''
  await db
    .updateTable('online_course')
    .set({
      title: values.title,
      title_key: titleKey(values.title),
      search_text: searchText({ ...values, intro }, intro),
      ...(values.intro === undefined ? {} : { intro: values.intro }),
      description: values.description,
      ...englishColumns({ ...values, intro }),
      author_id: values.authorId,
      category_id: values.categoryId,
      price_cents: values.priceCents,
      facilitator_price_cents: values.facilitatorPriceCents,
      affiliate_price_cents: values.affiliatePriceCents,
      ...(values.coverId === undefined ? {} : { cover_id: values.coverId }),
      ...(values.mainVideoId === undefined ? {} : { main_video_id: values.mainVideoId }),
      updated_at: now(),
    })
    .where('id', '=', id)
    .execute()
}

/** The lessons of a video course in the order they are watched. */
export async function listLessonsOfOnlineCourse(db: Db, onlineCourseId: number) {
  return db
    .selectFrom('lesson')
    .select(['id', 'position', 'title', 'video_id', 'duration_seconds'])
    .where('online_course_id', '=', onlineCourseId)
    .orderBy('position')
    .orderBy('id')
    .execute()
}

export type LessonRow = Awaited<ReturnType<typeof listLessonsOfOnlineCourse>>[number]

/**
 * The public curriculum of a video course: each lesson's title and length in watching order,
 * and nothing of its file but the length measured at upload.
 */
export async function listCurriculum(db: Db, onlineCourseId: number) {
  return db
    .selectFrom('lesson')
    .leftJoin('asset', 'asset.id', 'lesson.video_id')
    .select([
      'lesson.title',
      'lesson.duration_seconds',
      'asset.duration_seconds as asset_duration_seconds',
    ])
    .where('lesson.online_course_id', '=', onlineCourseId)
    .orderBy('lesson.position')
    .orderBy('lesson.id')
    .execute()
}

export type CurriculumRow = Awaited<ReturnType<typeof listCurriculum>>[number]

/** Gives lessons new titles (the admin's renames). */
export async function renameLessons(
  db: Db,
  lessons: { id: number; title: string }[],
): Promise<void> {
  for (const lesson of lessons) {
    await db
      .updateTable('lesson')
      .set({ title: lesson.title })
      .where('id', '=', lesson.id)
      .execute()
  }
}

/** Deletes lessons together with everyone's progress on them. */
export async function deleteLessons(db: Db, lessonIds: number[]): Promise<void> {
  if (!lessonIds.length) return
  await db.deleteFrom('lesson_progress').where('lesson_id', 'in', lessonIds).execute()
  await db.deleteFrom('lesson').where('id', 'in', lessonIds).execute()
}

/**
 * Numbers the given lessons 0, 1, 2… in this order. They first move to negative places so
 * that no two lessons ever share a place while the order changes (a unique key).
 */
export async function orderLessons(db: Db, lessonIds: number[]): Promise<void> {
  for (const [i, id] of lessonIds.entries()) {
    await db
      .updateTable('lesson')
      .set({ position: -(i + 1) })
      .where('id', '=', id)
      .execute()
  }
  for (const [i, id] of lessonIds.entries()) {
    await db.updateTable('lesson').set({ position: i }).where('id', '=', id).execute()
  }
}

export async function insertLessons(
  db: Db,
  onlineCourseId: number,
  lessons: {
    position: number
    title: string
    videoId: string
    durationSeconds: number | null
  }[],
): Promise<void> {
  if (!lessons.length) return
  await db
    .insertInto('lesson')
    .values(
      lessons.map((lesson) => ({
        online_course_id: onlineCourseId,
        position: lesson.position,
        title: lesson.title,
        video_id: lesson.videoId,
        duration_seconds: lesson.durationSeconds,
      })),
    )
    .execute()
}

export async function deleteOnlineCourseRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('online_course').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** Whether any video course is filed under the topic or organized by the trainer. */
export async function anyOnlineCourseWhere(
  db: Db,
  ref: { categoryId: number } | { authorId: number },
): Promise<boolean> {
  const row = await db
    .selectFrom('online_course')
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
