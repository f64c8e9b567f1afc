import { pathOf, type CallsOf } from '../route.ts'
import type { NewsletterEndpoints, NewsletterAdminEndpoints } from '../newsletter.ts'

/* Where the calls of `newsletter.ts` live and who may make them, without their schemas (route.ts). */

export const NewsletterRoutes = {
  subscribe: { method: 'POST', path: '/api/subscribe/', access: 'optionalUser' },
  confirm: { method: 'POST', path: '/api/newsletter/confirm', access: 'public' },
  unsubscribe: { method: 'POST', path: '/api/newsletter/unsubscribe', access: 'public' },
  oneClickUnsubscribe: {
    method: 'POST',
    path: '/api/newsletter/unsubscribe/:token',
    access: 'public',
  },
  oneClickPage: { method: 'GET', path: '/api/newsletter/unsubscribe/:token', access: 'public' },
} as const

export const NewsletterCalls: CallsOf<typeof NewsletterEndpoints> = NewsletterRoutes

export const NewsletterAdminRoutes = {
  send: { method: 'POST', path: '/api/sendnewsletter/', access: 'adminWrite' },
  campaigns: { method: 'GET', path: '/api/admin/newsletters', access: 'admin' },
  campaign: { method: 'GET', path: '/api/admin/newsletters/:id', access: 'admin' },
} as const

export const NewsletterAdminCalls: CallsOf<typeof NewsletterAdminEndpoints> = NewsletterAdminRoutes

/** The same calls' URLs, for callers that build them by hand. */
export const NewsletterPaths = {
  subscribe: NewsletterRoutes.subscribe.path,
  confirm: NewsletterRoutes.confirm.path,
  unsubscribe: NewsletterRoutes.unsubscribe.path,
  oneClickUnsubscribe: (token: string) => pathOf(NewsletterRoutes.oneClickUnsubscribe, { token }),
} as const

export const NewsletterAdminPaths = {
  send: NewsletterAdminRoutes.send.path,
  campaigns: NewsletterAdminRoutes.campaigns.path,
  campaign: (id: number | string) => pathOf(NewsletterAdminRoutes.campaign, { id }),
} as const
