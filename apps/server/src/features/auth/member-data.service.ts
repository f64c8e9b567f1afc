import type { Db } from '#src/db/connect.ts'
import { now } from '#src/lib/clock.ts'
import { randomToken } from '#src/lib/tokens.ts'
import { verifyPassword } from './auth.service.ts'
import { discardUserTokens, revokeUserSessions } from './session.repository.ts'
import { findUserById, updateUserById } from './user.repository.ts'

/*
 * What the privacy feature asks of a member's account (docs/product.md#privacy): the account
 * as the member's data download shows it, the password that confirms a deletion, and the
 * anonymisation of the row, which stays because orders and the affiliate ledger point at it.
 */

/** The account's own columns, without the password's hash; undefined for no such member. */
export async function accountForExport(db: Db, userId: number) {
  const row = await findUserById(db, userId)
  if (!row) return undefined
  const { password_hash: _hash, ...account } = row
  return account
}

/** Whether `password` is the member's current one. */
export async function checkAccountPassword(
  db: Db,
  userId: number,
  password: string,
): Promise<boolean> {
  const row = await findUserById(db, userId)
  return verifyPassword(row?.password_hash ?? null, password)
}

/** The e-mail an erased account gets: `.invalid` names no mailbox (RFC 2606). */
export const erasedEmail = (userId: number) =>
  `erased-${userId}-${randomToken(6).toLowerCase()}@erased.invalid`

/**
 * Erases the personal data on the account row: name, e-mail (replaced by one that can
 * neither sign in nor receive mail), password, phone, address, IBAN, codice fiscale; ends
 * every session and link. Its id, language, invite codes and dates stay, for the records
 * the law keeps. `db` is the caller's transaction.
 */
export async function anonymiseAccount(db: Db, userId: number): Promise<void> {
  await updateUserById(db, userId, {
    email: erasedEmail(userId),
    name: 'Account eliminato',
    // Not an argon2 hash: no password ever verifies against it.
    password_hash: '!erased',
    verified: 0,
    phone_number: null,
    address: null,
    iban_enc: null,
    cf_enc: null,
    doc_verified: 0,
    updated_at: now(),
  })
  await discardUserTokens(db, userId, 'verify')
  await discardUserTokens(db, userId, 'reset')
  await revokeUserSessions(db, userId)
}
