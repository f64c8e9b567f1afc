import { OnlineCourseAdminCalls } from '@aula/contract/routes/online-courses'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { titleKey } from '@aula/contract/values/common'
import { call } from '#src/lib/api-client.ts'

/** The lessons of a video course, in their order (admin only, with the session token). */
export async function getLessons(title: string) {
  const answer = await call(OnlineCourseAdminCalls.lessons, { params: { title } })
  return [...answer.lessons].sort((a, b) => a.index - b.index)
}

export const lessonsQueryOptions = (title: string) =>
  queryOptions({
    queryKey: ['admin', 'online-course-lessons', titleKey(title)],
    queryFn: () => getLessons(title),
    // The edit form must start from the lessons as they are now, never from an old copy.
    staleTime: 0,
  })

export function useLessons(title: string) {
  return useQuery(lessonsQueryOptions(title))
}
