import { FileMessages, FormMessages } from '@aula/contract/admin-forms'
import { CourseMessages } from '@aula/contract/courses'
import { OnlineCourseMessages } from '@aula/contract/online-courses'
import { isAbortError, isApiError, NetworkError } from '#src/lib/api-client.ts'

/*
 * The contract's messages (the server's errors[] and the client's own checks share them)
 * and the translation keys the forms show instead.
 */
const KEYS: Record<string, string> = {
  [FormMessages.required]: 'validation.required',
  [FormMessages.euros]: 'adminCourses.validation.euros',
  [FormMessages.id]: 'adminCourses.validation.id',
  [FormMessages.date]: 'adminCourses.validation.date',
  [FormMessages.endBeforeStart]: 'adminCourses.validation.endBeforeStart',
  [FormMessages.startRequired]: 'adminCourses.validation.startRequired',
  [FormMessages.affiliateAbovePrice]: 'adminCourses.validation.affiliateAbovePrice',
  [FormMessages.depositAbovePrice]: 'adminCourses.validation.depositAbovePrice',
  [CourseMessages.coverRequired]: 'adminCourses.validation.coverRequired',
  [CourseMessages.unknownAuthor]: 'adminCourses.validation.unknownAuthor',
  [CourseMessages.unknownCategory]: 'adminCourses.validation.unknownCategory',
  [CourseMessages.duplicate]: 'adminCourses.course.duplicate',
  [OnlineCourseMessages.duplicate]: 'adminCourses.onlineCourse.duplicate',
  [OnlineCourseMessages.mainVideoRequired]: 'adminCourses.validation.mainVideoRequired',
  [OnlineCourseMessages.unknownLesson]: 'adminCourses.validation.unknownLesson',
  [OnlineCourseMessages.repeatedLesson]: 'adminCourses.validation.repeatedLesson',
  [OnlineCourseMessages.lessonTitleRequired]: 'adminCourses.validation.lessonTitleRequired',
  [OnlineCourseMessages.lessonTitleTooLong]: 'adminCourses.validation.lessonTitleTooLong',
  [OnlineCourseMessages.existingTitlesCount]: 'adminCourses.validation.existingTitlesCount',
  [OnlineCourseMessages.tooManyLessonTitles]: 'adminCourses.validation.tooManyLessonTitles',
  [FileMessages.imageType]: 'adminCourses.validation.imageType',
  [FileMessages.imageTooLarge]: 'adminCourses.validation.imageTooLarge',
  [FileMessages.videoType]: 'adminCourses.validation.videoType',
  [FileMessages.videoTooLarge]: 'adminCourses.validation.videoTooLarge',
  [FileMessages.tooManyFiles]: 'adminCourses.validation.tooManyFiles',
}

/**
 * What to show for a field's message: a known one as a translation key (`key: true`), and
 * anything else the server said as its own words.
 */
export function fieldMessage(message: string): { text: string; key: boolean } {
  const key = KEYS[message] ?? (/^too (big|long)/i.test(message) ? 'validation.tooLong' : null)
  return key ? { text: key, key: true } : { text: message, key: false }
}

/** The texts of one form's outcome (docs/product.md#messages). */
export interface SaveTexts {
  /** The server refused the form. */
  saveError: string
  /** The form never reached the server, or its answer could not be read. */
  publishError: string
  duplicate: string
}

/** The key of the message above a form that was not saved. */
export function saveFailureKey(error: unknown, texts: SaveTexts): string {
  if (isAbortError(error)) return 'adminForms.cancelled'
  if (error instanceof NetworkError) return texts.publishError
  if (isApiError(error, 401) || isApiError(error, 403)) return 'adminForms.sessionExpired'
  if (isApiError(error, 404)) return 'adminForms.notFound'
  if (isApiError(error, 409)) return texts.duplicate
  if (isApiError(error, 413)) return 'adminForms.tooLarge'
  if (isApiError(error, 415)) return 'adminForms.wrongType'
  if (isApiError(error)) return texts.saveError
  return texts.publishError
}
