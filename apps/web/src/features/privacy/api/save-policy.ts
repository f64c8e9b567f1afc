import { PrivacyAdminCalls } from '@aula/contract/routes/privacy'
import type { SavePrivacyPolicyInput } from '@aula/contract/privacy'
import { call } from '#src/lib/api-client.ts'

/** PUT /api/admin/privacy/policy (admin's private token): a new version of the page. */
export const savePolicy = (body: SavePrivacyPolicyInput) =>
  call(PrivacyAdminCalls.savePolicy, { body })
