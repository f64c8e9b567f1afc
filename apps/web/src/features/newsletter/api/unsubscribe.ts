import { useMutation } from '@tanstack/react-query'
import { SuccessSchema } from '@aula/contract/common'
import { NewsletterPaths } from '@aula/contract/newsletter'
import { request } from '#src/lib/api-client.ts'

/** Ends the subscription the newsletter's link was made for. */
export const unsubscribe = (token: string) =>
  request('POST', NewsletterPaths.unsubscribe, { schema: SuccessSchema, body: { token } })

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe })
