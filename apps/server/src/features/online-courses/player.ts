import path from 'node:path'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorMessages, ErrorSchema, SuccessSchema } from '@aula/contract/common'
import {
  LESSON_URL_TTL_SECONDS,
  LessonPaths,
  OnlineCourseDetailAnswerSchema,
  SaveLessonProgressSchema,
  type PlayerLesson,
} from '@aula/contract/lessons'
import type { AuthUser } from '#src/plugins/app/auth.ts'
import { isEnrolled } from '#src/features/enrollment/enrollment.service.ts'
import type { Db } from '#src/db/connect.ts'
import { publicUrl } from '#src/lib/assets.ts'
import { HttpError } from '#src/lib/http-error.ts'
import { TitleParamsSchema } from '#src/lib/params.ts'
import { toNumber, toNumberOrNull } from '#src/lib/row-values.ts'
import { checkSignedPath, parseRange, signPath, urlSigningKey } from '#src/lib/signed-urls.ts'
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

/** Buyers (an enrollment on the course) and admins may watch its lessons. */
async function mayWatch(db: Db, user: AuthUser | null, onlineCourseId: number) {
  if (!user) return false
  if (user.group === 'admin') return true
  return isEnrolled(db, user.id, { courseId: null, onlineCourseId })
}

const unauthorized = () => new HttpError(403, ErrorMessages.unauthorized)

/** The lesson player: the lessons of a bought course, their videos and the viewer's progress. */
const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  const signingKey = urlSigningKey(app.dataKey)

  /** A signed address of a lesson file; a public file keeps its public one. */
  function lessonUrl(storageKey: string): string {
    if (storageKey.startsWith(LESSON_DIR)) {
      const pathname = LessonPaths.lessonVideoPrefix + path.posix.basename(storageKey)
      return signPath(signingKey, pathname, new Date(Date.now() + LESSON_URL_TTL_SECONDS * 1000))
    }
    return publicUrl(storageKey) ?? ''
  }

  app.get(
    '/api/onlinecoursedetail/:title',
    {
      schema: {
        params: TitleParamsSchema,
        response: {
          200: OnlineCourseDetailAnswerSchema,
          400: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
      preHandler: app.optionalUser,
    },
    async (request) => {
      const found = await getOnlineCourseByTitle(app.db, request.params.title)
      if (!found) throw new HttpError(404, ErrorMessages.notFound)
      const { onlineCourse } = found
      const user = request.user
      // Anyone else, visitors included, gets message Unauthorized.
      if (!user || !(await mayWatch(app.db, user, onlineCourse.id))) throw unauthorized()
      const rows = await listLessonsWithProgress(app.db, onlineCourse.id, user.id)
      const lessons = rows.map((row, index): PlayerLesson => ({
        index,
        id: toNumber(row.id),
        title: row.title?.trim() || defaultLessonTitle(index),
        url: lessonUrl(row.storage_key),
        durationSeconds:
          toNumberOrNull(row.duration_seconds) ?? toNumberOrNull(row.asset_duration_seconds),
        positionSeconds: toNumberOrNull(row.position_seconds) ?? 0,
        completed: Number(row.completed ?? 0) === 1,
      }))
      return {
        onlinecourse: {
          title: onlineCourse.title,
          mainVideo: onlineCourse.mainVideo,
          lessons,
          progress: {
            completed: lessons.filter((lesson) => lesson.completed).length,
            total: lessons.length,
          },
        },
      }
    },
  )

  app.put(
    LessonPaths.lessonProgress,
    {
      schema: {
        body: SaveLessonProgressSchema,
        response: {
          200: SuccessSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const user = request.user!
      const { lessonId, positionSeconds, completed } = request.body
      const lesson = await findLessonById(app.db, lessonId)
      if (!lesson) throw new HttpError(404, ErrorMessages.notFound)
      if (!(await mayWatch(app.db, user, toNumber(lesson.online_course_id)))) throw unauthorized()
      const duration =
        toNumberOrNull(lesson.duration_seconds) ?? toNumberOrNull(lesson.asset_duration_seconds)
      const position = Math.max(
        0,
        duration === null ? positionSeconds : Math.min(positionSeconds, duration),
      )
      await upsertLessonProgress(app.db, {
        userId: user.id,
        lessonId,
        positionSeconds: position,
        completed: completed === true,
      })
      return { message: 'Success' as const }
    },
  )

  /*
   * The lesson files themselves. A <video> element sends no bearer header, so the signed
   * URL is the permission: whoever got it from onlinecoursedetail may watch until it expires.
   * Range requests let the player seek without downloading the whole lesson.
   */
  app.get(
    `${LessonPaths.lessonVideoPrefix}:file`,
    {
      schema: {
        params: z.object({ file: z.string().max(200) }),
        querystring: z.object({
          exp: z.string().max(20).optional(),
          sig: z.string().max(100).optional(),
        }),
        // No response schema: the answer is the file's bytes (errors are {message} all the same).
      },
    },
    async (request, reply) => {
      const { file } = request.params
      const pathname = LessonPaths.lessonVideoPrefix + file
      const check = checkSignedPath(signingKey, pathname, request.query.exp, request.query.sig)
      if (check !== 'valid') throw new HttpError(403, ErrorMessages.forbidden)
      const ext = LESSON_FILE.exec(file)?.[1]
      const key = LESSON_DIR + file
      if (!ext || !(await app.storage.exists(key))) {
        throw new HttpError(404, ErrorMessages.notFound)
      }
      const size = await app.storage.size(key)
      reply
        .header('Accept-Ranges', 'bytes')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
      const range = parseRange(request.headers.range, size)
      if (range === 'unsatisfiable') {
        return reply
          .code(416)
          .header('Content-Range', `bytes */${size}`)
          .header('Content-Type', 'application/json; charset=utf-8')
          .send({ message: 'Range Not Satisfiable' })
      }
      if (range === null) {
        reply.header('Content-Length', size)
        if (size === 0) return reply.code(200).send(Buffer.alloc(0))
        return reply.code(200).send(app.storage.createReadStream(key, { start: 0, end: size - 1 }))
      }
      return reply
        .code(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
        .header('Content-Length', range.end - range.start + 1)
        .send(app.storage.createReadStream(key, range))
    },
  )
}

export default playerRoutes
