import { pathOf, type CallsOf } from '../route.ts'
import type { ReceiptEndpoints } from '../receipts.ts'

/* Where the calls of `receipts.ts` live and who may make them, without their schemas (route.ts). */

export const ReceiptRoutes = {
  mine: { method: 'GET', path: '/api/user/receipts', access: 'user' },
  pdf: { method: 'GET', path: '/api/receipts/:id/pdf', access: 'user' },
  fiscalData: { method: 'GET', path: '/api/admin/school-fiscal-data', access: 'admin' },
  saveFiscalData: { method: 'PUT', path: '/api/admin/school-fiscal-data', access: 'adminWrite' },
  ordersCsv: { method: 'GET', path: '/api/admin/orders/export.csv', access: 'admin' },
} as const

export const ReceiptCalls: CallsOf<typeof ReceiptEndpoints> = ReceiptRoutes

/** The same calls' URLs, for links the browser follows itself (a download). */
export const ReceiptPaths = {
  pdf: (id: number) => pathOf(ReceiptRoutes.pdf, { id }),
  ordersCsv: (from: string, to: string) => pathOf(ReceiptRoutes.ordersCsv, {}, { from, to }),
} as const
