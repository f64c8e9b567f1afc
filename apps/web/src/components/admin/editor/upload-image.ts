import { ArticleAdminCalls } from '@aula/contract/routes/articles'
import { call } from '#src/lib/api-client.ts'
import { toFormData, type UploadOptions } from '#src/lib/admin/form-data.ts'

/**
 * A picture for the text of an article or a newsletter (private token), stored and
 * re-encoded by the server, which answers with its address.
 */
export function uploadEditorImage(file: File, { onProgress, signal }: UploadOptions = {}) {
  return call(ArticleAdminCalls.upload, {
    body: toFormData({}, { file }),
    onUploadProgress: onProgress,
    signal,
  })
}
