import { pathOf, type CallsOf } from '../route.ts'
import type { EditionEndpoints } from '../editions.ts'

/* Where the calls of `editions.ts` live and who may make them, without their schemas (route.ts). */

export const EditionRoutes = {
  list: { method: 'GET', path: '/api/editions/', access: 'optionalUser' },
  join: { method: 'POST', path: '/api/editions/:id/waiting-list', access: 'user' },
  leave: { method: 'DELETE', path: '/api/editions/:id/waiting-list', access: 'user' },
  adminList: { method: 'GET', path: '/api/admin/course/:id/editions', access: 'admin' },
  create: { method: 'POST', path: '/api/admin/course/:id/editions', access: 'adminWrite' },
  update: { method: 'PUT', path: '/api/admin/editions/:id', access: 'adminWrite' },
  remove: { method: 'DELETE', path: '/api/admin/editions/:id', access: 'adminWrite' },
  participants: { method: 'GET', path: '/api/admin/editions/:id/participants', access: 'admin' },
  participantsCsv: {
    method: 'GET',
    path: '/api/admin/editions/:id/participants.csv',
    access: 'admin',
  },
  presence: {
    method: 'PUT',
    path: '/api/admin/editions/:id/participants/:seat/presence',
    access: 'adminWrite',
  },
  removeParticipant: {
    method: 'DELETE',
    path: '/api/admin/editions/:id/participants/:seat',
    access: 'adminWrite',
  },
} as const

export const EditionCalls: CallsOf<typeof EditionEndpoints> = EditionRoutes

/** The same calls' URLs, for callers that build them by hand (the CSV download link). */
export const EditionPaths = {
  participantsCsv: (id: number) => pathOf(EditionRoutes.participantsCsv, { id }),
} as const
