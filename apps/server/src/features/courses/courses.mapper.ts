import type { z } from 'zod'
import {
  DATE_CHOICE_MODE,
  type Course,
  type CourseCreateSchema,
  type DateMode,
} from '@aula/contract/courses'
import type { Language } from '@aula/contract/common'
import { inLanguage, storedEnglish } from '#src/lib/content-language.ts'
import { joinedImageView, joinedFileUrl } from '#src/lib/asset-view.ts'
import { centsToEuros, centsToEurosOrNull, eurosToCents } from '#src/lib/money.ts'
import { fullName, toCalendarDate } from '#src/lib/row-values.ts'
import { sanitizeRichText } from '#src/lib/sanitize.ts'
import type { ImageView } from '#src/lib/images.ts'
import type { CourseInput, CourseMediaRow, CourseRow } from './courses.repository.ts'

const DATE_MODES: readonly DateMode[] = ['none', 'tbd', 'date']

/**
 * The dates as the site shows them: a course counts as dated only with a valid start day;
 * an end before the start is dropped rather than shown.
 */
export function courseDates(row: Pick<CourseRow, 'date_mode' | 'start_date' | 'end_date'>) {
  const stored: DateMode = DATE_MODES.includes(row.date_mode) ? row.date_mode : 'none'
  const start = stored === 'date' ? toCalendarDate(row.start_date) : null
  const end = start ? toCalendarDate(row.end_date) : null
  return {
    dateMode: stored === 'date' && !start ? ('tbd' as const) : stored,
    start,
    end: end && end >= start! ? end : null,
  }
}

/** A gallery photo as the course shows it, or null when its file is not public. */
export function courseImageView(item: CourseMediaRow): ImageView | null {
  return joinedImageView({
    id: item.asset_id,
    key: item.storage_key,
    variants: item.variants,
    width: item.width,
    height: item.height,
  })
}

/** A course video's public URL, '' when it has none. */
export function courseVideoUrl(item: CourseMediaRow): string {
  return joinedFileUrl(item.storage_key)
}

/**
 * Every URL by which the course's answer names one of its media: a photo's default URL and
 * each width of its srcset, a video's file URL. The admin form sends these back to say
 * which media stay.
 */
export function courseMediaUrls(item: CourseMediaRow): string[] {
  if (item.kind === 'video') {
    const url = courseVideoUrl(item)
    return url ? [url] : []
  }
  const view = courseImageView(item)
  if (!view) return []
  const widths = view.srcset ? view.srcset.split(', ').map((entry) => entry.split(' ')[0]!) : []
  return [view.url, ...widths]
}

/**
 * The course as read in `language` (Italian when not given): each English text left empty
 * falls back to the Italian one, and `languages` says which one each text is
 * (docs/product.md#content-languages-and-urls).
 */
export function toCourseDto(
  row: CourseRow,
  media: CourseMediaRow[],
  language: Language = 'it',
): Course {
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
  const gallery: ImageView[] = []
  const videos: string[] = []
  for (const item of media) {
    if (item.kind === 'video') {
      const url = courseVideoUrl(item)
      if (url) videos.push(url)
      continue
    }
    const view = courseImageView(item)
    if (view) gallery.push(view)
  }
  const { dateMode, start, end } = courseDates(row)
  return {
    id: row.id,
    title: title.text,
    intro: intro.text,
    category: row.category_title ?? '',
    categoryId: row.category_id,
    date: start,
    dateMode,
    location: row.location,
    price: centsToEuros(row.price_cents),
    immagineCopertina: cover?.url ?? '',
    author: fullName(row.author_name, row.author_surname),
    authorId: row.author_id,
    description: sanitizeRichText(description.text),
    facilitatorPrice: centsToEurosOrNull(row.facilitator_price_cents),
    affiliatePrice: centsToEurosOrNull(row.affiliate_price_cents),
    dataInizio: start,
    dateFine: end,
    duration: row.duration ?? '',
    immaginiRappresentative: gallery.map((image) => image.url).join(','),
    fileUrl: videos.join(','),
    images: { cover, gallery },
    languages: { title: title.lang, intro: intro.lang, description: description.lang },
    titles: { it: row.title, en: row.title_en || null },
  }
}

/** The admin form's fields (POST and PUT share them) as stored values. */
export type CourseFormFields = z.output<typeof CourseCreateSchema>

/**
 * The form as the row stores it: euros to cents, the date choice to a mode with dates only
 * when it is 'scegliData', the description through the rich-text allow-list.
 */
export function toCourseInput(form: CourseFormFields, title: string): CourseInput {
  const dateMode = DATE_CHOICE_MODE[form.dateChoice]
  const dated = dateMode === 'date'
  return {
    title,
    intro: form.intro,
    categoryId: form.category,
    authorId: form.author,
    location: form.location,
    description: sanitizeRichText(form.description).trim(),
    priceCents: eurosToCents(form.price),
    facilitatorPriceCents:
      form.facilitatorprice === null ? null : eurosToCents(form.facilitatorprice),
    affiliatePriceCents: form.affiliateprice === null ? null : eurosToCents(form.affiliateprice),
    dateMode,
    startDate: dated ? form.courseStartDate : null,
    endDate: dated ? form.courseEndDate : null,
    duration: form.duration || null,
    // The English texts (decision 035): the description cleaned as the Italian one is.
    titleEn: storedEnglish(form.titleEn),
    introEn: storedEnglish(form.introEn),
    descriptionEn: storedEnglish(form.descriptionEn && sanitizeRichText(form.descriptionEn).trim()),
  }
}
