import { verify } from '@node-rs/argon2'
import type { Db } from '#src/db/connect.ts'
import { accountIdByEmail, createVerifiedUser } from '#src/features/auth/auth.service.ts'

/** The demo logins printed at start and listed in README.md. */
export const DEMO_LOGINS = {
  admin: { email: 'admin@aula.local', password: 'aula-admin-2026', affiliateCode: 'AULA2026' },
  user: {
    email: 'mario.rossi@aula.local',
    password: 'aula-utente-2026',
    affiliateCode: 'MARIO2026',
  },
} as const

/** A member Mario invited, with two purchases that earned him commissions. */
export const DEMO_REFERRAL = {
  email: 'luca.ferri@aula.local',
  name: 'Luca Ferri',
  password: 'aula-amico-2026',
  purchases: [
    ['Pizza napoletana a casa', 45],
    ['Pizza in teglia alla romana', 3],
  ] as const,
}

/** The demo logins that work on this database: the account exists with its demo password. */
export async function workingDemoLogins(
  db: Db,
): Promise<{ role: 'admin' | 'user'; email: string; password: string }[]> {
  const working = []
  for (const role of ['admin', 'user'] as const) {
    const login = DEMO_LOGINS[role]
    const user = await db
      .selectFrom('app_user')
      .select(['password_hash', 'verified'])
      .where('email', '=', login.email)
      .executeTakeFirst()
    if (!user || Number(user.verified) !== 1) continue
    if (!(await verify(user.password_hash, login.password).catch(() => false))) continue
    working.push({ role, email: login.email, password: login.password })
  }
  return working
}

/** Creates a demo account unless its e-mail is taken already; answers its id, or null. */
export async function createDemoUser(
  db: Db,
  input: Parameters<typeof createVerifiedUser>[1],
): Promise<number | null> {
  if (await accountIdByEmail(db, input.email)) return null
  return createVerifiedUser(db, input)
}
