import { NewsletterCalls } from '@aula/contract/routes/newsletter'
import { useMutation } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'

/** The double opt-in: the link from the confirmation mail turns the subscription on. */
export const confirmSubscription = (token: string) =>
  call(NewsletterCalls.confirm, { body: { token } })

export const useConfirmSubscription = () => useMutation({ mutationFn: confirmSubscription })
