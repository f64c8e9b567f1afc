import type { LearningAnswer, LearningCourse } from '@aula/contract/learning'
import type { Db } from '#src/db/connect.ts'
import { listOwned } from '#src/features/enrollment/enrollment.service.ts'
import { getOnlineCoursesByIds } from '#src/features/online-courses/online-course-prices.ts'
import { progressOfCourses } from '#src/features/online-courses/progress-lookups.service.ts'
import { upcomingEditionsOf } from '#src/features/editions/edition-lookups.service.ts'

/**
 * The member's learning overview (docs/product.md#learner-dashboard): the video courses they
 * own, read through their owners' services, the one watched last first, and the in-person
 * editions they hold a paid seat in that have not ended.
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
  const upcoming = (await upcomingEditionsOf(db, userId)).map((edition) => ({
    editionId: edition.editionId,
    courseTitle: edition.courseTitle,
    startDate: edition.startDate,
    endDate: edition.endDate,
    location: edition.location,
  }))
  return { courses: rows, upcoming }
}

/** One of the member's upcoming editions, or undefined when they hold no paid seat in it. */
export async function upcomingEditionOf(db: Db, userId: number, editionId: number) {
  return (await upcomingEditionsOf(db, userId)).find((e) => e.editionId === editionId)
}
