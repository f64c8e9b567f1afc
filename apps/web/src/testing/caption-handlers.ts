import { http, HttpResponse } from 'msw'
import type { ApiError } from '@aula/contract/common'
import {
  CaptionLimits,
  CaptionMessages,
  type CaptionLanguage,
  type CaptionsAnswer,
} from '@aula/contract/captions'
import { CaptionCalls } from '@aula/contract/routes/captions'
import type { AdminLessonsAnswer } from '@aula/contract/online-courses'
import { isAdminWrite, refused } from './admin-handlers.ts'

/*
 * The fake server's caption calls (contract captions.ts): they change the captions of the
 * lessons they are given (the admin fake's, so the lessons list shows the change), answer
 * the languages the lesson has now, and record what they received.
 */

type AdminLesson = AdminLessonsAnswer['lessons'][number]

export interface ReceivedCaptions {
  method: string
  lessonId: number
  language: string
  authorization: string | null
  /** The text of a PUT's file (field `captions`); its name does not survive the test DOM. */
  text?: string
}

const answer = (status: number, message: string, errors?: ApiError['errors']) =>
  HttpResponse.json<ApiError>(errors ? { message, errors } : { message }, { status })

/** The server reads the content: a WebVTT header, or SubRip's numbered timed lines. */
const looksLikeCaptions = (text: string) =>
  text.startsWith('WEBVTT') || /^\d+\r?\n[\d:,]+ --> /.test(text)

export function captionHandlers(lessons: Record<string, AdminLesson[]>) {
  const received: ReceivedCaptions[] = []
  const find = (id: number) =>
    Object.values(lessons)
      .flat()
      .find((lesson) => lesson.id === id)

  const handlers = [
    http.put<{ id: string; language: CaptionLanguage }, never, CaptionsAnswer | ApiError>(
      `*${CaptionCalls.put.path}`,
      async ({ request, params }) => {
        if (!isAdminWrite(request)) return refused(request)
        const form = await request.formData()
        const value = form.get('captions')
        // The form's File comes from another realm than this module's: no instanceof here.
        const file = value === null || typeof value === 'string' ? undefined : value
        const text = await file?.text()
        received.push({
          method: 'PUT',
          lessonId: Number(params.id),
          language: params.language,
          authorization: request.headers.get('Authorization'),
          ...(text === undefined ? {} : { text }),
        })
        const lesson = find(Number(params.id))
        if (!lesson) return answer(404, 'Not found')
        if (!file || text === undefined) {
          return answer(400, 'Bad Request', [
            { path: 'captions', message: CaptionMessages.missingFile },
          ])
        }
        if (file.size > CaptionLimits.bytes) return answer(413, CaptionMessages.tooLarge)
        if (!looksLikeCaptions(text)) return answer(415, CaptionMessages.notCaptions)
        lesson.captions = [...new Set([...lesson.captions, params.language])].sort()
        return HttpResponse.json({ message: 'Success', captions: lesson.captions })
      },
    ),
    http.delete<{ id: string; language: CaptionLanguage }, never, CaptionsAnswer | ApiError>(
      `*${CaptionCalls.remove.path}`,
      ({ request, params }) => {
        if (!isAdminWrite(request)) return refused(request)
        received.push({
          method: 'DELETE',
          lessonId: Number(params.id),
          language: params.language,
          authorization: request.headers.get('Authorization'),
        })
        const lesson = find(Number(params.id))
        if (!lesson?.captions.includes(params.language)) return answer(404, 'Not found')
        lesson.captions = lesson.captions.filter((language) => language !== params.language)
        return HttpResponse.json({ message: 'Success', captions: lesson.captions })
      },
    ),
  ]
  return { handlers, received }
}
