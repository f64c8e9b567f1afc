import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  CheckoutPaths,
  CreateCheckoutAnswerSchema,
  type CheckoutType,
  type CreateCheckoutAnswer,
} from '@aula/contract/checkout'
import { api } from '#src/lib/api-client.ts'

/** Opens the signed-in buyer's checkout; the server sets the amount (docs/product.md#payments). */
export function createCheckout(
  token: string,
  body: { title: string; type: CheckoutType; email: string },
): Promise<CreateCheckoutAnswer> {
  return api.post(CheckoutPaths.create, body, { schema: CreateCheckoutAnswerSchema, token })
}

/**
 * One checkout per visit of the page: kept while the page is open, never refetched behind
 * the buyer's back, dropped on leaving. The server hands out the buyer's open checkout for
 * the item again (another tab, a reload) rather than opening a second one.
 */
export const checkoutQueryOptions = (
  token: string,
  body: { title: string; type: CheckoutType; email: string },
) =>
  queryOptions({
    queryKey: ['checkout', body.type, body.title, body.email],
    queryFn: () => createCheckout(token, body),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })

export const useCheckout = (
  token: string,
  body: { title: string; type: CheckoutType; email: string },
  enabled: boolean,
) => useQuery({ ...checkoutQueryOptions(token, body), enabled })
