import { EditionCalls } from '@aula/contract/routes/editions'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'

/** GET /api/admin/course/{id}/editions: a course's editions with their seats and waiting lists. */
export const courseEditionsQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: ['admin', 'editions', courseId] as const,
    queryFn: ({ signal }) =>
      call(EditionCalls.adminList, { params: { id: courseId }, signal }).then((a) => a.editions),
  })

export const useCourseEditions = (courseId: number) =>
  useQuery(courseEditionsQueryOptions(courseId))
