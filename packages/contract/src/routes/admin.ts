import type { CallsOf } from '../route.ts'
import type { InboxEndpoints, AdminEndpoints } from '../admin.ts'

/* Where the calls of `admin.ts` live and who may make them, without their schemas (route.ts). */

export const InboxRoutes = {
  list: { method: 'GET', path: '/api/admin/inbox', access: 'admin' },
  page: { method: 'GET', path: '/api/admin/inbox', access: 'admin' },
  markRead: { method: 'PUT', path: '/api/admin/inbox/read', access: 'adminWrite' },
} as const

export const InboxCalls: CallsOf<typeof InboxEndpoints> = InboxRoutes

export const AdminRoutes = {
  paidCourses: { method: 'GET', path: '/api/paidcourses/', access: 'admin' },
  paidCoursesPage: { method: 'GET', path: '/api/paidcourses/', access: 'admin' },
} as const

export const AdminCalls: CallsOf<typeof AdminEndpoints> = AdminRoutes

export const AdminPaths = {
  /** GET: contact messages and information requests, newest first. */
  inbox: InboxRoutes.list.path,
  /** PUT {kind, id, read}: marks one message read or unread. */
  inboxRead: InboxRoutes.markRead.path,
  /** GET: the paid orders. */
  paidCourses: AdminRoutes.paidCourses.path,
} as const
