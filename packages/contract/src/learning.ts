import { z } from './zod.ts'
import { endpoint } from './endpoint.ts'
import { LearningRoutes } from './routes/learning.ts'

/*
 * The member's learning at a glance (docs/product.md#learner-dashboard): each video course
 * they own with how far they got and where to pick it up again.
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

/** The courses watched most recently first, then those never started, by title. */
export const LearningAnswerSchema = z.object({ courses: z.array(LearningCourseSchema) })
export type LearningAnswer = z.infer<typeof LearningAnswerSchema>

export const LearningEndpoints = {
  /** The signed-in member's video courses with their progress. */
  progress: endpoint({ ...LearningRoutes.progress, response: LearningAnswerSchema }),
}
