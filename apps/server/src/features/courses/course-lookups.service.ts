import type { Db } from '#src/db/connect.ts'
import { anyCourseWhere, findCourseById, listCourses } from './courses.repository.ts'

/*
 * What the topics and the trainers ask of the courses before deleting one of theirs: the
 * courses own the course table (docs/architecture.md#boundaries).
 */

/** Whether any course is filed under the topic. */
export function hasCoursesInTopic(db: Db, topicId: number): Promise<boolean> {
  return anyCourseWhere(db, { categoryId: topicId })
}

/** Whether the trainer organizes any course. */
export function hasCoursesByTrainer(db: Db, memberId: number): Promise<boolean> {
  return anyCourseWhere(db, { authorId: memberId })
}

/** Whether the in-person course exists: the editions ask before adding one to it. */
export async function courseExists(db: Db, courseId: number): Promise<boolean> {
  return (await findCourseById(db, courseId)) !== undefined
}

/** Every course's id and title: the items a discount code may be restricted to. */
export async function courseTitles(db: Db): Promise<{ id: number; title: string }[]> {
  return (await listCourses(db)).map((row) => ({ id: row.id, title: row.title }))
}
