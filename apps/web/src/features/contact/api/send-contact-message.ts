import { ContactCalls } from '@aula/contract/routes/contact'
import type { ContactMessageInput } from '@aula/contract/contact'
import { call } from '#src/lib/api-client.ts'

/** Variant A of the contact form; only an answer of 'Success' counts as sent. */
export const sendContactMessage = (input: ContactMessageInput) =>
  call(ContactCalls.contact, { body: input })
