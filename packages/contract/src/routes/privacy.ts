import type { CallsOf } from '../route.ts'
import type { PrivacyAdminEndpoints, PrivacyEndpoints } from '../privacy.ts'

/* Where the calls of `privacy.ts` live and who may make them, without their schemas (route.ts). */

export const PrivacyRoutes = {
  policy: { method: 'GET', path: '/api/privacy/policy', access: 'public' },
  consents: { method: 'GET', path: '/api/user/privacy/consents', access: 'user' },
  setConsent: { method: 'PUT', path: '/api/user/privacy/consents', access: 'user' },
  exportData: { method: 'GET', path: '/api/user/privacy/export', access: 'user' },
  deleteAccount: { method: 'POST', path: '/api/user/privacy/delete-account', access: 'user' },
} as const

export const PrivacyCalls: CallsOf<typeof PrivacyEndpoints> = PrivacyRoutes

export const PrivacyAdminRoutes = {
  savePolicy: { method: 'PUT', path: '/api/admin/privacy/policy', access: 'adminWrite' },
} as const

export const PrivacyAdminCalls: CallsOf<typeof PrivacyAdminEndpoints> = PrivacyAdminRoutes

/** The same calls' URLs, for callers that build them by hand. */
export const PrivacyPaths = {
  policy: PrivacyRoutes.policy.path,
  consents: PrivacyRoutes.consents.path,
  exportData: PrivacyRoutes.exportData.path,
  deleteAccount: PrivacyRoutes.deleteAccount.path,
  savePolicy: PrivacyAdminRoutes.savePolicy.path,
} as const
