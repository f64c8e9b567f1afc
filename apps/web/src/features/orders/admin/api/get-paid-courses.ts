import { AdminCalls } from '@aula/contract/routes/admin'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'
import { listQuery } from '#src/lib/list-query.ts'

/** Orders on one page of /pannello/ordini. */
export const PAID_COURSES_PAGE_SIZE = 20

/**
 * GET /api/paidcourses/ with the admin's session: one page of the paid orders, newest first,
 * with `total` the sum of every sale and `count` the number of orders.
 */
export const getPaidCoursesPage = (page: number) =>
  call(AdminCalls.paidCoursesPage, {
    query: listQuery({ page, limit: PAID_COURSES_PAGE_SIZE }),
  })

export const paidCoursesQueryKey = ['admin', 'paidcourses'] as const

export const paidCoursesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...paidCoursesQueryKey, page],
    queryFn: () => getPaidCoursesPage(page),
    // The page shown stays on screen, marked busy, while the next one comes.
    placeholderData: keepPreviousData,
  })

export const usePaidCourses = (page: number) => useQuery(paidCoursesQueryOptions(page))
