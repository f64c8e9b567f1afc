import { CourseCalls } from '@aula/contract/routes/courses'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'

/** The in-person courses' titles, newest first, offered as suggestions for "course of interest". */
export async function getCourseTitles(): Promise<string[]> {
  const answer = await call(CourseCalls.list)
  return Object.values(answer.courses).map((course) => course.title)
}

export const courseTitlesQueryOptions = queryOptions({
  queryKey: ['information-request', 'course-titles'],
  queryFn: getCourseTitles,
  staleTime: 5 * 60_000,
})

export const useCourseTitles = () => useQuery(courseTitlesQueryOptions)
