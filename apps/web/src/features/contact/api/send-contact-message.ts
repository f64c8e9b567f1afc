import { type ContactMessageInput, ContactEndpoints } from '@aula/contract/contact'
import { call } from '#src/lib/api-client.ts'

/** Variant A of the contact form; only an answer of 'Success' counts as sent. */
export const sendContactMessage = (input: ContactMessageInput) =>
  call(ContactEndpoints.contact, { body: input })
