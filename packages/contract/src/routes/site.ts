import type { CallsOf } from '../route.ts'
import type { SiteEndpoints } from '../site.ts'

/* Where the calls of `site.ts` live and who may make them, without their schemas (route.ts). */

export const SiteRoutes = {
  info: { method: 'GET', path: '/api/site', access: 'public' },
} as const

export const SiteCalls: CallsOf<typeof SiteEndpoints> = SiteRoutes

/** The same call's URL, for callers that build it by hand. */
export const SitePaths = { site: SiteRoutes.info.path } as const
