import type { Db } from '#src/db/connect.ts'
import { anyOnlineCourseWhere, listOnlineCourses } from './online-courses.repository.ts'

/*
 * What the topics and the trainers ask of the video courses before deleting one of theirs:
 * the video courses own the online_course table (docs/architecture.md#boundaries).
 */

/** Whether any video course is filed under the topic. */
export function hasOnlineCoursesInTopic(db: Db, topicId: number): Promise<boolean> {
  return anyOnlineCourseWhere(db, { categoryId: topicId })
}

/** Whether the trainer organizes any video course. */
export function hasOnlineCoursesByTrainer(db: Db, memberId: number): Promise<boolean> {
  return anyOnlineCourseWhere(db, { authorId: memberId })
}

/** Every video course's id and title: the items a discount code may be restricted to. */
export async function onlineCourseTitles(db: Db): Promise<{ id: number; title: string }[]> {
  return (await listOnlineCourses(db)).map((row) => ({ id: row.id, title: row.title }))
}
