import { ContactCalls } from '@aula/contract/routes/contact'
import type { InformationRequestInput } from '@aula/contract/contact'
import { call } from '#src/lib/api-client.ts'

/**
 * Variant B, the information request. A signed-in person's session cookie goes along, so
 * the school sees which account asked; the surname is sent too.
 */
export const sendInformationRequest = (request: InformationRequestInput) =>
  call(ContactCalls.module, { body: request })
