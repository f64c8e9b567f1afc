import { pathOf, type CallsOf } from '../route.ts'
import type { CertificateEndpoints } from '../certificates.ts'

/* Where the calls of `certificates.ts` live and who may make them, without their schemas (route.ts). */

export const CertificateRoutes = {
  mine: { method: 'GET', path: '/api/user/certificates', access: 'user' },
  pdf: { method: 'GET', path: '/api/user/certificates/:code/pdf', access: 'user' },
  verify: { method: 'GET', path: '/api/certificates/:code', access: 'public' },
} as const

export const CertificateCalls: CallsOf<typeof CertificateEndpoints> = CertificateRoutes

/** The same calls' URLs, for callers that build them by hand (a download link). */
export const CertificatePaths = {
  pdf: (code: string) => pathOf(CertificateRoutes.pdf, { code }),
  verify: (code: string) => pathOf(CertificateRoutes.verify, { code }),
} as const

/** The public page that confirms a certificate is genuine, as printed on it. */
export const CertificatePages = {
  verify: { path: '/attestato/:code', getHref: (code: string) => `/attestato/${code}` },
} as const
