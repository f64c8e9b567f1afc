/**
 * What SumUp's card widget passes to its onResponse callback (its documented types); the
 * demo card form answers through the same callback, so the checkout page treats both alike.
 */
export type WidgetResponseType = 'sent' | 'invalid' | 'auth-screen' | 'error' | 'success' | 'fail'

export interface WidgetResponseBody {
  status?: string
  message?: string
}

export type OnWidgetResponse = (type: WidgetResponseType, body: WidgetResponseBody) => void

export interface CardWidgetProps {
  checkoutId: string
  /** The charge in euros, shown on the submit button. */
  amount: number
  onResponse: OnWidgetResponse
}
