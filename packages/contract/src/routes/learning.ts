import { pathOf, type CallsOf } from '../route.ts'
import type { LearningEndpoints } from '../learning.ts'

/* Where the calls of `learning.ts` live and who may make them, without their schemas (route.ts). */

export const LearningRoutes = {
  progress: { method: 'GET', path: '/api/user/learning', access: 'user' },
  editionCalendar: { method: 'GET', path: '/api/user/editions/:id/calendar.ics', access: 'user' },
} as const

export const LearningCalls: CallsOf<typeof LearningEndpoints> = LearningRoutes

/** The same calls' URLs, for callers that build them by hand. */
export const LearningPaths = {
  editionCalendar: (id: number) => pathOf(LearningRoutes.editionCalendar, { id }),
} as const
