import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { CoursePaths, CourseSchema } from '@aula/contract/courses'
import { request } from '#src/lib/api-client.ts'

// Only the titles matter here: the rest of each course is not checked nor kept.
const CourseTitlesSchema = z.object({
  courses: z.record(z.string(), CourseSchema.pick({ title: true })),
})

/** The in-person courses' titles, newest first, offered as suggestions for "course of interest". */
export async function getCourseTitles(): Promise<string[]> {
  const answer = await request('GET', CoursePaths.courses, { schema: CourseTitlesSchema })
  return Object.values(answer.courses).map((course) => course.title)
}

export const courseTitlesQueryOptions = queryOptions({
  queryKey: ['information-request', 'course-titles'],
  queryFn: getCourseTitles,
  staleTime: 5 * 60_000,
})

export const useCourseTitles = () => useQuery(courseTitlesQueryOptions)
