import { pathOf, type CallsOf } from '../route.ts'
import type { CourseEndpoints, CourseAdminEndpoints } from '../courses.ts'

/* Where the calls of `courses.ts` live and who may make them, without their schemas (route.ts). */

export const CourseRoutes = {
  list: { method: 'GET', path: '/api/courses/', access: 'public' },
  page: { method: 'GET', path: '/api/courses/', access: 'public' },
  one: { method: 'GET', path: '/api/course/:title', access: 'optionalUser' },
  calendar: { method: 'GET', path: '/api/course/:title/calendar.ics', access: 'public' },
} as const

export const CourseCalls: CallsOf<typeof CourseEndpoints> = CourseRoutes

export const CourseAdminRoutes = {
  create: { method: 'POST', path: '/api/course/', access: 'adminWrite' },
  update: { method: 'PUT', path: '/api/course/', access: 'adminWrite' },
  remove: { method: 'DELETE', path: '/api/course/', access: 'adminWrite' },
} as const

export const CourseAdminCalls: CallsOf<typeof CourseAdminEndpoints> = CourseAdminRoutes

/** The same calls' URLs, for callers that build them by hand. */
export const CoursePaths = {
  courses: CourseRoutes.list.path,
  course: (title: string) => pathOf(CourseRoutes.one, { title }),
  calendar: (title: string) => pathOf(CourseRoutes.calendar, { title }),
} as const

/** The admin writes' URL (the same for all three), for callers that build it by hand. */
export const CourseWritePaths = { course: CourseAdminRoutes.create.path } as const
