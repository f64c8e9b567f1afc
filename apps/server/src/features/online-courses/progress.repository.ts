import type { Db } from '#src/db/connect.ts'

/**
 * Every lesson of the given video courses, in watching order, with one viewer's progress:
 * what a member's learning overview is computed from (progress-lookups.service.ts).
 */
export async function listProgressOfCourses(db: Db, userId: number, onlineCourseIds: number[]) {
  if (onlineCourseIds.length === 0) return []
  return db
    .selectFrom('lesson')
    .leftJoin('lesson_progress', (join) =>
      join
        .onRef('lesson_progress.lesson_id', '=', 'lesson.id')
        .on('lesson_progress.user_id', '=', userId),
    )
    .select([
      'lesson.id',
      'lesson.online_course_id',
      'lesson.title',
      'lesson_progress.position_seconds',
      'lesson_progress.completed',
      'lesson_progress.updated_at',
    ])
    .where('lesson.online_course_id', 'in', onlineCourseIds)
    .orderBy('lesson.online_course_id')
    .orderBy('lesson.position')
    .orderBy('lesson.id')
    .execute()
}

export type CourseProgressRow = Awaited<ReturnType<typeof listProgressOfCourses>>[number]
