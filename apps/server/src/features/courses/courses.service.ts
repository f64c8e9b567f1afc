import type { Course } from '@aula/contract/courses'
import type { Db } from '#src/db/connect.ts'
import { titleLookupKey } from '#src/lib/params.ts'
import { toIsoTimestamp, toSchoolDate } from '#src/lib/row-values.ts'
import {
  findCourseByTitleKey,
  listCourseMedia,
  listCourseUpdates,
  listCourses,
  type CourseMediaRow,
} from './courses.repository.ts'
import { toCourseDto } from './courses.mapper.ts'
import { sortByNextStart } from './course-order.ts'

/*
 * What other features (the page meta, the sitemap) may ask about courses: they use these
 * functions, never the course tables.
 */

function groupByCourse(media: CourseMediaRow[]) {
  const byCourse = new Map<number, CourseMediaRow[]>()
  for (const item of media) {
    const id = item.course_id
    const list = byCourse.get(id)
    if (list) list.push(item)
    else byCourse.set(id, [item])
  }
  return byCourse
}

/** Every course, upcoming first (soonest first), then those still undated, then past ones. */
export async function getCourses(db: Db, now: Date = new Date()): Promise<Course[]> {
  const rows = await listCourses(db)
  const media = groupByCourse(
    await listCourseMedia(
      db,
      rows.map((row) => row.id),
    ),
  )
  const courses = rows.map((row) => toCourseDto(row, media.get(row.id) ?? []))
  return sortByNextStart(courses, toSchoolDate(now) ?? '')
}

export interface CourseRecord {
  course: Course
  /** When the course last changed, ISO 8601. */
  updatedAt: string
}

/** The course of a title as a path carries it (hyphens or spaces, any case), or null. */
export async function getCourseByTitle(db: Db, title: string): Promise<CourseRecord | null> {
  const key = titleLookupKey(title)
  if (!key) return null
  const row = await findCourseByTitleKey(db, key)
  if (!row) return null
  const media = await listCourseMedia(db, [row.id])
  return {
    course: toCourseDto(row, media),
    updatedAt: toIsoTimestamp(row.updated_at) ?? toIsoTimestamp(row.created_at) ?? '',
  }
}

/** Each course's title and last change, newest first (sitemap). */
export async function getCourseUpdates(db: Db) {
  return (await listCourseUpdates(db)).map((row) => ({
    title: row.title,
    updatedAt: toIsoTimestamp(row.updated_at),
  }))
}
