import type { Generated } from 'kysely'

/** Orders and the demo payment provider's checkouts (features/checkout). */
export interface CheckoutTables {
  customer_order: CustomerOrderTable
  demo_checkout: DemoCheckoutTable
}

export interface CustomerOrderTable {
  id: Generated<number>
  reference: string
  user_id: number
  item_type: 'course' | 'online_course'
  course_id: number | null
  online_course_id: number | null
  item_title: string
  amount_cents: number
  currency: string
  charge: 'deposit' | 'full'
  /** 'free': a discount code covered the whole payment; no provider was asked (decision 032). */
  provider: 'demo' | 'sumup' | 'free'
  provider_checkout_id: string | null
  /** 'duplicate': paid for an item its buyer already had; the money goes back. */
  status: 'pending' | 'paid' | 'failed' | 'duplicate'
  created_at: string
  paid_at: string | null
  fulfilled_at: string | null
  /** "user:type:item" while the order waits for its payment: one open checkout each. */
  open_checkout_key?: string | null
  /** When the provider's checkout expires (ISO 8601). */
  valid_until?: string | null
  /** When the refund of a duplicate was asked of the provider. */
  refund_requested_at?: string | null
  /** The discount code it was bought with (docs/product.md#coupons); null if deleted since. */
  coupon_id?: number | null
  /** The code as typed at the time, kept for the sales list. */
  coupon_code?: string | null
  /** What the charge was before the discount; null without a code. */
  list_amount_cents?: number | null
  /** The code's discount; amount_cents is what is charged after it. */
  discount_cents?: number
}

/** A checkout of the built-in demo payment provider (its own state, as SumUp keeps its). */
export interface DemoCheckoutTable {
  id: string
  checkout_reference: string
  amount_cents: number
  currency: string
  status: 'PENDING' | 'PAID' | 'FAILED' | 'REFUNDED'
  created_at: string
  updated_at: string
  /** Past this moment (ISO 8601) the checkout takes no payment. */
  valid_until?: string | null
}
