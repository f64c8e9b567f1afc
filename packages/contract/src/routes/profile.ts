import { pathOf, type CallsOf } from '../route.ts'
import type { DocumentSide, ProfileEndpoints } from '../profile.ts'

/* Where the calls of `profile.ts` live and who may make them, without their schemas (route.ts). */

export const ProfileRoutes = {
  profile: { method: 'GET', path: '/api/user/', access: 'user' },
  updateProfile: { method: 'PUT', path: '/api/user/', access: 'user' },
  affiliate: { method: 'GET', path: '/api/user/affiliate/:email', access: 'user' },
  earnings: { method: 'GET', path: '/api/user/earnings', access: 'user' },
  withdrawals: { method: 'GET', path: '/api/withdrawals/', access: 'user' },
  withdraw: { method: 'POST', path: '/api/withdraw', access: 'user' },
  iban: { method: 'PUT', path: '/api/iban/', access: 'user' },
  cf: { method: 'PUT', path: '/api/cf/', access: 'user' },
  document: { method: 'POST', path: '/api/document/', access: 'user' },
  documentFile: { method: 'GET', path: '/api/document-file/:id/:side', access: 'user' },
} as const

export const ProfileCalls: CallsOf<typeof ProfileEndpoints> = ProfileRoutes

/** The same calls' URLs, for callers that build them by hand. */
export const ProfilePaths = {
  user: ProfileRoutes.profile.path,
  affiliate: (email: string) => pathOf(ProfileRoutes.affiliate, { email }),
  earnings: ProfileRoutes.earnings.path,
  withdrawals: ProfileRoutes.withdrawals.path,
  withdraw: ProfileRoutes.withdraw.path,
  iban: ProfileRoutes.iban.path,
  cf: ProfileRoutes.cf.path,
  document: ProfileRoutes.document.path,
  documentFile: (id: number, side: DocumentSide) =>
    pathOf(ProfileRoutes.documentFile, { id, side }),
} as const
