import {
  NewsletterAdminPaths,
  SendNewsletterAnswerSchema,
  type SendNewsletterInput,
} from '@aula/contract/newsletter'
import { adminJson } from '#src/lib/admin/admin-client.ts'

/**
 * POST /api/sendnewsletter/ (private token): queues the newsletter for every confirmed
 * subscriber; the server answers 202 with the campaign at once and sends it in batches.
 */
export const sendNewsletter = (input: SendNewsletterInput) =>
  adminJson('POST', NewsletterAdminPaths.send, input, SendNewsletterAnswerSchema)
