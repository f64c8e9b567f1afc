import { LessonEndpoints, type SaveLessonProgress } from '@aula/contract/lessons'
import { call } from '#src/lib/api-client.ts'

/** Saves where the viewer is in a lesson, and whether it is finished. */
export function saveLessonProgress(body: SaveLessonProgress) {
  return call(LessonEndpoints.lessonProgress, { body })
}
