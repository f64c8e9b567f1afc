import type { CaptionLanguage } from '@aula/contract/captions'
import type { z } from 'zod'
import type {
  AdminLessonSchema,
  CurriculumLesson,
  OnlineCourse,
} from '@aula/contract/online-courses'
import type { Language } from '@aula/contract/common'
import { inLanguage } from '#src/lib/content-language.ts'
import { joinedFileUrl, joinedImageView } from '#src/lib/asset-view.ts'
import { centsToEuros, centsToEurosOrNull } from '#src/lib/money.ts'
import { fullName, toSchoolDate } from '#src/lib/row-values.ts'
import { sanitizeRichText } from '#src/lib/sanitize.ts'
import type { CurriculumRow, LessonRow, OnlineCourseRow } from './online-courses.repository.ts'

/**
 * The video course as read in `language` (Italian when not given): each English text left
 * empty falls back to the Italian one, and `languages` says which one each text is
 * (docs/product.md#content-languages-and-urls).
 */
export function toOnlineCourseDto(row: OnlineCourseRow, language: Language = 'it'): OnlineCourse {
  const title = inLanguage(language, row.title, row.title_en)
  const intro = inLanguage(language, row.intro, row.intro_en)
  const description = inLanguage(language, row.description, row.description_en)
  const cover = joinedImageView({
    id: row.cover_asset_id,
    key: row.cover_key,
    variants: row.cover_variants,
    width: row.cover_width,
    height: row.cover_height,
  })
  return {
    id: row.id,
    title: title.text,
    author: fullName(row.author_name, row.author_surname),
    authorId: row.author_id,
    category: row.category_title ?? '',
    categoryId: row.category_id,
    intro: intro.text,
    description: sanitizeRichText(description.text),
    price: centsToEuros(row.price_cents),
    facilitatorPrice: centsToEurosOrNull(row.facilitator_price_cents),
    affiliatePrice: centsToEurosOrNull(row.affiliate_price_cents),
    immagineCopertina: cover?.url ?? '',
    mainVideo: joinedFileUrl(row.video_key),
    // Lessons are private: buyers get signed URLs from /api/onlinecoursedetail/{title}.
    fileUrl: '',
    lessonCount: row.lesson_count ?? 0,
    // The day it was published, as the school's calendar in Rome had it.
    date: toSchoolDate(row.created_at) ?? '1970-01-01',
    images: { cover },
    languages: { title: title.lang, intro: intro.lang, description: description.lang },
    titles: { it: row.title, en: row.title_en || null },
  }
}

/** The name a lesson goes by when the admin gave it none: its place, counted from 1. */
export function defaultLessonTitle(index: number): string {
  return `Lezione ${index + 1}`
}

/**
 * A lesson for the admin's edit form, `index` being its place in the course from 0, with the
 * languages it has captions in.
 */
export function toAdminLessonDto(
  row: LessonRow,
  index: number,
  captions: CaptionLanguage[],
): z.infer<typeof AdminLessonSchema> {
  const duration = row.duration_seconds
  return {
    id: row.id,
    index,
    title: row.title?.trim() || defaultLessonTitle(index),
    durationSeconds: duration,
    captions,
  }
}

/** A line of the public curriculum, `index` being the lesson's place from 0. */
export function toCurriculumLessonDto(row: CurriculumRow, index: number): CurriculumLesson {
  return {
    index,
    title: row.title?.trim() || defaultLessonTitle(index),
    durationSeconds: row.duration_seconds ?? row.asset_duration_seconds,
  }
}
