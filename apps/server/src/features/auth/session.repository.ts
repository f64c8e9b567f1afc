import type { Db } from '#src/db/connect.ts'
import { now } from '#src/lib/clock.ts'
import { addMinutes, hashToken } from '#src/lib/tokens.ts'
import { forgetSessions } from '#src/plugins/app/session-cache.ts'

export async function insertSession(
  db: Db,
  values: { userId: number; token: string; kind: 'session' | 'private'; lifetimeMinutes: number },
) {
  // Created and expiry times come from one clock reading, so a lifetime is exact.
  const created = new Date()
  const at = created.toISOString()
  await db
    .insertInto('session')
    .values({
      user_id: values.userId,
      token_hash: hashToken(values.token),
      kind: values.kind,
      created_at: at,
      last_used_at: at,
      expires_at: addMinutes(created, values.lifetimeMinutes).toISOString(),
      revoked_at: null,
    })
    .execute()
}

export async function revokeSessionByToken(db: Db, token: string) {
  await db
    .updateTable('session')
    .set({ revoked_at: now() })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute()
  await forgetSessions()
}

/** Ends every session of a user, except the one given (the one in use, if any). */
export async function revokeUserSessions(db: Db, userId: number, exceptSessionId?: number) {
  let q = db
    .updateTable('session')
    .set({ revoked_at: now() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
  if (exceptSessionId !== undefined) q = q.where('id', '!=', exceptSessionId)
  await q.execute()
  await forgetSessions()
}

export async function insertOneTimeToken(
  db: Db,
  values: { userId: number; purpose: 'verify' | 'reset'; token: string; expiresAt: Date },
) {
  await db
    .insertInto('one_time_token')
    .values({
      user_id: values.userId,
      purpose: values.purpose,
      token_hash: hashToken(values.token),
      created_at: now(),
      expires_at: values.expiresAt.toISOString(),
      used_at: null,
    })
    .execute()
}

export function findUsableToken(db: Db, purpose: 'verify' | 'reset', token: string) {
  return db
    .selectFrom('one_time_token')
    .select(['id', 'user_id'])
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now())
    .executeTakeFirst()
}

/** Marks a token used; false when another request used it first (single use under races). */
export async function consumeToken(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('one_time_token')
    .set({ used_at: now() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Ends every unused link of one purpose that was mailed to a user. */
export async function discardUserTokens(db: Db, userId: number, purpose: 'verify' | 'reset') {
  await db
    .updateTable('one_time_token')
    .set({ used_at: now() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute()
}
