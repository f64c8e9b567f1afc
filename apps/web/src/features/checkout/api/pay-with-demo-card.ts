import { CheckoutCalls } from '@aula/contract/routes/checkout'
import type { DemoPayAnswer } from '@aula/contract/checkout'
import { call } from '#src/lib/api-client.ts'

/** The built-in demo provider's card endpoint (the stand-in for SumUp's widget backend). */
export function payWithDemoCard(body: {
  id: string
  cardNumber: string
  expiry: string
  cvc: string
}): Promise<DemoPayAnswer> {
  return call(CheckoutCalls.demoPay, { body })
}
