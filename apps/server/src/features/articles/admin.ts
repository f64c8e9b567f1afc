import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { ErrorMessages, SuccessSchema, titleKey } from '@aula/contract/common'
import { FormMessages } from '@aula/contract/admin-forms'
import {
  ArticleCreateSchema,
  ArticleLimits,
  ArticleMessages,
  ArticleUpdateSchema,
  ArticleWriteAnswerSchema,
  ArticleWritePaths,
  ConvertDocxAnswerSchema,
  UploadAnswerSchema,
} from '@aula/contract/articles'
import { TitleBodySchema } from '@aula/contract/courses'
import { recordAudit } from '#src/lib/audit.ts'
import { parseFields, readAdminForm } from '#src/lib/admin-form.ts'
import { insertAsset, removeAssetFiles, type NewAsset } from '#src/lib/assets.ts'
import { FieldsError, HttpError } from '#src/lib/http-error.ts'
import { deleteImage, encodeImage } from '#src/lib/images.ts'
import { titleLookupKey } from '#src/lib/params.ts'
import { sanitizeRichText, truncateText } from '#src/lib/sanitize.ts'
import type { Db } from '#src/db/connect.ts'
import type { Storage } from '#src/lib/storage.ts'
import {
  deleteArticleRow,
  findArticleById,
  findArticleRefByTitleKey,
  insertArticle,
  topicExists,
  updateArticle,
} from './articles.repository.ts'
import { toArticleDto } from './articles.mapper.ts'
import { convertDocx, newImageView } from './docx.ts'
import { isForeignKeyViolation, isUniqueViolation } from '#src/db/constraint-errors.ts'
import { formWriteRefusals } from '#src/lib/refusals.ts'

const refusals = formWriteRefusals

type FieldIssue = { path: string; message: string }

/** The form's text fields, with any further problem (a missing cover) in the same 400. */
function parseArticleFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string>,
  more: FieldIssue[],
): z.output<S> {
  let input: z.output<S>
  try {
    input = parseFields(schema, fields)
  } catch (error) {
    if (error instanceof FieldsError && more.length) {
      throw new FieldsError([...error.errors, ...more])
    }
    throw error
  }
  if (more.length) throw new FieldsError(more)
  return input
}

async function assertTopic(db: Db, categoryId: number | null): Promise<void> {
  if (categoryId !== null && !(await topicExists(db, categoryId))) {
    throw new FieldsError([{ path: 'category', message: ArticleMessages.unknownCategory }])
  }
}

/** The article's text as stored: clean HTML, and a summary taken from the intro if blank. */
function articleText(input: z.output<typeof ArticleCreateSchema>, title: string) {
  return {
    title,
    intro: input.intro,
    description: input.description || truncateText(input.intro, ArticleLimits.description),
    content: sanitizeRichText(input.content),
    categoryId: input.category,
  }
}

const removeFiles = (storage: Storage, row: NewAsset) =>
  removeAssetFiles(storage, { ...row, variants: row.variants ?? null })

/** A write refused by the database after the checks passed: another admin was quicker. */
function conflictOf(error: unknown): unknown {
  if (isUniqueViolation(error)) return new HttpError(409, ArticleMessages.duplicate)
  if (isForeignKeyViolation(error)) {
    return new FieldsError([{ path: 'category', message: ArticleMessages.unknownCategory }])
  }
  return error
}

/**
 * Admin writes on articles, and the rich-text editor's helpers (image upload and
 * DOCX conversion): only an admin's private token.
 */
const articleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const assets = { db: app.db, storage: app.storage }

  app.post(
    ArticleWritePaths.article,
    {
      schema: { response: { 200: ArticleWriteAnswerSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async (request) => {
      const actor = request.user!
      const form = await readAdminForm(request, app.storage, { images: { foto: 1 } })
      const foto = form.images.foto?.[0]
      const input = parseArticleFields(
        ArticleCreateSchema,
        form.fields,
        foto ? [] : [{ path: 'foto', message: ArticleMessages.coverRequired }],
      )
      await assertTopic(app.db, input.category)
      if (await findArticleRefByTitleKey(app.db, titleKey(input.title))) {
        throw new HttpError(409, ArticleMessages.duplicate)
      }
      // The cover is checked and written first: a refused file (415/413) leaves nothing.
      const cover = await encodeImage(app.storage, foto!)
      let id: number
      try {
        id = await app.db.transaction().execute(async (trx) => {
          await insertAsset(trx, cover)
          const newId = await insertArticle(trx, {
            ...articleText(input, input.title),
            coverId: cover.id,
          })
          await recordAudit(trx, {
            actorUserId: actor.id,
            action: 'article.create',
            targetType: 'article',
            targetId: newId,
          })
          return newId
        })
      } catch (error) {
        await removeFiles(app.storage, cover)
        throw conflictOf(error)
      }
      const row = await findArticleById(app.db, id)
      return { message: 'Success' as const, article: toArticleDto(row!) }
    },
  )

  app.put(
    ArticleWritePaths.article,
    {
      schema: { response: { 200: ArticleWriteAnswerSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async (request) => {
      const actor = request.user!
      const form = await readAdminForm(request, app.storage, { images: { foto: 1 } })
      const foto = form.images.foto?.[0]
      const input = parseArticleFields(ArticleUpdateSchema, form.fields, [])
      const key = titleLookupKey(input.title)
      const current = key ? await findArticleRefByTitleKey(app.db, key) : undefined
      if (!current) throw new HttpError(404, ErrorMessages.notFound)
      await assertTopic(app.db, input.category)
      const title = input.newTitle || input.title
      const other = await findArticleRefByTitleKey(app.db, titleKey(title))
      if (other && other.id !== current.id) throw new HttpError(409, ArticleMessages.duplicate)

      const cover = foto ? await encodeImage(app.storage, foto) : undefined
      try {
        await app.db.transaction().execute(async (trx) => {
          if (cover) await insertAsset(trx, cover)
          const updated = await updateArticle(trx, current.id, {
            ...articleText(input, title),
            coverId: cover?.id,
          })
          // Deleted by another admin since it was found: the transaction is undone.
          if (!updated) throw new HttpError(404, ErrorMessages.notFound)
          await recordAudit(trx, {
            actorUserId: actor.id,
            action: 'article.update',
            targetType: 'article',
            targetId: current.id,
            detail: title === current.title ? undefined : { from: current.title, to: title },
          })
        })
      } catch (error) {
        if (cover) await removeFiles(app.storage, cover)
        throw conflictOf(error)
      }
      // The replaced cover is no longer shown anywhere.
      if (cover && current.coverId) await deleteImage(assets, current.coverId)
      const row = await findArticleById(app.db, current.id)
      return { message: 'Success' as const, article: toArticleDto(row!) }
    },
  )

  app.delete(
    ArticleWritePaths.article,
    {
      schema: { body: TitleBodySchema, response: { 200: SuccessSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async (request) => {
      const actor = request.user!
      const key = titleLookupKey(request.body.title)
      const current = key ? await findArticleRefByTitleKey(app.db, key) : undefined
      if (!current) throw new HttpError(404, ErrorMessages.notFound)
      const deleted = await app.db.transaction().execute(async (trx) => {
        if (!(await deleteArticleRow(trx, current.id))) return false
        await recordAudit(trx, {
          actorUserId: actor.id,
          action: 'article.delete',
          targetType: 'article',
          targetId: current.id,
          detail: { title: current.title },
        })
        return true
      })
      if (!deleted) throw new HttpError(404, ErrorMessages.notFound)
      if (current.coverId) await deleteImage(assets, current.coverId)
      return { message: 'Success' as const }
    },
  )

  app.post(
    ArticleWritePaths.upload,
    {
      schema: { response: { 200: UploadAnswerSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async (request) => {
      const actor = request.user!
      // Editors name the field differently: `file` is ours, `upload` and `image` are common.
      const form = await readAdminForm(request, app.storage, {
        images: { file: 1, upload: 1, image: 1 },
      })
      const bytes = form.images.file?.[0] ?? form.images.upload?.[0] ?? form.images.image?.[0]
      if (!bytes) throw new FieldsError([{ path: 'file', message: FormMessages.required }])
      const row = await encodeImage(app.storage, bytes)
      try {
        await app.db.transaction().execute(async (trx) => {
          await insertAsset(trx, row)
          await recordAudit(trx, {
            actorUserId: actor.id,
            action: 'article.image-upload',
            targetType: 'asset',
            targetId: row.id,
          })
        })
      } catch (error) {
        await removeFiles(app.storage, row)
        throw error
      }
      const image = newImageView(row)
      return { message: 'Success' as const, url: image.url, location: image.url, image }
    },
  )

  app.post(
    ArticleWritePaths.convertDocx,
    {
      schema: { response: { 200: ConvertDocxAnswerSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async (request) => {
      const actor = request.user!
      const form = await readAdminForm(request, app.storage, { documents: { file: 1 } })
      const bytes = form.documents.file?.[0]
      if (!bytes) throw new FieldsError([{ path: 'file', message: FormMessages.required }])
      const converted = await convertDocx(app.storage, bytes)
      try {
        await app.db.transaction().execute(async (trx) => {
          for (const row of converted.images) await insertAsset(trx, row)
          await recordAudit(trx, {
            actorUserId: actor.id,
            action: 'article.docx-convert',
            targetType: 'asset',
            detail: { images: converted.images.map((row) => row.id) },
          })
        })
      } catch (error) {
        await converted.discard()
        throw error
      }
      return { htmlContent: converted.html, warnings: converted.warnings }
    },
  )
}

export default articleAdminRoutes
