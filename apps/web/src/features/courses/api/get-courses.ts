import { CourseCalls } from '@aula/contract/routes/courses'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { UNDATED_MONTH } from '@aula/contract/values/courses'
import type { CourseCard } from '@aula/contract/courses'
import { LIST_LIMIT_MAX } from '@aula/contract/values/list-query'
import type { Paging } from '@aula/contract/list-query'
import { listQuery, type ListQuery } from '#src/lib/list-query.ts'
import type { Language } from '@aula/contract/values/common'
import { langQuery } from '#src/lib/content-language.ts'
import { call } from '#src/lib/api-client.ts'
import { nextMonthStart, type CatalogFilters } from '#src/lib/catalog-filters.ts'

/** Every in-person course, in the order of their dates (the order of the map the API answers with). */
export async function getCourses() {
  const answer = await call(CourseCalls.list)
  return Object.values(answer.courses)
}

/** Every query of the courses starts with this key: invalidating it refreshes them all. */
export const coursesQueryOptions = () =>
  queryOptions({ queryKey: ['courses'], queryFn: getCourses })

/** A page of the courses: the list's filters, and the courses running in a range of days. */
export interface CoursesQuery extends ListQuery {
  month?: string
  from?: string
  to?: string
  /** Only for English (docs/product.md#content-languages-and-urls). */
  lang?: 'en'
  /** 'en': only those with no English title (the admin's list). */
  missing?: 'en'
}

export interface CoursePage extends Paging {
  courses: CourseCard[]
}

/** One page of the courses the query keeps, as the list's cards show them. */
export async function getCoursePage(query: CoursesQuery): Promise<CoursePage> {
  const { courses, ...paging } = await call(CourseCalls.page, {
    query: { ...listQuery(query), fields: 'lean' },
  })
  return { courses: Object.values(courses), ...paging }
}

export const coursePageQueryOptions = (query: CoursesQuery) =>
  queryOptions({
    queryKey: ['courses', 'page', query],
    queryFn: () => getCoursePage(query),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  })

export const useCoursePage = (query: CoursesQuery) => useQuery(coursePageQueryOptions(query))

/** How many of the next courses the home shows. */
export const LATEST_COURSES = 2

/** The home page's few courses: the first of the list. */
export const latestCoursesQueryOptions = (count: number, language: Language = 'it') =>
  coursePageQueryOptions({ page: 1, limit: count, ...langQuery(language) })

/**
 * Every dated course running in a month ('YYYY-MM'), page after page (the calendar), with
 * their texts in `language`.
 */
export async function getCoursesOfMonth(
  month: string,
  language: Language = 'it',
): Promise<CourseCard[]> {
  const last = new Date(Date.parse(`${nextMonthStart(month)}T00:00:00Z`) - 86_400_000)
  const range = { from: `${month}-01`, to: last.toISOString().slice(0, 10) }
  const courses: CourseCard[] = []
  for (let page = 1; ; page += 1) {
    const answer = await getCoursePage({
      ...range,
      page,
      limit: LIST_LIMIT_MAX,
      ...langQuery(language),
    })
    courses.push(...answer.courses)
    if (!answer.hasMore) return courses
  }
}

/** The first course running after a month: where the calendar's "next month" leads. */
export async function getFirstCourseAfter(
  month: string,
  language: Language = 'it',
): Promise<CourseCard | null> {
  const answer = await getCoursePage({
    from: nextMonthStart(month),
    page: 1,
    limit: 1,
    ...langQuery(language),
  })
  return answer.courses[0] ?? null
}

export const courseMonthQueryOptions = (month: string, language: Language = 'it') =>
  queryOptions({
    queryKey: ['courses', 'month', month, language],
    queryFn: async () => {
      const [courses, next] = await Promise.all([
        getCoursesOfMonth(month, language),
        getFirstCourseAfter(month, language),
      ])
      return { courses, next }
    },
    placeholderData: keepPreviousData,
  })

export const useCourseMonth = (month: string, language: Language = 'it') =>
  useQuery(courseMonthQueryOptions(month, language))

/** The page of /corsi its address asks for: the same query for its route and its list. */
export function catalogCourseQuery(
  filters: CatalogFilters,
  language: Language = 'it',
): CoursesQuery {
  return {
    page: filters.page,
    ...langQuery(language),
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.month ? { month: filters.month === UNDATED ? UNDATED_MONTH : filters.month } : {}),
  }
}

/** The month filter's value, in the address, for courses whose date is still to be set. */
export const UNDATED = 'da-definire'
