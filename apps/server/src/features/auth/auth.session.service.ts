import type { CheckAnswer, LoginInput } from '@aula/contract/auth'
import { AuthMessages } from '@aula/contract/auth'
import { ErrorMessages } from '@aula/contract/common'
import type { Db } from '#src/db/connect.ts'
import { HttpError } from '#src/lib/http-error.ts'
import { randomToken } from '#src/lib/tokens.ts'
import {
  PRIVATE_TOKEN_MINUTES,
  SESSION_DAYS,
  type AuthUser,
  type Credential,
} from '#src/plugins/app/auth.ts'
import { normalizeEmail, verifyPassword } from './auth.service.ts'
import type { LoginLimits } from './login-limits.ts'
import { insertSession, revokeSessionByToken } from './session.repository.ts'
import { findUserByEmail } from './user.repository.ts'

/**
 * The session: signing in and out, who is signed in, the admin's private token
 * (docs/product.md#sign-in, docs/decisions/016-session-cookie.md). The routes set and clear
 * the cookie; these functions deal with the session rows.
 */

export interface SignInDeps {
  db: Db
  loginLimits: LoginLimits
}

/** A new session's token, or the seconds to wait when a limit on guessing is reached. */
export type SignInResult = { token: string } | { wait: number }

/**
 * Signs in. A wrong password is 'Invalid credentials' whether or not the account exists or
 * is verified; only the right password of an unverified account learns that the e-mail
 * still has to be confirmed (403), so the person can ask for a new link. Failures count
 * against the account and the address (login-limits.ts).
 */
export async function signIn(
  deps: SignInDeps,
  input: LoginInput,
  address: string,
): Promise<SignInResult> {
  const email = normalizeEmail(input.email)
  const wait = await deps.loginLimits.begin(email, address)
  if (wait > 0) return { wait }
  const user = await findUserByEmail(deps.db, email)
  const ok = await verifyPassword(user?.password_hash ?? null, input.password)
  if (!user || !ok) throw new HttpError(401, AuthMessages.invalidCredentials)
  if (user.verified !== 1) {
    // The right password of an unverified account is not a guess.
    await deps.loginLimits.succeeded(email, address)
    throw new HttpError(403, AuthMessages.emailNotVerified)
  }
  const token = randomToken()
  await insertSession(deps.db, {
    userId: user.id,
    token,
    kind: 'session',
    lifetimeMinutes: SESSION_DAYS * 24 * 60,
  })
  await deps.loginLimits.succeeded(email, address)
  return { token }
}

/** The group of the account with that e-mail: the caller's own, anyone's for an admin. */
export async function groupOf(
  db: Db,
  caller: AuthUser,
  emailInput: string,
): Promise<{ group: 'user' | 'admin' }> {
  const email = normalizeEmail(emailInput)
  if (email === caller.email) return { group: caller.group }
  // Another person's group is an admin's business only (docs/product.md#roles).
  if (caller.group !== 'admin') throw new HttpError(403, ErrorMessages.forbidden)
  const other = await findUserByEmail(db, email)
  if (!other) throw new HttpError(404, ErrorMessages.notFound)
  return { group: other.group }
}

/** Who is signed in, as the start-up check answers it. */
export function sessionOf(caller: AuthUser): CheckAnswer {
  return { message: 'Success', user: { email: caller.email, group: caller.group } }
}

/** Ends only the session the call is signed with, if any: never another person's. */
export async function endSession(db: Db, credential: Credential | null): Promise<void> {
  if (credential) await revokeSessionByToken(db, credential.token)
}

/** A private token for admin writes, valid PRIVATE_TOKEN_MINUTES. */
export async function issuePrivateToken(db: Db, userId: number): Promise<{ token: string }> {
  const token = randomToken()
  await insertSession(db, {
    userId,
    token,
    kind: 'private',
    lifetimeMinutes: PRIVATE_TOKEN_MINUTES,
  })
  return { token }
}
