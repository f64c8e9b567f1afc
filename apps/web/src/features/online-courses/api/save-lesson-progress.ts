import { LessonCalls } from '@aula/contract/routes/lessons'
import type { SaveLessonProgress } from '@aula/contract/lessons'
import { call } from '#src/lib/api-client.ts'

/** Saves where the viewer is in a lesson, and whether it is finished. */
export function saveLessonProgress(body: SaveLessonProgress) {
  return call(LessonCalls.lessonProgress, { body })
}
