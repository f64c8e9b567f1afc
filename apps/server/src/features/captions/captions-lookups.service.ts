import { CAPTION_LANGUAGES, type CaptionLanguage } from '@aula/contract/captions'
import type { Db } from '#src/db/connect.ts'
import { listCaptionLanguagesOfCourse } from './captions.repository.ts'

/** Languages in the site's order (it, en). */
export const inLanguageOrder = (languages: readonly CaptionLanguage[]): CaptionLanguage[] =>
  CAPTION_LANGUAGES.filter((language) => languages.includes(language))

/**
 * For the player and the admin's lesson list: the languages each lesson of a video course
 * has captions in (it, en order), by lesson id; a lesson without any is absent.
 */
export async function captionLanguagesByLesson(
  db: Db,
  onlineCourseId: number,
): Promise<Map<number, CaptionLanguage[]>> {
  const byLesson = new Map<number, CaptionLanguage[]>()
  for (const row of await listCaptionLanguagesOfCourse(db, onlineCourseId)) {
    const id = Number(row.lesson_id)
    byLesson.set(id, inLanguageOrder([...(byLesson.get(id) ?? []), row.language]))
  }
  return byLesson
}
