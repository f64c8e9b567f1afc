import { useMutation } from '@tanstack/react-query'
import { SuccessSchema } from '@aula/contract/common'
import { NewsletterPaths } from '@aula/contract/newsletter'
import { request } from '#src/lib/api-client.ts'

/** The double opt-in: the link from the confirmation mail turns the subscription on. */
export const confirmSubscription = (token: string) =>
  request('POST', NewsletterPaths.confirm, { schema: SuccessSchema, body: { token } })

export const useConfirmSubscription = () => useMutation({ mutationFn: confirmSubscription })
