import { NewsletterCalls } from '@aula/contract/routes/newsletter'
import { call } from '#src/lib/api-client.ts'

/**
 * Success is an answer whose message is 'Success' (docs/product.md#api-conventions); `call`
 * refuses any other. The confirmation mail is written in the language the visitor is
 * reading.
 */
export const subscribe = (input: {
  email: string
  language: 'it' | 'en'
  consentVersion?: string
}) => call(NewsletterCalls.subscribe, { body: input })
