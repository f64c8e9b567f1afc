import { queryOptions, useQuery } from '@tanstack/react-query'
import { OnlineCourseEndpoints } from '@aula/contract/online-courses'
import { call } from '#src/lib/api-client.ts'

/** Every video course, newest first (the order of the map the API answers with). */
export async function getOnlineCourses() {
  const answer = await call(OnlineCourseEndpoints.list)
  return Object.values(answer.onlinecourses)
}

export const onlineCoursesQueryOptions = () =>
  queryOptions({ queryKey: ['online-courses'], queryFn: getOnlineCourses })

export const useOnlineCourses = () => useQuery(onlineCoursesQueryOptions())
