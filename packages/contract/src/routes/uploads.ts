import type { CallsOf } from '../route.ts'
import type { UploadEndpoints } from '../uploads.ts'

/* Where the calls of `uploads.ts` live and who may make them, without their schemas (route.ts). */

export const UploadRoutes = {
  create: { method: 'POST', path: '/api/admin/uploads/', access: 'adminWrite' },
  status: { method: 'HEAD', path: '/api/admin/uploads/:id', access: 'adminWrite' },
  send: { method: 'PATCH', path: '/api/admin/uploads/:id', access: 'adminWrite' },
  cancel: { method: 'DELETE', path: '/api/admin/uploads/:id', access: 'adminWrite' },
} as const

export const UploadCalls: CallsOf<typeof UploadEndpoints> = UploadRoutes

/** Where the admin panel's upload client starts an upload. */
export const UploadPaths = { uploads: UploadRoutes.create.path } as const
