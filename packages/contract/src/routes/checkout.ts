import type { CallsOf } from '../route.ts'
import type { CheckoutEndpoints } from '../checkout.ts'

/* Where the calls of `checkout.ts` live and who may make them, without their schemas (route.ts). */

export const CheckoutRoutes = {
  create: { method: 'POST', path: '/api/create-checkout', access: 'user' },
  confirm: { method: 'POST', path: '/api/checkout/confirm', access: 'user' },
  webhook: { method: 'POST', path: '/api/checkout/webhook', access: 'public' },
  demoPay: { method: 'POST', path: '/api/demo-pay', access: 'user' },
  userCourses: { method: 'GET', path: '/api/user/courses', access: 'user' },
  userOnlineCourses: { method: 'GET', path: '/api/user/onlinecourses', access: 'user' },
} as const

export const CheckoutCalls: CallsOf<typeof CheckoutEndpoints> = CheckoutRoutes

/** The same calls' URLs, for callers that build them by hand. */
export const CheckoutPaths = {
  create: CheckoutRoutes.create.path,
  confirm: CheckoutRoutes.confirm.path,
  webhook: CheckoutRoutes.webhook.path,
  demoPay: CheckoutRoutes.demoPay.path,
  userCourses: CheckoutRoutes.userCourses.path,
  userOnlineCourses: CheckoutRoutes.userOnlineCourses.path,
} as const
