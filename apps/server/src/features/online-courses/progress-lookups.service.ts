import type { ResumePoint } from '@aula/contract/learning'
import type { Db } from '#src/db/connect.ts'
import { listProgressOfCourses, type CourseProgressRow } from './progress.repository.ts'

/*
 * How far a member got in their video courses, for the learner's overview (features/learning):
 * the video courses own the lessons and their progress (docs/architecture.md#cross-reads).
 */

export interface CourseProgress {
  lessons: number
  completedLessons: number
  resume: ResumePoint | null
  lastWatchedAt: string | null
}

/**
 * Where to pick a course up again (docs/product.md#learner-dashboard): the lesson watched
 * last, at its position, while it is not finished; once it is, the first unfinished lesson
 * after it (or, past the end, the first unfinished one); the first lesson of a course never
 * started; nothing when every lesson is completed.
 */
export function resumePointOf(lessons: readonly CourseProgressRow[]): ResumePoint | null {
  const at = (index: number, positionSeconds: number): ResumePoint => ({
    lesson: index + 1,
    title: lessons[index]!.title,
    positionSeconds,
  })
  let last = -1
  lessons.forEach((lesson, index) => {
    const when = lesson.updated_at
    if (when && (last < 0 || when > lessons[last]!.updated_at!)) last = index
  })
  if (last >= 0 && !lessons[last]!.completed) return at(last, lessons[last]!.position_seconds ?? 0)
  const order = [...lessons.keys()]
  const after = [...order.slice(last + 1), ...order.slice(0, last + 1)]
  const next = after.find((index) => !lessons[index]!.completed)
  return next === undefined ? null : at(next, lessons[next]!.position_seconds ?? 0)
}

/** Each given video course's progress for the viewer (courses without lessons included). */
export async function progressOfCourses(
  db: Db,
  userId: number,
  onlineCourseIds: number[],
): Promise<Map<number, CourseProgress>> {
  const byCourse = new Map<number, CourseProgressRow[]>(onlineCourseIds.map((id) => [id, []]))
  for (const row of await listProgressOfCourses(db, userId, onlineCourseIds)) {
    byCourse.get(row.online_course_id)?.push(row)
  }
  const progress = new Map<number, CourseProgress>()
  for (const [id, lessons] of byCourse) {
    const watched = lessons.map((l) => l.updated_at).filter((at): at is string => !!at)
    progress.set(id, {
      lessons: lessons.length,
      completedLessons: lessons.filter((l) => l.completed).length,
      resume: resumePointOf(lessons),
      lastWatchedAt: watched.length ? watched.reduce((a, b) => (a > b ? a : b)) : null,
    })
  }
  return progress
}
