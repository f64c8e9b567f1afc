import { LessonCalls } from '@aula/contract/routes/lessons'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OnlineCourseDetailAnswer } from '@aula/contract/lessons'
import { call } from '#src/lib/api-client.ts'

export async function getOnlineCourseDetail(
  title: string,
): Promise<OnlineCourseDetailAnswer['onlinecourse']> {
  const answer = await call(LessonCalls.onlineCourseDetail, { params: { title } })
  return answer.onlinecourse
}

/**
 * The lessons of a bought course with signed video URLs. The URLs expire, so the answer
 * is refreshed well before they do; a refusal is final and not retried.
 */
export const onlineCourseDetailQueryOptions = (email: string, title: string) =>
  queryOptions({
    queryKey: ['lessons', title, email],
    queryFn: () => getOnlineCourseDetail(title),
    staleTime: 30 * 60 * 1000,
    refetchOnWindowFocus: false,
    retry: false,
  })

export const useOnlineCourseDetail = (email: string, title: string) =>
  useQuery(onlineCourseDetailQueryOptions(email, title))
