import { pathOf, type CallsOf } from '../route.ts'
import type { TopicEndpoints, TopicAdminEndpoints } from '../topics.ts'

/* Where the calls of `topics.ts` live and who may make them, without their schemas (route.ts). */

export const TopicRoutes = {
  list: { method: 'GET', path: '/get/topics/', access: 'public' },
  one: { method: 'GET', path: '/api/topic/:id', access: 'public' },
} as const

export const TopicCalls: CallsOf<typeof TopicEndpoints> = TopicRoutes

export const TopicAdminRoutes = {
  create: { method: 'POST', path: '/api/topic/', access: 'adminWrite' },
  update: { method: 'PUT', path: '/api/topic/', access: 'adminWrite' },
  remove: { method: 'DELETE', path: '/api/topic/', access: 'adminWrite' },
} as const

export const TopicAdminCalls: CallsOf<typeof TopicAdminEndpoints> = TopicAdminRoutes

/** The same calls' URLs, for callers that build them by hand. */
export const TopicPaths = {
  topics: TopicRoutes.list.path,
  topic: (id: number | string) => pathOf(TopicRoutes.one, { id }),
} as const

/** The admin writes' URL (the same for all three), for callers that build it by hand. */
export const TopicWritePaths = { topic: TopicAdminRoutes.create.path } as const
