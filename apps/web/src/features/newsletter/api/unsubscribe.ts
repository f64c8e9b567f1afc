import { NewsletterCalls } from '@aula/contract/routes/newsletter'
import { useMutation } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'

/** Ends the subscription the newsletter's link was made for. */
export const unsubscribe = (token: string) => call(NewsletterCalls.unsubscribe, { body: { token } })

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe })
