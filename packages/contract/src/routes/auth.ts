import { pathOf, type CallsOf } from '../route.ts'
import type { AuthEndpoints } from '../auth.ts'

/* Where the calls of `auth.ts` live and who may make them, without their schemas (route.ts). */

export const AuthRoutes = {
  login: { method: 'POST', path: '/api/login/', access: 'public' },
  currentGroup: { method: 'GET', path: '/api/user/current-group/:email', access: 'user' },
  generateToken: { method: 'POST', path: '/api/generate-token/', access: 'public' },
  register: { method: 'POST', path: '/api/register', access: 'public' },
  check: { method: 'GET', path: '/api/check/', access: 'user' },
  forceLogout: { method: 'POST', path: '/api/forcelogout/', access: 'public' },
  logout: { method: 'POST', path: '/api/logout/', access: 'public' },
  resetPassword: { method: 'POST', path: '/api/reset-password/', access: 'public' },
  checkResetToken: { method: 'GET', path: '/api/check-reset-token/:token', access: 'public' },
  reset: { method: 'PUT', path: '/api/reset/', access: 'public' },
  userPassword: { method: 'PUT', path: '/api/user/password/', access: 'user' },
  generatePrivateToken: { method: 'GET', path: '/api/generate-private-token/', access: 'user' },
  resendVerification: { method: 'POST', path: '/api/resend-verification', access: 'public' },
} as const

export const AuthCalls: CallsOf<typeof AuthEndpoints> = AuthRoutes

/** The same calls' URLs, spelt exactly as the web calls them. */
export const AuthPaths = {
  login: AuthRoutes.login.path,
  currentGroup: (email: string) => pathOf(AuthRoutes.currentGroup, { email }),
  generateToken: AuthRoutes.generateToken.path,
  register: AuthRoutes.register.path,
  check: AuthRoutes.check.path,
  forceLogout: AuthRoutes.forceLogout.path,
  logout: AuthRoutes.logout.path,
  resetPassword: AuthRoutes.resetPassword.path,
  checkResetToken: (token: string) => pathOf(AuthRoutes.checkResetToken, { token }),
  reset: AuthRoutes.reset.path,
  userPassword: AuthRoutes.userPassword.path,
  generatePrivateToken: AuthRoutes.generatePrivateToken.path,
  /** POST {email, language?, next?}: a fresh verification link; always 200. */
  resendVerification: AuthRoutes.resendVerification.path,
} as const
