import { queryOptions, useQuery } from '@tanstack/react-query'
import { AdminEndpoints } from '@aula/contract/admin'
import { call } from '#src/lib/api-client.ts'

/** GET /api/paidcourses/ with the admin's session: every paid order and their total. */
export const getPaidCourses = () => call(AdminEndpoints.paidCourses)

export const paidCoursesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'paidcourses'],
    queryFn: () => getPaidCourses(),
  })

export const usePaidCourses = () => useQuery(paidCoursesQueryOptions())
