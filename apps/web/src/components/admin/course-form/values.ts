import { eurosText, idText } from './amounts.ts'
import { htmlToText, textToHtml } from './description.ts'

/** The inputs a course and a video course share. */
export interface SharedValues {
  title: string
  intro: string
  description: string
  price: string
  facilitatorprice: string
  affiliateprice: string
  author: string
  category: string
  /** The English texts, optional (docs/product.md#content-languages-and-urls). */
  titleEn: string
  introEn: string
  descriptionEn: string
}

/** A course as an English reader gets it: which of its texts are really English. */
export interface EnglishRead {
  title: string
  intro: string
  description: string
  languages: { title: string; intro: string; description: string }
}

/** What a stored course or video course gives those inputs. */
interface StoredCourse {
  title: string
  intro: string
  description: string
  price: number | null
  facilitatorPrice: number | null
  affiliatePrice: number | null
  authorId: number | null
  categoryId: number | null
}

export const emptySharedValues = (): SharedValues => ({
  title: '',
  intro: '',
  description: '',
  price: '',
  facilitatorprice: '',
  affiliateprice: '',
  author: '',
  category: '',
  titleEn: '',
  introEn: '',
  descriptionEn: '',
})

/** The English inputs: only the texts the English read says are English (not fallbacks). */
export function englishValues(english: EnglishRead | undefined) {
  const of = (field: 'title' | 'intro' | 'description') =>
    english?.languages[field] === 'en' ? english[field] : ''
  return {
    titleEn: of('title'),
    introEn: of('intro'),
    descriptionEn: of('description') && htmlToText(of('description')),
  }
}

/** The shared inputs as a stored course (and its English read) fills them. */
export const sharedValues = (course: StoredCourse, english?: EnglishRead): SharedValues => ({
  ...englishValues(english),
  title: course.title,
  intro: course.intro,
  description: htmlToText(course.description),
  price: eurosText(course.price),
  facilitatorprice: eurosText(course.facilitatorPrice),
  affiliateprice: eurosText(course.affiliatePrice),
  author: idText(course.authorId),
  category: idText(course.categoryId),
})

/** An input as the multipart body sends it. */
export const fieldText = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''

/**
 * The shared multipart text fields from the inputs as typed (the server reads "249,90" as
 * the form's check did), the description as HTML, and the folder of the course's files.
 */
export function sharedFields(
  values: Partial<SharedValues>,
  directory: 'courses' | 'onlinecourses',
): Record<string, string> {
  return {
    title: fieldText(values.title),
    intro: fieldText(values.intro),
    description: textToHtml(values.description ?? ''),
    price: fieldText(values.price),
    facilitatorprice: fieldText(values.facilitatorprice),
    affiliateprice: fieldText(values.affiliateprice),
    author: fieldText(values.author),
    category: fieldText(values.category),
    directory,
    titleEn: fieldText(values.titleEn),
    introEn: fieldText(values.introEn),
    descriptionEn: textToHtml(values.descriptionEn ?? ''),
  }
}
