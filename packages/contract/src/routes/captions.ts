import { pathOf, type CallsOf } from '../route.ts'
import type { CaptionEndpoints } from '../captions.ts'

/* Where the calls of `captions.ts` live and who may make them, without their schemas (route.ts). */

export const CaptionRoutes = {
  put: { method: 'PUT', path: '/api/admin/lesson/:id/captions/:language', access: 'adminWrite' },
  remove: {
    method: 'DELETE',
    path: '/api/admin/lesson/:id/captions/:language',
    access: 'adminWrite',
  },
  file: { method: 'GET', path: '/api/lesson-captions/:id/:language', access: 'user' },
} as const

export const CaptionCalls: CallsOf<typeof CaptionEndpoints> = CaptionRoutes

/** The same calls' URLs, for callers that build them by hand. */
export const CaptionPaths = {
  captions: (id: number, language: string) => pathOf(CaptionRoutes.put, { id, language }),
  file: (id: number, language: string) => pathOf(CaptionRoutes.file, { id, language }),
} as const
