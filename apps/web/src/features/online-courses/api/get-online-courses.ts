import { OnlineCourseCalls } from '@aula/contract/routes/online-courses'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Paging } from '@aula/contract/list-query'
import type { OnlineCourseCard } from '@aula/contract/online-courses'
import type { Language } from '@aula/contract/values/common'
import { call } from '#src/lib/api-client.ts'
import { langQuery } from '#src/lib/content-language.ts'
import type { CatalogFilters } from '#src/lib/catalog-filters.ts'
import { listQuery, type ListQuery } from '#src/lib/list-query.ts'

/** Every video course, newest first (the order of the map the API answers with). */
export async function getOnlineCourses() {
  const answer = await call(OnlineCourseCalls.list)
  return Object.values(answer.onlinecourses)
}

/** Every query of the video courses starts with this key: invalidating it refreshes them all. */
export const onlineCoursesQueryOptions = () =>
  queryOptions({ queryKey: ['online-courses'], queryFn: getOnlineCourses })

export interface OnlineCoursesQuery extends ListQuery {
  /** 'YYYY-MM': published that month. */
  month?: string
  /** Only for English (docs/product.md#content-languages-and-urls). */
  lang?: 'en'
  /** 'en': only those with no English title (the admin's list). */
  missing?: 'en'
}

export interface OnlineCoursePage extends Paging {
  courses: OnlineCourseCard[]
}

/** One page of the video courses the query keeps, as the list's cards show them. */
export async function getOnlineCoursePage(query: OnlineCoursesQuery): Promise<OnlineCoursePage> {
  const { onlinecourses, ...paging } = await call(OnlineCourseCalls.page, {
    query: { ...listQuery(query), fields: 'lean' },
  })
  return { courses: Object.values(onlinecourses), ...paging }
}

export const onlineCoursePageQueryOptions = (query: OnlineCoursesQuery) =>
  queryOptions({
    queryKey: ['online-courses', 'page', query],
    queryFn: () => getOnlineCoursePage(query),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  })

export const useOnlineCoursePage = (query: OnlineCoursesQuery) =>
  useQuery(onlineCoursePageQueryOptions(query))

/** The page of /videocorsi its address asks for: the same query for its route and its list. */
export function catalogOnlineCourseQuery(
  filters: CatalogFilters,
  language: Language = 'it',
): OnlineCoursesQuery {
  return {
    page: filters.page,
    ...langQuery(language),
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(/^\d{4}-\d{2}$/.test(filters.month) ? { month: filters.month } : {}),
  }
}
