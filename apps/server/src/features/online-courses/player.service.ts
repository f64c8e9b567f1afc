import path from 'node:path'
import { ErrorMessages } from '@aula/contract/common'
import { CaptionPaths } from '@aula/contract/captions'
import {
  LESSON_URL_TTL_SECONDS,
  LessonPaths,
  type OnlineCourseDetailAnswer,
  type PlayerLesson,
  type SaveLessonProgress,
} from '@aula/contract/lessons'
import type { AuthUser } from '#src/plugins/app/auth.ts'
import { isEnrolled } from '#src/features/enrollment/enrollment.service.ts'
import { captionLanguagesByLesson } from '#src/features/captions/captions-lookups.service.ts'
import type { Db } from '#src/db/connect.ts'
import { publicUrl } from '#src/lib/assets.ts'
import { HttpError } from '#src/lib/http-error.ts'
import { checkSignedPath, signPath } from '#src/lib/signed-urls.ts'
import type { Storage } from '#src/lib/storage.ts'
import { defaultLessonTitle } from './online-courses.mapper.ts'
import { getOnlineCourseByTitle } from './online-courses.service.ts'
import {
  findLessonById,
  listLessonsWithProgress,
  upsertLessonProgress,
} from './player.repository.ts'

/** Where lesson files live in storage (lib/videos.ts videoKey, private visibility). */
const LESSON_DIR = 'private/lessons/'

/** A stored lesson's file name: a random asset id and a browser-playable container. */
const LESSON_FILE = /^[A-Za-z0-9_-]{1,64}\.(mp4|mov|webm)$/

const CONTENT_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
}

export interface PlayerDeps {
  db: Db
  storage: Storage
  /** Signs and checks the lesson files' URLs (lib/signed-urls.ts urlSigningKey). */
  signingKey: Buffer
}

/** Buyers (an enrollment on the course) and admins may watch its lessons. */
async function mayWatch(db: Db, user: AuthUser | null, onlineCourseId: number) {
  if (!user) return false
  if (user.group === 'admin') return true
  return isEnrolled(db, user.id, { courseId: null, onlineCourseId })
}

const unauthorized = () => new HttpError(403, ErrorMessages.unauthorized)

/** A signed address of a lesson file; a public file keeps its public one. */
function lessonUrl(signingKey: Buffer, storageKey: string): string {
  if (storageKey.startsWith(LESSON_DIR)) {
    const pathname = LessonPaths.lessonVideoPrefix + path.posix.basename(storageKey)
    return signPath(signingKey, pathname, new Date(Date.now() + LESSON_URL_TTL_SECONDS * 1000))
  }
  return publicUrl(storageKey) ?? ''
}

/**
 * A bought video course as its player shows it: the lessons with signed URLs and the
 * viewer's progress. 404 for an unknown title; 403 'Unauthorized' to anyone (visitors
 * included) but a buyer or an admin.
 */
export async function getPlayerCourse(
  deps: PlayerDeps,
  user: AuthUser | null,
  title: string,
): Promise<OnlineCourseDetailAnswer> {
  const found = await getOnlineCourseByTitle(deps.db, title)
  if (!found) throw new HttpError(404, ErrorMessages.notFound)
  const { onlineCourse } = found
  if (!user || !(await mayWatch(deps.db, user, onlineCourse.id))) throw unauthorized()
  const rows = await listLessonsWithProgress(deps.db, onlineCourse.id, user.id)
  const captions = await captionLanguagesByLesson(deps.db, onlineCourse.id)
  const lessons = rows.map((row, index): PlayerLesson => ({
    index,
    id: row.id,
    title: row.title?.trim() || defaultLessonTitle(index),
    url: lessonUrl(deps.signingKey, row.storage_key),
    durationSeconds: row.duration_seconds ?? row.asset_duration_seconds,
    positionSeconds: row.position_seconds ?? 0,
    completed: row.completed === 1,
    captions: (captions.get(Number(row.id)) ?? []).map((language) => ({
      language,
      url: CaptionPaths.file(row.id, language),
    })),
  }))
  return {
    onlinecourse: {
      title: onlineCourse.title,
      titles: onlineCourse.titles,
      mainVideo: onlineCourse.mainVideo,
      lessons,
      progress: {
        completed: lessons.filter((lesson) => lesson.completed).length,
        total: lessons.length,
      },
    },
  }
}

/**
 * Saves where the viewer is in a lesson, within the lesson's length, and says which course
 * it belongs to. 404 for an unknown lesson, 403 to anyone but a buyer or an admin.
 */
export async function saveLessonProgress(
  db: Db,
  user: AuthUser,
  { lessonId, positionSeconds, completed }: SaveLessonProgress,
): Promise<{ onlineCourseId: number }> {
  const lesson = await findLessonById(db, lessonId)
  if (!lesson) throw new HttpError(404, ErrorMessages.notFound)
  if (!(await mayWatch(db, user, lesson.online_course_id))) throw unauthorized()
  const duration = lesson.duration_seconds ?? lesson.asset_duration_seconds
  const position = Math.max(
    0,
    duration === null ? positionSeconds : Math.min(positionSeconds, duration),
  )
  await upsertLessonProgress(db, {
    userId: user.id,
    lessonId,
    positionSeconds: position,
    completed: completed === true,
  })
  return { onlineCourseId: lesson.online_course_id }
}

/** Whether a lesson exists (its captions are set by lesson id, features/captions). */
export async function lessonExists(db: Db, lessonId: number): Promise<boolean> {
  return (await findLessonById(db, lessonId)) !== undefined
}

/**
 * For what goes with a lesson (its captions, features/captions): 404 for an unknown lesson,
 * 403 'Unauthorized' to anyone but a buyer of its course or an admin, as the player answers.
 */
export async function checkMayWatchLesson(db: Db, user: AuthUser, lessonId: number): Promise<void> {
  const lesson = await findLessonById(db, lessonId)
  if (!lesson) throw new HttpError(404, ErrorMessages.notFound)
  if (!(await mayWatch(db, user, lesson.online_course_id))) throw unauthorized()
}

/** A lesson file a signed URL grants: where it is stored and its type. */
export interface LessonFileName {
  key: string
  contentType: string
}

/**
 * The lesson file a signed URL names, read from the URL alone (the only per-request work
 * before the file is sent): 403 when the signature is wrong or expired, 404 for a name no
 * lesson file can have.
 */
export function grantedLessonFile(
  deps: Pick<PlayerDeps, 'signingKey'>,
  file: string,
  exp: string | undefined,
  sig: string | undefined,
): LessonFileName {
  const pathname = LessonPaths.lessonVideoPrefix + file
  const check = checkSignedPath(deps.signingKey, pathname, exp, sig)
  if (check !== 'valid') throw new HttpError(403, ErrorMessages.forbidden)
  const ext = LESSON_FILE.exec(file)?.[1]
  if (!ext) throw new HttpError(404, ErrorMessages.notFound)
  return { key: LESSON_DIR + file, contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream' }
}
