import { pathOf, type CallsOf } from '../route.ts'
import type { FaqEndpoints, FaqAdminEndpoints } from '../faqs.ts'

/* Where the calls of `faqs.ts` live and who may make them, without their schemas (route.ts). */

export const FaqRoutes = {
  list: { method: 'GET', path: '/api/faqs/', access: 'public' },
  one: { method: 'GET', path: '/api/faq/:id', access: 'public' },
} as const

export const FaqCalls: CallsOf<typeof FaqEndpoints> = FaqRoutes

export const FaqAdminRoutes = {
  create: { method: 'POST', path: '/api/faq/', access: 'adminWrite' },
  update: { method: 'PUT', path: '/api/faq/', access: 'adminWrite' },
  remove: { method: 'DELETE', path: '/api/faq/', access: 'adminWrite' },
} as const

export const FaqAdminCalls: CallsOf<typeof FaqAdminEndpoints> = FaqAdminRoutes

/** The same calls' URLs, for callers that build them by hand. */
export const FaqPaths = {
  faqs: FaqRoutes.list.path,
  faq: (id: number | string) => pathOf(FaqRoutes.one, { id }),
} as const

/** The admin writes' URL (the same for all three), for callers that build it by hand. */
export const FaqWritePaths = { faq: FaqAdminRoutes.create.path } as const
