import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { CaptionLimits, CaptionMessages, type CaptionLanguage } from '@aula/contract/captions'
import { ErrorMessages } from '@aula/contract/common'
import type { Db } from '#src/db/connect.ts'
import { isForeignKeyViolation } from '#src/db/constraint-errors.ts'
import { checkMayWatchLesson, lessonExists } from '#src/features/online-courses/player.service.ts'
import { readAdminForm } from '#src/lib/admin-form.ts'
import { recordAudit } from '#src/lib/audit.ts'
import { FieldsError, HttpError } from '#src/lib/http-error.ts'
import type { Storage } from '#src/lib/storage.ts'
import type { AuthUser } from '#src/plugins/app/auth.ts'
import { captionsToVtt } from './captions.format.ts'
import { inLanguageOrder } from './captions-lookups.service.ts'
import {
  deleteCaption,
  findCaption,
  listCaptionLanguagesOfLesson,
  upsertCaption,
} from './captions.repository.ts'

/*
 * A lesson's captions (docs/product.md#player). They are shown only to those who may watch
 * the lesson, so no public answer changes with them: the public content version stays.
 */

export interface CaptionDeps {
  db: Db
  storage: Storage
}

const notFound = () => new HttpError(404, ErrorMessages.notFound)

/** The captions file of the form, turned into WebVTT; a refusal says what is wrong with it. */
async function readCaptionsFile(deps: CaptionDeps, request: FastifyRequest): Promise<string> {
  let bytes: Buffer | undefined
  try {
    const form = await readAdminForm(request, deps.storage, { documents: { captions: 1 } })
    bytes = form.documents.captions?.[0]
  } catch (error) {
    // Past the form's own limit: the same message as past the captions' one.
    if (error instanceof HttpError && error.statusCode === 413) {
      throw new HttpError(413, CaptionMessages.tooLarge, { cause: error })
    }
    throw error
  }
  if (!bytes) throw new FieldsError([{ path: 'captions', message: CaptionMessages.missingFile }])
  if (bytes.length > CaptionLimits.bytes) throw new HttpError(413, CaptionMessages.tooLarge)
  return captionsToVtt(bytes)
}

/** A write on a lesson's captions, with its audit row, in one transaction. */
async function writeCaptions(
  deps: CaptionDeps,
  actor: { id: number },
  lessonId: number,
  action: string,
  language: CaptionLanguage,
  write: (trx: Db) => Promise<void>,
): Promise<CaptionLanguage[]> {
  try {
    return await deps.db.transaction().execute(async (trx) => {
      await write(trx)
      await recordAudit(trx, {
        actorUserId: actor.id,
        action,
        targetType: 'lesson',
        targetId: lessonId,
        detail: { language },
      })
      return inLanguageOrder(await listCaptionLanguagesOfLesson(trx, lessonId))
    })
  } catch (error) {
    // The lesson went while the file was read.
    if (isForeignKeyViolation(error)) throw notFound()
    throw error
  }
}

/**
 * Sets a lesson's captions in one language from the admin's upload (WebVTT, or SubRip turned
 * into WebVTT), replacing what was there, and answers the languages the lesson now has. 404
 * for an unknown lesson; 400, 413 or 415 with the captions' message for a file refused.
 */
export async function setCaptions(
  deps: CaptionDeps,
  actor: { id: number },
  request: FastifyRequest,
  lessonId: number,
  language: CaptionLanguage,
): Promise<CaptionLanguage[]> {
  const vtt = await readCaptionsFile(deps, request)
  if (!(await lessonExists(deps.db, lessonId))) throw notFound()
  return writeCaptions(deps, actor, lessonId, 'lesson_caption.update', language, (trx) =>
    upsertCaption(trx, lessonId, language, vtt),
  )
}

/** Removes a lesson's captions in one language: 404 when it had none. */
export async function removeCaptions(
  deps: CaptionDeps,
  actor: { id: number },
  lessonId: number,
  language: CaptionLanguage,
): Promise<CaptionLanguage[]> {
  return writeCaptions(deps, actor, lessonId, 'lesson_caption.delete', language, async (trx) => {
    if (!(await deleteCaption(trx, lessonId, language))) throw notFound()
  })
}

/** A captions file as the player's track reads it. */
export interface CaptionFile {
  vtt: string
  etag: string
}

/**
 * A lesson's captions in one language, for a buyer of its course or an admin: 404 for an
 * unknown lesson or captions it does not have, 403 to anyone else.
 */
export async function captionFile(
  db: Db,
  user: AuthUser,
  lessonId: number,
  language: CaptionLanguage,
): Promise<CaptionFile> {
  await checkMayWatchLesson(db, user, lessonId)
  const found = await findCaption(db, lessonId, language)
  if (!found) throw notFound()
  const hash = createHash('sha256').update(found.vtt).digest('base64url').slice(0, 27)
  return { vtt: found.vtt, etag: `"${hash}"` }
}
