import { ArticleAdminCalls } from '@aula/contract/routes/articles'
import type { ArticleCreate, ArticleUpdate } from '@aula/contract/articles'
import { call } from '#src/lib/api-client.ts'
import { toFormData, type UploadOptions } from '#src/lib/admin/form-data.ts'

/** A new article with its cover `foto` (multipart, private token). */
export function createArticle(
  fields: ArticleCreate,
  foto: File,
  { onProgress, signal }: UploadOptions = {},
) {
  return call(ArticleAdminCalls.create, {
    body: toFormData({ ...fields }, { foto }),
    onUploadProgress: onProgress,
    signal,
  })
}

/**
 * An article changed (multipart, private token): `title` names it, `newTitle` renames it;
 * without a new `foto` the cover stays.
 */
export function updateArticle(
  fields: ArticleUpdate,
  foto: File | null,
  { onProgress, signal }: UploadOptions = {},
) {
  return call(ArticleAdminCalls.update, {
    body: toFormData({ ...fields }, { foto }),
    onUploadProgress: onProgress,
    signal,
  })
}
