import type { Db } from '#src/db/connect.ts'
import { listCompletionOfCourses } from './completion.repository.ts'

/*
 * Which video courses a member has finished, for their certificates (features/certificates,
 * docs/product.md#certificates): the video courses own the lessons and their progress
 * (docs/architecture.md#cross-reads).
 */

export interface CompletedOnlineCourse {
  onlineCourseId: number
  title: string
  /** The lessons' total length; null when any lesson's length is unknown. */
  totalSeconds: number | null
  /** When the member last saved progress in the course: when they finished it. */
  completedAt: string
}

/**
 * Of the given video courses, those with at least one lesson and every lesson completed by
 * the member (a lesson, once completed, stays so: player.repository.ts).
 */
export async function completedOnlineCourses(
  db: Db,
  userId: number,
  onlineCourseIds: number[],
): Promise<CompletedOnlineCourse[]> {
  const byCourse = new Map<number, Awaited<ReturnType<typeof listCompletionOfCourses>>>()
  for (const row of await listCompletionOfCourses(db, userId, onlineCourseIds)) {
    const rows = byCourse.get(row.online_course_id) ?? []
    rows.push(row)
    byCourse.set(row.online_course_id, rows)
  }
  const completed: CompletedOnlineCourse[] = []
  for (const [onlineCourseId, lessons] of byCourse) {
    if (!lessons.every((lesson) => lesson.completed === 1)) continue
    let totalSeconds: number | null = 0
    for (const lesson of lessons) {
      const seconds = lesson.duration_seconds ?? lesson.asset_duration_seconds
      totalSeconds = seconds === null || totalSeconds === null ? null : totalSeconds + seconds
    }
    const completedAt = lessons
      .map((lesson) => lesson.updated_at ?? '')
      .reduce((a, b) => (a > b ? a : b))
    completed.push({ onlineCourseId, title: lessons[0]!.title, totalSeconds, completedAt })
  }
  return completed
}
