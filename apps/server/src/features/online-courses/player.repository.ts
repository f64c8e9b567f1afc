import { sql } from 'kysely'
import type { Db } from '#src/db/connect.ts'
import { now } from '#src/lib/clock.ts'
import type { Flag } from '#src/db/database.ts'

/** A video course's lessons in watching order, with their files and one viewer's progress. */
export async function listLessonsWithProgress(db: Db, onlineCourseId: number, userId: number) {
  return db
    .selectFrom('lesson')
    .innerJoin('asset', 'asset.id', 'lesson.video_id')
    .leftJoin('lesson_progress', (join) =>
      join
        .onRef('lesson_progress.lesson_id', '=', 'lesson.id')
        .on('lesson_progress.user_id', '=', userId),
    )
    .select([
      'lesson.id',
      'lesson.title',
      'lesson.duration_seconds',
      'asset.duration_seconds as asset_duration_seconds',
      'asset.storage_key',
      'lesson_progress.position_seconds',
      'lesson_progress.completed',
    ])
    .where('lesson.online_course_id', '=', onlineCourseId)
    .orderBy('lesson.position')
    .orderBy('lesson.id')
    .execute()
}

export type PlayerLessonRow = Awaited<ReturnType<typeof listLessonsWithProgress>>[number]

/** The course a lesson belongs to and its known length, or undefined for no such lesson. */
export async function findLessonById(db: Db, lessonId: number) {
  return db
    .selectFrom('lesson')
    .innerJoin('asset', 'asset.id', 'lesson.video_id')
    .select([
      'lesson.id',
      'lesson.online_course_id',
      'lesson.duration_seconds',
      'asset.duration_seconds as asset_duration_seconds',
    ])
    .where('lesson.id', '=', lessonId)
    .executeTakeFirst()
}

/**
 * Saves where a viewer is in a lesson. `completed` only ever goes from 0 to 1: a late save
 * from a second tab, or rewatching the start, never un-completes a lesson.
 */
export async function upsertLessonProgress(
  db: Db,
  values: { userId: number; lessonId: number; positionSeconds: number; completed: boolean },
): Promise<void> {
  const completed = values.completed ? 1 : 0
  await db
    .insertInto('lesson_progress')
    .values({
      user_id: values.userId,
      lesson_id: values.lessonId,
      position_seconds: values.positionSeconds,
      completed,
      updated_at: now(),
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'lesson_id']).doUpdateSet({
        position_seconds: (eb) => eb.ref('excluded.position_seconds'),
        completed: sql<Flag>`case when lesson_progress.completed = 1 or excluded.completed = 1 then 1 else 0 end`,
        updated_at: (eb) => eb.ref('excluded.updated_at'),
      }),
    )
    .execute()
}
