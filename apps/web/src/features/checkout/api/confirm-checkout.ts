import {
  CheckoutPaths,
  ConfirmCheckoutAnswerSchema,
  type CheckoutStatus,
} from '@aula/contract/checkout'
import { api } from '#src/lib/api-client.ts'

/**
 * Asks the server to read the payment's status from the provider itself: what the card
 * widget says is never trusted alone. A paid order is fulfilled by this call, by the
 * provider's webhook or by the server's reconciliation, whichever comes first.
 */
export async function confirmCheckout(token: string, id: string): Promise<CheckoutStatus> {
  const answer = await api.post(
    CheckoutPaths.confirm,
    { id },
    { schema: ConfirmCheckoutAnswerSchema, token },
  )
  return answer.status
}
