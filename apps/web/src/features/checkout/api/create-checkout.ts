import { CheckoutCalls } from '@aula/contract/routes/checkout'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CheckoutType, CreateCheckoutAnswer } from '@aula/contract/checkout'
import { call } from '#src/lib/api-client.ts'

/** What the page opens a checkout with; `coupon` is a discount code (docs/product.md#coupons). */
type CheckoutBody = {
  title: string
  type: CheckoutType
  email: string
  coupon?: string
  /** An in-person course's edition (docs/product.md#editions). */
  edition?: number
}

/** Opens the signed-in buyer's checkout; the server sets the amount (docs/product.md#payments). */
export function createCheckout(body: CheckoutBody): Promise<CreateCheckoutAnswer> {
  return call(CheckoutCalls.create, { body })
}

/**
 * One checkout per visit of the page: kept while the page is open, never refetched behind
 * the buyer's back, dropped on leaving. The server hands out the buyer's open checkout for
 * the item again (another tab, a reload) rather than opening a second one.
 */
export const checkoutQueryOptions = (body: CheckoutBody) =>
  queryOptions({
    queryKey: [
      'checkout',
      body.type,
      body.title,
      body.email,
      body.coupon ?? '',
      body.edition ?? '',
    ],
    queryFn: () => createCheckout(body),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })

export const useCheckout = (body: CheckoutBody, enabled: boolean) =>
  useQuery({ ...checkoutQueryOptions(body), enabled })
