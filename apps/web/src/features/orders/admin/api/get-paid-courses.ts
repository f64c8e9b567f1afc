import { queryOptions, useQuery } from '@tanstack/react-query'
import { AdminPaths, PaidCoursesAnswerSchema } from '@aula/contract/admin'
import { api } from '#src/lib/api-client.ts'
import { useSessionToken } from '#src/lib/admin/use-session-token.ts'

/** GET /api/paidcourses/ with the admin's session: every paid order and their total. */
export const getPaidCourses = (sessionToken: string) =>
  api.get(AdminPaths.paidCourses, { schema: PaidCoursesAnswerSchema, token: sessionToken })

export const paidCoursesQueryOptions = (sessionToken: string) =>
  queryOptions({
    queryKey: ['admin', 'paidcourses'],
    queryFn: () => getPaidCourses(sessionToken),
  })

export const usePaidCourses = () => useQuery(paidCoursesQueryOptions(useSessionToken()))
