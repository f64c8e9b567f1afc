import type { SessionUser } from '#src/lib/session.ts'

/** People the fake server knows; their tokens are accepted by GET /api/check/. */
export const testUsers = {
  user: { email: 'giulia@example.com', group: 'user', token: 'token-giulia' },
  admin: { email: 'direzione@example.com', group: 'admin', token: 'token-direzione' },
} as const satisfies Record<string, SessionUser>

export type TestUserRole = keyof typeof testUsers
