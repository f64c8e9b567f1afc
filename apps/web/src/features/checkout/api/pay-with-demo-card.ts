import { CheckoutPaths, DemoPayAnswerSchema, type DemoPayAnswer } from '@aula/contract/checkout'
import { api } from '#src/lib/api-client.ts'

/** The built-in demo provider's card endpoint (the stand-in for SumUp's widget backend). */
export function payWithDemoCard(
  token: string,
  body: { id: string; cardNumber: string; expiry: string; cvc: string },
): Promise<DemoPayAnswer> {
  return api.post(CheckoutPaths.demoPay, body, { schema: DemoPayAnswerSchema, token })
}
