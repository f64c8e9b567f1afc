import { z } from 'zod'
import { MAX_ROW_ID } from './common.ts'

/**
 * The lesson player (GET /api/onlinecoursedetail/{title}): a buyer's (or an admin's) view
 * of a video course with short-lived signed lesson URLs and the viewer's own progress.
 */
export const LessonPaths = {
  /** GET, bearer session: the lessons; 403 {message:'Unauthorized'} to anyone else. */
  onlineCourseDetail: (title: string) => `/api/onlinecoursedetail/${encodeURIComponent(title)}`,
  /** PUT, bearer session: saves where the viewer is in a lesson. */
  lessonProgress: '/api/lesson-progress',
  /** Where signed lesson videos are served (range requests supported). */
  lessonVideoPrefix: '/api/lesson-video/',
} as const

/** How long a signed lesson URL works: long enough to watch a lesson, short enough to be useless when shared. */
export const LESSON_URL_TTL_SECONDS = 2 * 60 * 60

export const PlayerLessonSchema = z.object({
  /** The lesson's place in the course, from 0 (the web shows "Video index+1"). */
  index: z.number().int().nonnegative(),
  id: z.number().int().positive(),
  title: z.string(),
  /** A signed URL, valid for LESSON_URL_TTL_SECONDS; '' when the file is missing. */
  url: z.string(),
  /** null until known. */
  durationSeconds: z.number().nonnegative().nullable(),
  /** Where the viewer stopped, 0 when never watched. */
  positionSeconds: z.number().nonnegative(),
  completed: z.boolean(),
})
export type PlayerLesson = z.infer<typeof PlayerLessonSchema>

export const OnlineCourseDetailAnswerSchema = z.object({
  onlinecourse: z.object({
    title: z.string(),
    /** The public preview video's URL, '' when none. */
    mainVideo: z.string(),
    lessons: z.array(PlayerLessonSchema),
    /** The share of lessons the viewer has completed. */
    progress: z.object({
      completed: z.number().int().nonnegative(),
      total: z.number().int().nonnegative(),
    }),
  }),
})
export type OnlineCourseDetailAnswer = z.infer<typeof OnlineCourseDetailAnswerSchema>

/** The longest position a lesson can have (a day): anything longer is not a real video. */
export const MAX_LESSON_POSITION_SECONDS = 24 * 60 * 60

export const SaveLessonProgressSchema = z.object({
  lessonId: z.number().int().min(1).max(MAX_ROW_ID),
  /** Seconds from the start; negative values count as 0, values past the end as the end. */
  positionSeconds: z.number().max(MAX_LESSON_POSITION_SECONDS),
  /** Once true it stays true: rewatching a finished lesson does not undo it. */
  completed: z.boolean().optional(),
})
export type SaveLessonProgress = z.infer<typeof SaveLessonProgressSchema>
