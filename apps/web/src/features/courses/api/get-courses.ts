import { queryOptions, useQuery } from '@tanstack/react-query'
import { CourseEndpoints } from '@aula/contract/courses'
import { call } from '#src/lib/api-client.ts'

/** Every in-person course, newest first (the order of the map the API answers with). */
export async function getCourses() {
  const answer = await call(CourseEndpoints.list)
  return Object.values(answer.courses)
}

export const coursesQueryOptions = () =>
  queryOptions({ queryKey: ['courses'], queryFn: getCourses })

export const useCourses = () => useQuery(coursesQueryOptions())
