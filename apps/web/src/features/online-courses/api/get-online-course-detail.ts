import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  LessonPaths,
  OnlineCourseDetailAnswerSchema,
  type OnlineCourseDetailAnswer,
} from '@aula/contract/lessons'
import { api } from '#src/lib/api-client.ts'

export async function getOnlineCourseDetail(
  token: string | null,
  title: string,
): Promise<OnlineCourseDetailAnswer['onlinecourse']> {
  const answer = await api.get(LessonPaths.onlineCourseDetail(title), {
    schema: OnlineCourseDetailAnswerSchema,
    token,
  })
  return answer.onlinecourse
}

/**
 * The lessons of a bought course with signed video URLs. The URLs expire, so the answer
 * is refreshed well before they do; a refusal is final and not retried.
 */
export const onlineCourseDetailQueryOptions = (
  token: string | null,
  email: string,
  title: string,
) =>
  queryOptions({
    queryKey: ['lessons', title, email],
    queryFn: () => getOnlineCourseDetail(token, title),
    staleTime: 30 * 60 * 1000,
    refetchOnWindowFocus: false,
    retry: false,
  })

export const useOnlineCourseDetail = (token: string | null, email: string, title: string) =>
  useQuery(onlineCourseDetailQueryOptions(token, email, title))
