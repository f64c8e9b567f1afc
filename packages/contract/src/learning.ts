import { z } from './zod.ts'
import { endpoint, IdParamsSchema } from './endpoint.ts'
import { LearningRoutes } from './routes/learning.ts'

/*
 * The member's learning at a glance (docs/product.md#learner-dashboard): each video course
 * they own with how far they got and where to pick it up again, and the in-person editions
 * they will attend.
 */

/** Where to pick a course up: the lesson (1-based, as the player's `?lezione=` counts). */
export const ResumePointSchema = z.object({
  lesson: z.number(),
  /** Null for a lesson the admin left untitled. */
  title: z.nullable(z.string()),
  /** Seconds into that lesson (0 for a lesson not started). */
  positionSeconds: z.number(),
})
export type ResumePoint = z.infer<typeof ResumePointSchema>

export const LearningCourseSchema = z.object({
  id: z.number(),
  title: z.string(),
  lessons: z.number(),
  completedLessons: z.number(),
  /** Null once every lesson is completed, or for a course without lessons. */
  resume: z.nullable(ResumePointSchema),
  /** When a lesson of the course was last watched (ISO 8601), null when never. */
  lastWatchedAt: z.nullable(z.string()),
})
export type LearningCourse = z.infer<typeof LearningCourseSchema>

/** An in-person edition the member paid for that has not ended yet. */
export const UpcomingEditionSchema = z.object({
  editionId: z.number(),
  courseTitle: z.string(),
  /** 'YYYY-MM-DD', days on the school's calendar. */
  startDate: z.string(),
  endDate: z.string(),
  location: z.string(),
})
export type UpcomingEdition = z.infer<typeof UpcomingEditionSchema>

/**
 * The video courses watched most recently first, then those never started, by title; the
 * in-person editions still to come, soonest first.
 */
export const LearningAnswerSchema = z.object({
  courses: z.array(LearningCourseSchema),
  upcoming: z.array(UpcomingEditionSchema),
})
export type LearningAnswer = z.infer<typeof LearningAnswerSchema>

export const LearningEndpoints = {
  /** The signed-in member's video courses with their progress. */
  progress: endpoint({ ...LearningRoutes.progress, response: LearningAnswerSchema }),
  /**
   * One of the member's upcoming editions as an iCalendar file (text/calendar), to add to
   * any calendar; 404 for an edition they hold no paid seat in, or one that has ended.
   */
  editionCalendar: endpoint({
    ...LearningRoutes.editionCalendar,
    params: IdParamsSchema,
    errors: [404],
  }),
}
