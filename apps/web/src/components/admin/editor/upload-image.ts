import { ArticleWritePaths, UploadAnswerSchema } from '@aula/contract/articles'
import { adminForm, toFormData, type FormSendOptions } from '#src/lib/admin/admin-client.ts'

/**
 * POST /api/upload/ (private token): a picture for the text of an article or a newsletter,
 * stored and re-encoded by the server, which answers with its address.
 */
export function uploadEditorImage(
  file: File,
  options: Omit<FormSendOptions<typeof UploadAnswerSchema>, 'schema'> = {},
) {
  return adminForm('POST', ArticleWritePaths.upload, toFormData({}, { file }), {
    ...options,
    schema: UploadAnswerSchema,
  })
}
