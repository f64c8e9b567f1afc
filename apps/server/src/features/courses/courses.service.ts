import type { Course, CourseCard } from '@aula/contract/courses'
import type { Language } from '@aula/contract/common'
import type { Paging } from '@aula/contract/list-query'
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
import { countCourses, listCoursePage, type CourseFilter } from './course-list.repository.ts'
import { pageWindow, pagingOf, topicIdsNamed } from '#src/lib/list-page.ts'

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
export async function getCourses(
  db: Db,
  now: Date = new Date(),
  language: Language = 'it',
): Promise<Course[]> {
  const rows = await listCourses(db)
  const media = groupByCourse(
    await listCourseMedia(
      db,
      rows.map((row) => row.id),
    ),
  )
  const courses = rows.map((row) => toCourseDto(row, media.get(row.id) ?? [], language))
  return sortByNextStart(courses, toSchoolDate(now) ?? '')
}

export interface CoursePageQuery extends Omit<CourseFilter, 'topicIds'> {
  page?: number | undefined
  limit?: number | undefined
  fields?: 'lean' | undefined
  /** A topic's title. */
  category?: string | undefined
  lang?: Language | undefined
}

/** What a list's card shows of a course. */
export function toCourseCard(course: Course): CourseCard {
  return {
    id: course.id,
    title: course.title,
    intro: course.intro,
    category: course.category,
    categoryId: course.categoryId,
    date: course.date,
    dateMode: course.dateMode,
    location: course.location,
    price: course.price,
    immagineCopertina: course.immagineCopertina,
    dataInizio: course.dataInizio,
    dateFine: course.dateFine,
    images: { cover: course.images.cover },
    languages: course.languages,
    titles: course.titles,
  }
}

/** One page of the courses the filters keep, in the courses' order, and its paging facts. */
export async function getCoursePage(
  db: Db,
  query: CoursePageQuery,
  now: Date = new Date(),
): Promise<{ items: (Course | CourseCard)[]; paging: Paging }> {
  const window = pageWindow(query)
  const filter: CourseFilter = {
    q: query.q,
    month: query.month,
    from: query.from,
    to: query.to,
    missing: query.missing,
    topicIds: query.category ? await topicIdsNamed(db, query.category) : undefined,
  }
  const [total, rows] = await Promise.all([
    countCourses(db, filter),
    listCoursePage(db, filter, window, toSchoolDate(now) ?? ''),
  ])
  const lean = query.fields === 'lean'
  const media = lean
    ? new Map<number, CourseMediaRow[]>()
    : groupByCourse(
        await listCourseMedia(
          db,
          rows.map((row) => row.id),
        ),
      )
  const courses = rows.map((row) => toCourseDto(row, media.get(row.id) ?? [], query.lang))
  return { items: lean ? courses.map(toCourseCard) : courses, paging: pagingOf(window, total) }
}

export interface CourseRecord {
  course: Course
  /** When the course last changed, ISO 8601. */
  updatedAt: string
}

/**
 * The course of a title as a path carries it (hyphens or spaces, any case), Italian or
 * English, read in `language`; or null.
 */
export async function getCourseByTitle(
  db: Db,
  title: string,
  language: Language = 'it',
): Promise<CourseRecord | null> {
  const key = titleLookupKey(title)
  if (!key) return null
  const row = await findCourseByTitleKey(db, key)
  if (!row) return null
  const media = await listCourseMedia(db, [row.id])
  return {
    course: toCourseDto(row, media, language),
    updatedAt: toIsoTimestamp(row.updated_at) ?? toIsoTimestamp(row.created_at) ?? '',
  }
}

/** Each course's title and last change, newest first (sitemap). */
export async function getCourseUpdates(db: Db) {
  return (await listCourseUpdates(db)).map((row) => ({
    title: row.title,
    titleEn: row.title_en || null,
    updatedAt: toIsoTimestamp(row.updated_at),
  }))
}
