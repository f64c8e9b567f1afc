import { pathOf, type CallsOf } from '../route.ts'
import type { LessonEndpoints } from '../lessons.ts'

/* Where the calls of `lessons.ts` live and who may make them, without their schemas (route.ts). */

export const LessonRoutes = {
  onlineCourseDetail: {
    method: 'GET',
    path: '/api/onlinecoursedetail/:title',
    access: 'optionalUser',
  },
  lessonProgress: { method: 'PUT', path: '/api/lesson-progress', access: 'user' },
  lessonVideo: { method: 'GET', path: '/api/lesson-video/:file', access: 'public' },
} as const

export const LessonCalls: CallsOf<typeof LessonEndpoints> = LessonRoutes

/** The same calls' URLs, for callers that build them by hand. */
export const LessonPaths = {
  onlineCourseDetail: (title: string) => pathOf(LessonRoutes.onlineCourseDetail, { title }),
  lessonProgress: LessonRoutes.lessonProgress.path,
  /** Where signed lesson videos are served: the video path without its file name. */
  lessonVideoPrefix: pathOf(LessonRoutes.lessonVideo, { file: '' }),
} as const
