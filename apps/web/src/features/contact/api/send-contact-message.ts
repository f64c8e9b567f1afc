import { useMutation } from '@tanstack/react-query'
import { SuccessSchema } from '@aula/contract/common'
import { ContactPaths, type ContactMessageInput } from '@aula/contract/contact'
import { request } from '#src/lib/api-client.ts'

/** Variant A of the contact form; only an answer of 'Success' counts as sent. */
export const sendContactMessage = (input: ContactMessageInput) =>
  request('POST', ContactPaths.contact, { schema: SuccessSchema, body: input })

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage })
