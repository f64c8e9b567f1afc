import type { CaptionLanguage } from '@aula/contract/captions'
import { CaptionCalls } from '@aula/contract/routes/captions'
import type { QueryClient } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'

/** Sets a lesson's captions in one language (the file in the multipart field `captions`). */
export function putLessonCaptions(lessonId: number, language: CaptionLanguage, file: File) {
  const body = new FormData()
  body.append('captions', file)
  return call(CaptionCalls.put, { params: { id: lessonId, language }, body })
}

/** Removes a lesson's captions in one language. */
export const removeLessonCaptions = (lessonId: number, language: CaptionLanguage) =>
  call(CaptionCalls.remove, { params: { id: lessonId, language } })

/** The lesson lists show the languages each lesson has: asked again after a change. */
export const refreshAfterCaptionsChange = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['admin', 'online-course-lessons'] })
