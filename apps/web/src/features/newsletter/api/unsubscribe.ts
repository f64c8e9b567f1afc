import { useMutation } from '@tanstack/react-query'
import { SuccessSchema } from '@aula/contract/common'
import { NewsletterPaths } from '@aula/contract/newsletter'
import { api } from '#src/lib/api-client.ts'

/** Ends the subscription the newsletter's link was made for. */
export const unsubscribe = (token: string) =>
  api.post(NewsletterPaths.unsubscribe, { token }, { schema: SuccessSchema })

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe })
