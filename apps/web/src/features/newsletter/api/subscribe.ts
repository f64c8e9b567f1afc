import { useMutation } from '@tanstack/react-query'
import { MessageSchema } from '@aula/contract/common'
import { NewsletterPaths } from '@aula/contract/newsletter'
import { api } from '#src/lib/api-client.ts'

/** Success is an answer whose message is 'Success' (docs/product.md#api-conventions). */
export async function subscribe(input: {
  email: string
  language: 'it' | 'en'
  token: string | null
}) {
  const answer = await api.post(
    NewsletterPaths.subscribe,
    // The confirmation mail is written in the language the visitor is reading.
    { email: input.email, language: input.language },
    { schema: MessageSchema, token: input.token },
  )
  if (answer.message !== 'Success') throw new Error(answer.message)
  return answer
}

export const useSubscribe = () => useMutation({ mutationFn: subscribe })
