import type { CurriculumLesson, OnlineCourse } from '@aula/contract/online-courses'
import type { Language } from '@aula/contract/common'
import type { Db } from '#src/db/connect.ts'
import { titleLookupKey } from '#src/lib/params.ts'
import { toIsoTimestamp } from '#src/lib/row-values.ts'
import {
  findOnlineCourseByTitleKey,
  listCurriculum,
  listOnlineCourseUpdates,
  listOnlineCourses,
} from './online-courses.repository.ts'
import { toCurriculumLessonDto, toOnlineCourseDto } from './online-courses.mapper.ts'

/* What other features (page meta, sitemap) may ask about video courses. */

export async function getOnlineCourses(db: Db, language: Language = 'it'): Promise<OnlineCourse[]> {
  return (await listOnlineCourses(db)).map((row) => toOnlineCourseDto(row, language))
}

export interface OnlineCourseRecord {
  onlineCourse: OnlineCourse
  updatedAt: string
}

/**
 * The video course of a title as a path carries it (hyphens or spaces, any case), Italian or
 * English, read in `language`; or null.
 */
export async function getOnlineCourseByTitle(
  db: Db,
  title: string,
  language: Language = 'it',
): Promise<OnlineCourseRecord | null> {
  const key = titleLookupKey(title)
  if (!key) return null
  const row = await findOnlineCourseByTitleKey(db, key)
  if (!row) return null
  return {
    onlineCourse: toOnlineCourseDto(row, language),
    updatedAt: toIsoTimestamp(row.updated_at) ?? toIsoTimestamp(row.created_at) ?? '',
  }
}

/** The lessons' titles and lengths in watching order, for anyone to read before buying. */
export async function getCurriculum(db: Db, onlineCourseId: number): Promise<CurriculumLesson[]> {
  return (await listCurriculum(db, onlineCourseId)).map(toCurriculumLessonDto)
}

/** Each video course's title and last change, newest first (sitemap). */
export async function getOnlineCourseUpdates(db: Db) {
  return (await listOnlineCourseUpdates(db)).map((row) => ({
    title: row.title,
    titleEn: row.title_en || null,
    updatedAt: toIsoTimestamp(row.updated_at),
  }))
}
