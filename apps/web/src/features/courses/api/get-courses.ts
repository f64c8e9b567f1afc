import { queryOptions, useQuery } from '@tanstack/react-query'
import { CoursePaths, CoursesAnswerSchema } from '@aula/contract/courses'
import { request } from '#src/lib/api-client.ts'

/** Every in-person course, newest first (the order of the map the API answers with). */
export async function getCourses() {
  const answer = await request('GET', CoursePaths.courses, { schema: CoursesAnswerSchema })
  return Object.values(answer.courses)
}

export const coursesQueryOptions = () =>
  queryOptions({ queryKey: ['courses'], queryFn: getCourses })

export const useCourses = () => useQuery(coursesQueryOptions())
