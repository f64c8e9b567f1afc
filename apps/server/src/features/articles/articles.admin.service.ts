import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { ErrorMessages, titleKey } from '@aula/contract/common'
import { FileMessages, FormMessages } from '@aula/contract/admin-forms'
import {
  ArticleCreateSchema,
  ArticleLimits,
  ArticleMessages,
  ArticleUpdateSchema,
  type Article,
  type ArticleCreate,
  type ConvertDocxAnswer,
  type UploadAnswer,
} from '@aula/contract/articles'
import type { Db } from '#src/db/connect.ts'
import { topicExists } from '#src/features/topics/topic-lookups.service.ts'
import { readAdminForm } from '#src/lib/admin-form.ts'
import {
  checkStoredAssets,
  parseFormFields,
  runAdminWrite,
  type AdminWriteDeps,
  type Conflicts,
} from '#src/lib/admin-write.ts'
import { insertAsset } from '#src/lib/assets.ts'
import { recordAudit } from '#src/lib/audit.ts'
import { FieldsError, HttpError } from '#src/lib/http-error.ts'
import { titleLookupKey } from '#src/lib/params.ts'
import { storedEnglish } from '#src/lib/content-language.ts'
import { sanitizeRichText, truncateText } from '#src/lib/sanitize.ts'
import {
  deleteArticleRow,
  findArticleById,
  findArticleIdByAnyTitleKey,
  findArticleRefByTitleKey,
  insertArticle,
  updateArticle,
  type ArticleInput,
} from './articles.repository.ts'
import { toArticleDto } from './articles.mapper.ts'
import { convertDocx, newImageView } from './docx.ts'

/*
 * The admin's writes on articles and the rich-text editor's helpers (an image for the
 * content, a DOCX turned into the content). Each write is one transaction with its audit
 * row (lib/admin-write.ts); a refused one leaves no row and no file.
 */

type Actor = { id: number }

/** The article form's one file: the cover `foto` (10 MB at most). */
const ARTICLE_FILES = { images: { foto: 1 } }
/** Editors name the image field differently: `file` is ours, `upload` and `image` are common. */
const UPLOAD_FILES = { images: { file: 1, upload: 1, image: 1 } }

const notFound = () => new HttpError(404, ErrorMessages.notFound)
const duplicate = () => new HttpError(409, ArticleMessages.duplicate)
const duplicateEn = () => new HttpError(409, ArticleMessages.duplicateEn)

/**
 * Titles are unique per kind across both languages, so an address names one article
 * (docs/product.md#content-languages-and-urls): neither title may be another article's
 * Italian or English title.
 */
async function assertTitlesFree(db: Db, text: ArticleInput, self?: number): Promise<void> {
  const taken = async (title: string) => {
    const id = await findArticleIdByAnyTitleKey(db, titleKey(title))
    return id !== undefined && id !== self
  }
  if (await taken(text.title)) throw duplicate()
  if (text.titleEn && (await taken(text.titleEn))) throw duplicateEn()
}
const unknownCategory = () =>
  new FieldsError([{ path: 'category', message: ArticleMessages.unknownCategory }])

/**
 * A form's write refused by the database after the checks passed: another admin was quicker.
 * The form's cover is stored in the same transaction, so the one key it can miss is the topic.
 */
const conflicts = { unique: ArticleMessages.duplicate, foreignKey: unknownCategory }

/**
 * An import refused by the database after the checks passed: a topic deleted meanwhile is the
 * same 400 on `category` as before saving; any other refused key stays as it is (the cover
 * is checked inside the write, see importArticle).
 */
function importConflicts(db: Db): Conflicts<ArticleInput> {
  return {
    unique: ArticleMessages.duplicate,
    foreignKey: async (_error, input) =>
      input.categoryId !== null && !(await topicExists(db, input.categoryId))
        ? unknownCategory()
        : undefined,
  }
}

async function assertTopic(db: Db, categoryId: number | null): Promise<void> {
  if (categoryId !== null && !(await topicExists(db, categoryId))) throw unknownCategory()
}

/** The article's text as stored: clean HTML, and a summary taken from the intro if blank. */
function articleText(input: z.output<typeof ArticleCreateSchema>, title: string): ArticleInput {
  return {
    title,
    intro: input.intro,
    description: input.description || truncateText(input.intro, ArticleLimits.description),
    content: sanitizeRichText(input.content),
    categoryId: input.category,
    titleEn: storedEnglish(input.titleEn),
    introEn: storedEnglish(input.introEn),
    descriptionEn: storedEnglish(
      input.descriptionEn || truncateText(input.introEn ?? '', ArticleLimits.description),
    ),
    // The English text is cleaned as the Italian one is.
    contentEn: storedEnglish(input.contentEn && sanitizeRichText(input.contentEn)),
  }
}

async function readArticle(trx: Db, id: number): Promise<Article> {
  return toArticleDto((await findArticleById(trx, id))!)
}

/**
 * A new article from the admin's form; the cover is required. A taken title or a missing
 * topic is refused before the cover is encoded; one changed meanwhile by another admin is
 * refused by the database's keys with the same answers.
 */
export function createArticle(
  deps: AdminWriteDeps,
  actor: Actor,
  request: FastifyRequest,
): Promise<Article> {
  return runAdminWrite({
    deps,
    actor,
    form: { request, files: ARTICLE_FILES },
    parse: async (form, stage) => {
      const foto = form.images.foto?.[0]
      const input = parseFormFields(
        ArticleCreateSchema,
        form.fields,
        foto ? [] : [{ path: 'foto', message: ArticleMessages.coverRequired }],
      )
      await assertTopic(stage.db, input.category)
      const text = articleText(input, input.title)
      await assertTitlesFree(stage.db, text)
      return { text, cover: await stage.image(foto!) }
    },
    persist: async (trx, input) => {
      const id = await insertArticle(trx, { ...input.text, coverId: input.cover.id })
      return {
        result: await readArticle(trx, id),
        audit: { action: 'article.create', targetType: 'article', targetId: id },
      }
    },
    conflicts,
  })
}

/**
 * An article brought from elsewhere: its text, topic, cover already stored (an asset id) and
 * when it was first published there (now when left out).
 */
export type ArticleImport = Omit<ArticleCreate, 'category'> & {
  categoryId: number | null
  coverId: string
  publishedAt?: string
}

/**
 * A new article from plain values rather than the admin's form (content imported, the demo
 * school): the form's rules, the content cleaned the same way, the same 409 and 400 answers,
 * and the audit row. A cover that is not stored is a 400 on the form's cover field `foto`.
 */
export function importArticle(
  deps: AdminWriteDeps,
  actor: Actor,
  input: ArticleImport,
): Promise<Article> {
  return runAdminWrite({
    deps,
    actor,
    input,
    parse: async ({ categoryId, coverId, publishedAt, ...fields }, stage) => {
      const category = categoryId === null ? '' : String(categoryId)
      const parsed = parseFormFields(ArticleCreateSchema, { ...fields, category })
      await assertTopic(stage.db, parsed.category)
      const text = articleText(parsed, parsed.title)
      await assertTitlesFree(stage.db, text)
      return { ...text, coverId, publishedAt }
    },
    persist: async (trx, article) => {
      await checkStoredAssets(trx, [
        { path: 'foto', id: article.coverId, message: FileMessages.pictureNotStored },
      ])
      const id = await insertArticle(trx, article)
      return {
        result: await readArticle(trx, id),
        audit: { action: 'article.create', targetType: 'article', targetId: id },
      }
    },
    conflicts: importConflicts(deps.db),
  })
}

/**
 * Edits the article the form's `title` names: a new title (`newTitle`), text, topic and,
 * when uploaded, cover (the replaced one is removed once the change is saved).
 */
export function editArticle(
  deps: AdminWriteDeps,
  actor: Actor,
  request: FastifyRequest,
): Promise<Article> {
  return runAdminWrite({
    deps,
    actor,
    form: { request, files: ARTICLE_FILES },
    parse: async (form, stage) => {
      const input = parseFormFields(ArticleUpdateSchema, form.fields)
      const key = titleLookupKey(input.title)
      const current = key ? await findArticleRefByTitleKey(stage.db, key) : undefined
      if (!current) throw notFound()
      await assertTopic(stage.db, input.category)
      const text = articleText(input, input.newTitle || input.title)
      await assertTitlesFree(stage.db, text, current.id)
      const foto = form.images.foto?.[0]
      const cover = foto ? await stage.image(foto) : undefined
      return { current, text, cover }
    },
    persist: async (trx, { current, text, cover }) => {
      // Read again inside the transaction: the cover it replaces is the one it has now.
      const before = await findArticleById(trx, current.id)
      // Deleted by another admin since it was found: the transaction is undone.
      if (!before || !(await updateArticle(trx, current.id, { ...text, coverId: cover?.id }))) {
        throw notFound()
      }
      return {
        result: await readArticle(trx, current.id),
        audit: {
          action: 'article.update',
          targetType: 'article',
          targetId: current.id,
          detail:
            text.title === current.title ? undefined : { from: current.title, to: text.title },
        },
        // The replaced cover is no longer shown anywhere.
        dropAssets: cover ? [before.cover_asset_id] : [],
      }
    },
    conflicts,
  })
}

/** Removes the article a title names (hyphens or spaces, any case), and its cover. */
export function removeArticle(deps: AdminWriteDeps, actor: Actor, title: string): Promise<void> {
  return runAdminWrite({
    deps,
    actor,
    input: title,
    parse: async (name, stage) => {
      const key = titleLookupKey(name)
      const current = key ? await findArticleRefByTitleKey(stage.db, key) : undefined
      if (!current) throw notFound()
      return current
    },
    persist: async (trx, current) => {
      const row = await findArticleById(trx, current.id)
      if (!row || !(await deleteArticleRow(trx, current.id))) throw notFound()
      return {
        result: undefined,
        audit: {
          action: 'article.delete',
          targetType: 'article',
          targetId: current.id,
          detail: { title: current.title },
        },
        dropAssets: [row.cover_asset_id],
      }
    },
  })
}

/** Stores one picture for the article's content, re-encoded, and answers where it is shown. */
export function uploadArticleImage(
  deps: AdminWriteDeps,
  actor: Actor,
  request: FastifyRequest,
): Promise<UploadAnswer> {
  return runAdminWrite({
    deps,
    actor,
    form: { request, files: UPLOAD_FILES },
    parse: async (form, stage) => {
      const bytes = form.images.file?.[0] ?? form.images.upload?.[0] ?? form.images.image?.[0]
      if (!bytes) throw new FieldsError([{ path: 'file', message: FormMessages.required }])
      return stage.image(bytes)
    },
    persist: async (_trx, asset) => {
      const image = newImageView(asset)
      return {
        result: { message: 'Success' as const, url: image.url, location: image.url, image },
        audit: { action: 'article.image-upload', targetType: 'asset', targetId: asset.id },
      }
    },
  })
}

/**
 * Turns a Word document into the article's HTML, its pictures stored as images. Nothing of
 * an article changes: the pictures' rows and the audit row are saved together, and their
 * files go if that fails.
 */
export async function convertArticleDocx(
  deps: AdminWriteDeps,
  actor: Actor,
  request: FastifyRequest,
): Promise<ConvertDocxAnswer> {
  const form = await readAdminForm(request, deps.storage, { documents: { file: 1 } })
  const bytes = form.documents.file?.[0]
  if (!bytes) throw new FieldsError([{ path: 'file', message: FormMessages.required }])
  const converted = await convertDocx(deps.storage, bytes)
  try {
    await deps.db.transaction().execute(async (trx) => {
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
}
