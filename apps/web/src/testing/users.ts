import type { SessionUser } from '#src/lib/session.ts'

/**
 * Someone the fake server knows. The token is the fake server's side of the session: the
 * value of the session cookie (or a bearer), never something the app stores.
 */
export type TestSessionUser = Omit<SessionUser, 'token'> & { token: string }

/** People the fake server knows; their tokens are accepted by GET /api/check/. */
export const testUsers = {
  user: { email: 'giulia@example.com', group: 'user', token: 'token-giulia' },
  admin: { email: 'direzione@example.com', group: 'admin', token: 'token-direzione' },
} as const satisfies Record<string, TestSessionUser>

export type TestUserRole = keyof typeof testUsers
