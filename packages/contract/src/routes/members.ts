import { pathOf, type CallsOf } from '../route.ts'
import type { MemberEndpoints, MemberAdminEndpoints } from '../members.ts'

/* Where the calls of `members.ts` live and who may make them, without their schemas (route.ts). */

export const MemberRoutes = {
  list: { method: 'GET', path: '/api/members/', access: 'public' },
  one: { method: 'GET', path: '/api/member/:id', access: 'public' },
} as const

export const MemberCalls: CallsOf<typeof MemberEndpoints> = MemberRoutes

export const MemberAdminRoutes = {
  create: { method: 'POST', path: '/api/member/add', access: 'adminWrite' },
  update: { method: 'PUT', path: '/api/member', access: 'adminWrite' },
  remove: { method: 'DELETE', path: '/api/member/', access: 'adminWrite' },
} as const

export const MemberAdminCalls: CallsOf<typeof MemberAdminEndpoints> = MemberAdminRoutes

/** The same calls' URLs, for callers that build them by hand. */
export const MemberPaths = {
  members: MemberRoutes.list.path,
  member: (id: number | string) => pathOf(MemberRoutes.one, { id }),
} as const

/** The same calls' URLs, for callers that build them by hand. */
export const MemberWritePaths = {
  add: MemberAdminRoutes.create.path,
  member: MemberAdminRoutes.update.path,
  remove: MemberAdminRoutes.remove.path,
} as const
