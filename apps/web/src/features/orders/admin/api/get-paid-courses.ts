import { queryOptions, useQuery } from '@tanstack/react-query'
import { AdminPaths, PaidCoursesAnswerSchema } from '@aula/contract/admin'
import { request } from '#src/lib/api-client.ts'

/** GET /api/paidcourses/ with the admin's session: every paid order and their total. */
export const getPaidCourses = () =>
  request('GET', AdminPaths.paidCourses, { schema: PaidCoursesAnswerSchema })

export const paidCoursesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'paidcourses'],
    queryFn: () => getPaidCourses(),
  })

export const usePaidCourses = () => useQuery(paidCoursesQueryOptions())
