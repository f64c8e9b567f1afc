import { sql, type Expression, type SqlBool } from 'kysely'
import { UNDATED_MONTH } from '@aula/contract/courses'
import type { Db } from '#src/db/connect.ts'
import {
  allOf,
  nextMonthStart,
  searchCondition,
  topicCondition,
  type PageWindow,
} from '#src/lib/list-page.ts'
import { courseQuery, type CourseRow } from './courses.repository.ts'

/*
 * One page of the courses, filtered and ordered in SQL (docs/product.md#paged-lists). The
 * order is the one the whole list has (course-order.ts, docs/decisions/011): running or
 * upcoming courses soonest first, then undated ones, then past ones, most recent first;
 * ties newest first.
 */

export interface CourseFilter {
  q?: string | undefined
  /** The topics the category names; an empty list finds nothing. */
  topicIds?: number[] | undefined
  /** 'YYYY-MM' or 'undated'. */
  month?: string | undefined
  from?: string | undefined
  to?: string | undefined
  /** 'en': only the courses with no English title (the admin's list). */
  missing?: 'en' | undefined
}

// A course is dated with a start day; its last day is its end when that comes later.
const start = sql<string | null>`(case when course.date_mode = 'date' then course.start_date end)`
const lastDay = sql<string>`(case when course.end_date > course.start_date then course.end_date else course.start_date end)`
const dated = sql<SqlBool>`(course.date_mode = 'date' and course.start_date is not null)`

/** Dated courses running on some day between `from` and `to` (both 'YYYY-MM-DD'). */
const runningBetween = (from: string, to: string) =>
  sql<SqlBool>`(${dated} and course.start_date <= ${to} and ${lastDay} >= ${from})`

function courseCondition(filter: CourseFilter): Expression<SqlBool> {
  const month = filter.month
  return allOf([
    searchCondition(filter.q, 'course.search_text', sql`course.title || ' ' || course.intro`),
    topicCondition('course.category_id', filter.topicIds),
    month === UNDATED_MONTH
      ? sql<SqlBool>`not ${dated}`
      : month
        ? // The month's last day is before the next month's first: text order is day order.
          sql<SqlBool>`(${dated} and course.start_date < ${nextMonthStart(month)} and ${lastDay} >= ${`${month}-01`})`
        : null,
    filter.from || filter.to
      ? runningBetween(filter.from ?? '0000-01-01', filter.to ?? '9999-12-31')
      : null,
    filter.missing === 'en' ? sql<SqlBool>`coalesce(course.title_en, '') = ''` : null,
  ])
}

/** How many courses the filter keeps. */
export async function countCourses(db: Db, filter: CourseFilter): Promise<number> {
  const row = await db
    .selectFrom('course')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(courseCondition(filter))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The page's rows, in the courses' order as of `today` (Rome's day, 'YYYY-MM-DD'). */
export async function listCoursePage(
  db: Db,
  filter: CourseFilter,
  window: PageWindow,
  today: string,
): Promise<CourseRow[]> {
  const group = sql<number>`(case when ${start} is null then 1 when ${lastDay} >= ${today} then 0 else 2 end)`
  return courseQuery(db)
    .where(courseCondition(filter))
    .orderBy(group)
    .orderBy(sql`(case when ${group} = 0 then course.start_date end)`, 'asc')
    .orderBy(sql`(case when ${group} = 2 then ${lastDay} end)`, 'desc')
    .orderBy(sql`(case when ${group} = 2 then course.start_date end)`, 'desc')
    .orderBy('course.created_at', 'desc')
    .orderBy('course.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute()
}
