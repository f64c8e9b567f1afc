import { useMutation } from '@tanstack/react-query'
import { SuccessSchema } from '@aula/contract/common'
import { NewsletterPaths } from '@aula/contract/newsletter'
import { api } from '#src/lib/api-client.ts'

/** The double opt-in: the link from the confirmation mail turns the subscription on. */
export const confirmSubscription = (token: string) =>
  api.post(NewsletterPaths.confirm, { token }, { schema: SuccessSchema })

export const useConfirmSubscription = () => useMutation({ mutationFn: confirmSubscription })
