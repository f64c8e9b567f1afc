import { PrivacyCalls } from '@aula/contract/routes/privacy'
import type { SetConsentInput } from '@aula/contract/privacy'
import { call } from '#src/lib/api-client.ts'

/** PUT /api/user/privacy/consents: gives or withdraws the newsletter or marketing consent. */
export const setConsent = (body: SetConsentInput) => call(PrivacyCalls.setConsent, { body })
