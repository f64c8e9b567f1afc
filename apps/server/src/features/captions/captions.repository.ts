import type { CaptionLanguage } from '@aula/contract/captions'
import type { Db } from '#src/db/connect.ts'
import { now } from '#src/lib/clock.ts'

/** A lesson's captions in one language, or undefined. */
export async function findCaption(db: Db, lessonId: number, language: CaptionLanguage) {
  return db
    .selectFrom('lesson_caption')
    .select(['vtt', 'updated_at'])
    .where('lesson_id', '=', lessonId)
    .where('language', '=', language)
    .executeTakeFirst()
}

/** Sets a lesson's captions in one language, replacing what was there. */
export async function upsertCaption(
  db: Db,
  lessonId: number,
  language: CaptionLanguage,
  vtt: string,
): Promise<void> {
  await db
    .insertInto('lesson_caption')
    .values({ lesson_id: lessonId, language, vtt, updated_at: now() })
    .onConflict((oc) =>
      oc.columns(['lesson_id', 'language']).doUpdateSet({
        vtt: (eb) => eb.ref('excluded.vtt'),
        updated_at: (eb) => eb.ref('excluded.updated_at'),
      }),
    )
    .execute()
}

/** Removes a lesson's captions in one language; false when it had none. */
export async function deleteCaption(
  db: Db,
  lessonId: number,
  language: CaptionLanguage,
): Promise<boolean> {
  const result = await db
    .deleteFrom('lesson_caption')
    .where('lesson_id', '=', lessonId)
    .where('language', '=', language)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** The languages of the captions of every lesson of a video course, in one query. */
export async function listCaptionLanguagesOfCourse(db: Db, onlineCourseId: number) {
  return db
    .selectFrom('lesson_caption')
    .innerJoin('lesson', 'lesson.id', 'lesson_caption.lesson_id')
    .select(['lesson_caption.lesson_id', 'lesson_caption.language'])
    .where('lesson.online_course_id', '=', onlineCourseId)
    .execute()
}

/** The languages one lesson has captions in. */
export async function listCaptionLanguagesOfLesson(db: Db, lessonId: number) {
  const rows = await db
    .selectFrom('lesson_caption')
    .select('language')
    .where('lesson_id', '=', lessonId)
    .execute()
  return rows.map((row) => row.language)
}
