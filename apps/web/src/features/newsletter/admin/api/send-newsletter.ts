import { NewsletterAdminCalls } from '@aula/contract/routes/newsletter'
import type { SendNewsletterInput } from '@aula/contract/newsletter'
import { call } from '#src/lib/api-client.ts'

/**
 * Queues the newsletter for every confirmed subscriber (private token); the server answers
 * 202 with the campaign at once and sends it in batches.
 */
export const sendNewsletter = (input: SendNewsletterInput) =>
  call(NewsletterAdminCalls.send, { body: input })
