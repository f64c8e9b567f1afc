import { z } from './zod.ts'
import { MAX_ROW_ID, SuccessSchema } from './common.ts'
import { TitleParamsSchema, endpoint } from './endpoint.ts'
import { LessonRoutes } from './routes/lessons.ts'
import { CaptionLanguageSchema } from './captions.ts'
import { TitlesSchema } from './content-language.ts'

export { LessonPaths } from './routes/lessons.ts'

/** How long a signed lesson URL works: long enough to watch a lesson, short enough to be useless when shared. */
export const LESSON_URL_TTL_SECONDS = 2 * 60 * 60

export const PlayerLessonSchema = z.object({
  /** The lesson's place in the course, from 0 (the web shows "Video index+1"). */
  index: z.number().check(z.int(), z.nonnegative()),
  id: z.number().check(z.int(), z.positive()),
  title: z.string(),
  /** A signed URL, valid for LESSON_URL_TTL_SECONDS; '' when the file is missing. */
  url: z.string(),
  /** null until known. */
  durationSeconds: z.nullable(z.number().check(z.nonnegative())),
  /** Where the viewer stopped, 0 when never watched. */
  positionSeconds: z.number().check(z.nonnegative()),
  completed: z.boolean(),
  /** The lesson's captions, one per language, for the player's tracks (captions.ts). */
  captions: z.array(z.object({ language: CaptionLanguageSchema, url: z.string() })),
})
export type PlayerLesson = z.infer<typeof PlayerLessonSchema>

export const OnlineCourseDetailAnswerSchema = z.object({
  onlinecourse: z.object({
    /** The Italian title. */
    title: z.string(),
    /**
     * The Italian title and the English one (null when none): the player names the course in
     * the reader's language (docs/product.md#content-languages-and-urls).
     */
    titles: TitlesSchema,
    /** The public preview video's URL, '' when none. */
    mainVideo: z.string(),
    lessons: z.array(PlayerLessonSchema),
    /** The share of lessons the viewer has completed. */
    progress: z.object({
      completed: z.number().check(z.int(), z.nonnegative()),
      total: z.number().check(z.int(), z.nonnegative()),
    }),
  }),
})
export type OnlineCourseDetailAnswer = z.infer<typeof OnlineCourseDetailAnswerSchema>

/** The longest position a lesson can have (a day): anything longer is not a real video. */
export const MAX_LESSON_POSITION_SECONDS = 24 * 60 * 60

export const SaveLessonProgressSchema = z.object({
  lessonId: z.number().check(z.int(), z.gte(1), z.lte(MAX_ROW_ID)),
  /** Seconds from the start; negative values count as 0, values past the end as the end. */
  positionSeconds: z.number().check(z.lte(MAX_LESSON_POSITION_SECONDS)),
  /** Once true it stays true: rewatching a finished lesson does not undo it. */
  completed: z.optional(z.boolean()),
})
export type SaveLessonProgress = z.infer<typeof SaveLessonProgressSchema>

/**
 * The lesson player: a buyer's (or an admin's) view of a video course with short-lived
 * signed lesson URLs and the viewer's own progress, and the lesson files themselves.
 */
export const LessonEndpoints = {
  /** The lessons; 403 {message:'Unauthorized'} to anyone but a buyer or an admin. */
  onlineCourseDetail: endpoint({
    ...LessonRoutes.onlineCourseDetail,
    params: TitleParamsSchema,
    response: OnlineCourseDetailAnswerSchema,
    errors: [403, 404],
  }),
  /** Saves where the viewer is in a lesson. */
  lessonProgress: endpoint({
    ...LessonRoutes.lessonProgress,
    body: SaveLessonProgressSchema,
    response: SuccessSchema,
    errors: [403, 404],
  }),
  /**
   * A lesson's video file (its bytes, range requests supported: 206, or 416 with
   * {message}). A <video> element sends no session, so the signed URL is the permission.
   */
  lessonVideo: endpoint({
    ...LessonRoutes.lessonVideo,
    params: z.object({ file: z.string().check(z.maxLength(200)) }),
    query: z.object({
      exp: z.optional(z.string().check(z.maxLength(20))),
      sig: z.optional(z.string().check(z.maxLength(100))),
    }),
    errors: [403, 404],
  }),
}
