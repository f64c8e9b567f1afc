import { AdminFileLimits, FileMessages, FormMessages } from '@aula/contract/admin-forms'
import { OnlineCourseLimits, OnlineCourseMessages } from '@aula/contract/online-courses'
import type { Db } from '#src/db/connect.ts'
import { isUniqueViolation } from '#src/db/constraint-errors.ts'
import { memberExists } from '#src/features/members/member-lookups.service.ts'
import { topicExists } from '#src/features/topics/topic-lookups.service.ts'
import type { AdminForm } from '#src/lib/admin-form.ts'
import type { FieldIssue, StoredAssetRef } from '#src/lib/admin-write.ts'
import { FieldsError, HttpError } from '#src/lib/http-error.ts'
import { storedEnglish } from '#src/lib/content-language.ts'
import { sanitizeRichText } from '#src/lib/sanitize.ts'
import { defaultLessonTitle } from './online-courses.mapper.ts'

/*
 * What the video-course admin form means before anything is written: its fields and lesson
 * titles checked together, and the plan of which lessons stay, move, are renamed or go.
 * online-courses.admin.service.ts runs them inside the admin-write pipeline
 * (docs/architecture.md#layers).
 */

/**
 * The titles typed for the new lessons, in upload order: a blank one gets the default name,
 * a too long one is refused, and so are titles for videos that were not sent.
 */
export function lessonTitleIssues(form: AdminForm): FieldIssue[] {
  const titles = form.lists.lessonTitles ?? []
  const issues: FieldIssue[] = titles.flatMap((title, i) =>
    title.trim().length > OnlineCourseLimits.lessonTitle
      ? [{ path: `lessonTitles.${i}`, message: OnlineCourseMessages.lessonTitleTooLong }]
      : [],
  )
  if (titles.length > (form.videos.videos?.length ?? 0)) {
    issues.push({ path: 'lessonTitles', message: OnlineCourseMessages.tooManyLessonTitles })
  }
  return issues
}

/**
 * The new titles of the lessons that stay (PUT `existingLessonTitles`), or null when the form
 * renames nothing. A rename cannot leave a lesson without a name.
 */
export function existingTitles(form: AdminForm): { titles: string[] | null; issues: FieldIssue[] } {
  if (!Object.hasOwn(form.lists, 'existingLessonTitles')) return { titles: null, issues: [] }
  const titles = (form.lists.existingLessonTitles ?? []).map((title) => title.trim())
  const issues = titles.flatMap((title, i): FieldIssue[] => {
    const path = `existingLessonTitles.${i}`
    if (!title) return [{ path, message: OnlineCourseMessages.lessonTitleRequired }]
    if (title.length > OnlineCourseLimits.lessonTitle) {
      return [{ path, message: OnlineCourseMessages.lessonTitleTooLong }]
    }
    return []
  })
  return { titles, issues }
}

/** A 400 whose message says what is wrong with one field. */
function fieldError(path: string, message: string): FieldsError {
  const error = new FieldsError([{ path, message }])
  error.message = message
  return error
}

/**
 * The form's English texts as stored (docs/decisions/035-content-in-two-languages.md): null
 * where left empty; the English description is cleaned as the Italian one is.
 */
export function englishTexts(input: {
  titleEn?: string
  introEn?: string
  descriptionEn?: string
}) {
  return {
    titleEn: storedEnglish(input.titleEn),
    introEn: storedEnglish(input.introEn),
    descriptionEn: storedEnglish(
      input.descriptionEn && sanitizeRichText(input.descriptionEn).trim(),
    ),
  }
}

/** Sanitized description; one that keeps no content once cleaned counts as missing. */
export function cleanDescription(description: string): { html: string; issues: FieldIssue[] } {
  const html = sanitizeRichText(description).trim()
  const empty = !/<img\b/i.test(html) && !html.replace(/<[^>]*>|&nbsp;/g, '').trim()
  return { html, issues: empty ? [{ path: 'description', message: FormMessages.required }] : [] }
}

/** The trainer and topic a form names must exist: a 400 on the field otherwise. */
export async function checkReferences(db: Db, authorId: number | null, categoryId: number | null) {
  const [author, category] = await Promise.all([
    authorId === null || memberExists(db, authorId),
    categoryId === null || topicExists(db, categoryId),
  ])
  const issues: FieldIssue[] = []
  if (!author) issues.push({ path: 'author', message: OnlineCourseMessages.unknownAuthor })
  if (!category) {
    issues.push({ path: 'category', message: OnlineCourseMessages.unknownCategory })
  }
  if (issues.length) throw new FieldsError(issues)
}

/** The new lessons of a form, placed after `first` existing ones. */
export function newLessons(form: AdminForm, first: number) {
  const titles = form.lists.lessonTitles ?? []
  return (form.videos.videos ?? []).map((asset, i) => ({
    position: first + i,
    title: titles[i]?.trim() || defaultLessonTitle(first + i),
    videoId: asset.id,
    durationSeconds: asset.duration_seconds ?? null,
  }))
}

/**
 * Which current lessons stay, in their new order, which go and which get a new title.
 * `listed` is existingVideos, or null when the form left it out: then every lesson stays in
 * its place. The order must name lessons of this course, each once; `titles` (or null for
 * no rename) must hold one title per lesson that stays; and the course may not end up with
 * more lessons than allowed.
 */
export function planLessons<L extends { id: number; title: string | null }>(
  current: L[],
  listed: number[] | null,
  titles: string[] | null,
  added: number,
) {
  const ids = current.map((lesson) => lesson.id)
  if (listed?.some((id) => !ids.includes(id))) {
    throw fieldError('existingVideos', OnlineCourseMessages.unknownLesson)
  }
  if (listed && new Set(listed).size !== listed.length) {
    throw fieldError('existingVideos', OnlineCourseMessages.repeatedLesson)
  }
  const kept = listed ?? ids
  if (titles && titles.length !== kept.length) {
    throw fieldError('existingLessonTitles', OnlineCourseMessages.existingTitlesCount)
  }
  if (kept.length + added > AdminFileLimits.lessons) {
    throw new HttpError(400, FileMessages.tooManyFiles)
  }
  const renamed = (titles ?? []).flatMap((title, i) => {
    const id = kept[i]!
    return current.find((lesson) => lesson.id === id)?.title === title ? [] : [{ id, title }]
  })
  return {
    kept,
    removed: current.filter((lesson) => !kept.includes(lesson.id)),
    renamed,
  }
}

/** The title is taken: by another course now, or by one saved meanwhile (the unique key). */
export function isTitleTaken(error: unknown): boolean {
  if (!isUniqueViolation(error)) return false
  const { constraint, message } = error as { constraint?: string; message?: string }
  return /title_key/.test(constraint ?? message ?? '')
}

/**
 * The stored files an imported video course points at, each under the form's field for it:
 * the cover `coverImage`, the preview `video` and each lesson's clip `videos.<index>`.
 */
export function importedFiles(course: {
  coverId: string
  mainVideoId: string
  lessons: { videoId: string }[]
}): StoredAssetRef[] {
  return [
    { path: 'coverImage', id: course.coverId, message: FileMessages.pictureNotStored },
    { path: 'video', id: course.mainVideoId, message: FileMessages.videoNotStored },
    ...course.lessons.map((lesson, i) => ({
      path: `videos.${i}`,
      id: lesson.videoId,
      message: FileMessages.videoNotStored,
    })),
  ]
}
