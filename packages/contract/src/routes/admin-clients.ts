import type { CallsOf } from '../route.ts'
import type { AdminClientEndpoints } from '../admin-clients.ts'

/* Where the calls of `admin-clients.ts` live and who may make them, without their schemas (route.ts). */

export const AdminClientRoutes = {
  withdrawals: { method: 'GET', path: '/get/withdrawals/', access: 'admin' },
  withdrawalsPage: { method: 'GET', path: '/get/withdrawals/', access: 'admin' },
  decideWithdrawal: { method: 'PUT', path: '/api/withdraw/', access: 'adminWrite' },
  documents: { method: 'GET', path: '/api/documents/', access: 'admin' },
  documentsPage: { method: 'GET', path: '/api/documents/', access: 'admin' },
  decideDocument: { method: 'PUT', path: '/api/document/', access: 'adminWrite' },
} as const

export const AdminClientCalls: CallsOf<typeof AdminClientEndpoints> = AdminClientRoutes

/** The same calls' URLs, for callers that build them by hand. */
export const AdminClientPaths = {
  withdrawals: AdminClientRoutes.withdrawals.path,
  withdraw: AdminClientRoutes.decideWithdrawal.path,
  documents: AdminClientRoutes.documents.path,
  document: AdminClientRoutes.decideDocument.path,
} as const
