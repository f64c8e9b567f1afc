import { ArticleWritePaths, ConvertDocxAnswerSchema } from '@aula/contract/articles'
import { adminForm, toFormData, type FormSendOptions } from '#src/lib/admin/admin-client.ts'

/**
 * POST /api/convert-docx-to-html/ (multipart `file`, private token): a Word document turned
 * into clean HTML for the editor, with what the conversion had to leave out.
 */
export function convertDocx(
  file: File,
  options: Omit<FormSendOptions<typeof ConvertDocxAnswerSchema>, 'schema'> = {},
) {
  return adminForm('POST', ArticleWritePaths.convertDocx, toFormData({}, { file }), {
    ...options,
    schema: ConvertDocxAnswerSchema,
  })
}
