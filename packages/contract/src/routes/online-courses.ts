import { pathOf, type CallsOf } from '../route.ts'
import type { OnlineCourseEndpoints, OnlineCourseAdminEndpoints } from '../online-courses.ts'

/* Where the calls of `online-courses.ts` live and who may make them, without their schemas (route.ts). */

export const OnlineCourseRoutes = {
  list: { method: 'GET', path: '/api/onlinecourses/', access: 'public' },
  page: { method: 'GET', path: '/api/onlinecourses/', access: 'public' },
  one: { method: 'GET', path: '/api/onlinecourse/:title', access: 'optionalUser' },
} as const

export const OnlineCourseCalls: CallsOf<typeof OnlineCourseEndpoints> = OnlineCourseRoutes

export const OnlineCourseAdminRoutes = {
  create: { method: 'POST', path: '/api/onlinecourse/', access: 'adminWrite' },
  update: { method: 'PUT', path: '/api/onlinecourse/', access: 'adminWrite' },
  remove: { method: 'DELETE', path: '/api/onlinecourse/', access: 'adminWrite' },
  lessons: { method: 'GET', path: '/api/admin/onlinecourse/:title/lessons', access: 'admin' },
} as const

export const OnlineCourseAdminCalls: CallsOf<typeof OnlineCourseAdminEndpoints> =
  OnlineCourseAdminRoutes

/** The same calls' URLs, for callers that build them by hand. */
export const OnlineCoursePaths = {
  onlineCourses: OnlineCourseRoutes.list.path,
  onlineCourse: (title: string) => pathOf(OnlineCourseRoutes.one, { title }),
} as const

/** The same calls' URLs, for callers that build them by hand. */
export const OnlineCourseWritePaths = {
  onlineCourse: OnlineCourseAdminRoutes.create.path,
  lessons: (title: string) => pathOf(OnlineCourseAdminRoutes.lessons, { title }),
} as const
