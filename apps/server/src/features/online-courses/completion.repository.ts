import type { Db } from '#src/db/connect.ts'

/**
 * Every lesson of the given video courses with its known length and one member's completion:
 * what certificates are decided on (completion-lookups.service.ts).
 */
export async function listCompletionOfCourses(db: Db, userId: number, onlineCourseIds: number[]) {
  if (onlineCourseIds.length === 0) return []
  return db
    .selectFrom('lesson')
    .innerJoin('online_course', 'online_course.id', 'lesson.online_course_id')
    .innerJoin('asset', 'asset.id', 'lesson.video_id')
    .leftJoin('lesson_progress', (join) =>
      join
        .onRef('lesson_progress.lesson_id', '=', 'lesson.id')
        .on('lesson_progress.user_id', '=', userId),
    )
    .select([
      'lesson.online_course_id',
      'online_course.title',
      'lesson.duration_seconds',
      'asset.duration_seconds as asset_duration_seconds',
      'lesson_progress.completed',
      'lesson_progress.updated_at',
    ])
    .where('lesson.online_course_id', 'in', onlineCourseIds)
    .orderBy('lesson.online_course_id')
    .execute()
}
