import { LessonPaths, type SaveLessonProgress } from '@aula/contract/lessons'
import { SuccessSchema } from '@aula/contract/common'
import { api } from '#src/lib/api-client.ts'

/** Saves where the viewer is in a lesson, and whether it is finished. */
export function saveLessonProgress(token: string, body: SaveLessonProgress) {
  return api.put(LessonPaths.lessonProgress, body, { schema: SuccessSchema, token })
}
