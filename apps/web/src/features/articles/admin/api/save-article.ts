import {
  ArticleWriteAnswerSchema,
  ArticleWritePaths,
  type ArticleCreate,
  type ArticleUpdate,
} from '@aula/contract/articles'
import { adminForm, toFormData, type FormSendOptions } from '#src/lib/admin/admin-client.ts'

type SendOptions = Omit<FormSendOptions<typeof ArticleWriteAnswerSchema>, 'schema'>

/** POST /api/article/ (multipart, private token): a new article with its cover `foto`. */
export function createArticle(fields: ArticleCreate, foto: File, options: SendOptions = {}) {
  const form = toFormData({ ...fields }, { foto })
  return adminForm('POST', ArticleWritePaths.article, form, {
    ...options,
    schema: ArticleWriteAnswerSchema,
  })
}

/**
 * PUT /api/article/ (multipart, private token): `title` names the article, `newTitle`
 * renames it; without a new `foto` the cover stays.
 */
export function updateArticle(fields: ArticleUpdate, foto: File | null, options: SendOptions = {}) {
  const form = toFormData({ ...fields }, { foto })
  return adminForm('PUT', ArticleWritePaths.article, form, {
    ...options,
    schema: ArticleWriteAnswerSchema,
  })
}
