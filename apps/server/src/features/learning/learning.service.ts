import type { LearningAnswer, LearningCourse } from '@aula/contract/learning'
import type { Db } from '#src/db/connect.ts'
import { listOwned } from '#src/features/enrollment/enrollment.service.ts'
import { getOnlineCoursesByIds } from '#src/features/online-courses/online-course-prices.ts'
import { progressOfCourses } from '#src/features/online-courses/progress-lookups.service.ts'

/**
 * The member's learning overview (docs/product.md#learner-dashboard): the video courses they
 * own, read through their owners' services, the one watched last first.
 */
export async function learningOf(db: Db, userId: number): Promise<LearningAnswer> {
  const { onlineCourseIds } = await listOwned(db, userId)
  const courses = await getOnlineCoursesByIds(db, onlineCourseIds)
  const progress = await progressOfCourses(db, userId, onlineCourseIds)
  const rows: LearningCourse[] = courses.map((course) => {
    const p = progress.get(course.id)
    return {
      id: course.id,
      title: course.title,
      lessons: p?.lessons ?? 0,
      completedLessons: p?.completedLessons ?? 0,
      resume: p?.resume ?? null,
      lastWatchedAt: p?.lastWatchedAt ?? null,
    }
  })
  rows.sort((a, b) => {
    if (a.lastWatchedAt !== b.lastWatchedAt) {
      if (!a.lastWatchedAt) return 1
      if (!b.lastWatchedAt) return -1
      return a.lastWatchedAt < b.lastWatchedAt ? 1 : -1
    }
    return a.title.localeCompare(b.title, 'it')
  })
  return { courses: rows }
}
