import type { CallsOf } from '../route.ts'
import type { ContactEndpoints } from '../contact.ts'

/* Where the calls of `contact.ts` live and who may make them, without their schemas (route.ts). */

export const ContactRoutes = {
  contact: { method: 'POST', path: '/api/contact/', access: 'public' },
  module: { method: 'POST', path: '/api/module/', access: 'optionalUser' },
} as const

export const ContactCalls: CallsOf<typeof ContactEndpoints> = ContactRoutes

/** The same calls' URLs, for callers that build them by hand. */
export const ContactPaths = {
  contact: ContactRoutes.contact.path,
  module: ContactRoutes.module.path,
} as const
