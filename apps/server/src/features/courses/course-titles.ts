import { titleKey } from '@aula/contract/common'
import { CourseMessages } from '@aula/contract/courses'
import type { Db } from '#src/db/connect.ts'
import { FieldsError, HttpError } from '#src/lib/http-error.ts'
import { titleLookupKey } from '#src/lib/params.ts'
import { courseIdByTitleKey } from './courses.repository.ts'

/**
 * Titles are unique across both languages, so an address names one course
 * (docs/product.md#content-languages-and-urls): neither title may be another course's
 * Italian or English title. An English title, like the Italian one, must be one a path can
 * carry.
 */
export async function assertTitlesFree(
  db: Db,
  course: { title: string; titleEn?: string | null | undefined },
  self?: number,
): Promise<void> {
  if (course.titleEn && titleLookupKey(course.titleEn) === null) {
    throw new FieldsError([{ path: 'titleEn', message: CourseMessages.titleCharacters }])
  }
  const taken = async (text: string) => {
    const id = await courseIdByTitleKey(db, titleKey(text))
    return id !== undefined && id !== self
  }
  if (await taken(course.title)) throw new HttpError(409, CourseMessages.duplicate)
  if (course.titleEn && (await taken(course.titleEn))) {
    throw new HttpError(409, CourseMessages.duplicateEn)
  }
}
