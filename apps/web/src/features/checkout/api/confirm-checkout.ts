import { CheckoutCalls } from '@aula/contract/routes/checkout'
import type { CheckoutStatus } from '@aula/contract/checkout'
import { call } from '#src/lib/api-client.ts'

/**
 * Asks the server to read the payment's status from the provider itself: what the card
 * widget says is never trusted alone. A paid order is fulfilled by this call, by the
 * provider's webhook or by the server's reconciliation, whichever comes first.
 */
export async function confirmCheckout(id: string): Promise<CheckoutStatus> {
  const answer = await call(CheckoutCalls.confirm, { body: { id } })
  return answer.status
}
