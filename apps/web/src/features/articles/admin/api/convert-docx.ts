import { ArticleAdminCalls } from '@aula/contract/routes/articles'
import { call } from '#src/lib/api-client.ts'
import { toFormData, type UploadOptions } from '#src/lib/admin/form-data.ts'

/**
 * A Word document (multipart `file`, private token) turned into clean HTML for the editor,
 * with what the conversion had to leave out.
 */
export function convertDocx(file: File, { onProgress, signal }: UploadOptions = {}) {
  return call(ArticleAdminCalls.convertDocx, {
    body: toFormData({}, { file }),
    onUploadProgress: onProgress,
    signal,
  })
}
