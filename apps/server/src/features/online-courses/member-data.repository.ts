import type { Db } from '#src/db/connect.ts'

/* The SQL of a member's lesson progress for their data download and erasure. */

export function listProgressOfMember(db: Db, userId: number) {
  return db
    .selectFrom('lesson_progress')
    .innerJoin('lesson', 'lesson.id', 'lesson_progress.lesson_id')
    .innerJoin('online_course', 'online_course.id', 'lesson.online_course_id')
    .select([
      'online_course.title as course_title',
      'lesson.title as lesson_title',
      'lesson_progress.position_seconds',
      'lesson_progress.completed',
      'lesson_progress.updated_at',
    ])
    .where('lesson_progress.user_id', '=', userId)
    .orderBy('lesson_progress.lesson_id')
    .execute()
}

export async function deleteProgressOfMember(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('lesson_progress').where('user_id', '=', userId).execute()
}
