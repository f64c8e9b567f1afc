import { NewsletterEndpoints } from '@aula/contract/newsletter'
import { call } from '#src/lib/api-client.ts'

/**
 * Success is an answer whose message is 'Success' (docs/product.md#api-conventions); the
 * client refuses any other. The confirmation mail is written in the language the visitor is
 * reading.
 */
export const subscribe = (input: { email: string; language: 'it' | 'en' }) =>
  call(NewsletterEndpoints.subscribe, { body: input })
