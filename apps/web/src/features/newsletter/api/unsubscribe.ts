import { useMutation } from '@tanstack/react-query'
import { NewsletterEndpoints } from '@aula/contract/newsletter'
import { call } from '#src/lib/api-client.ts'

/** Ends the subscription the newsletter's link was made for. */
export const unsubscribe = (token: string) =>
  call(NewsletterEndpoints.unsubscribe, { body: { token } })

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe })
