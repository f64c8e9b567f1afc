import type { Transaction, Updateable } from 'kysely'
import type { Db } from '#src/db/connect.ts'
import type { Database } from '#src/db/database.ts'
import { lockRow } from '#src/db/locks.ts'
import type { AppUserTable } from '#src/db/tables/auth.ts'
import {
  countUsersReferredBy,
  findAccountRowById,
  findAccountRowWith,
  findUserByEmail,
  type AccountExtras,
  updateUserById,
} from './user.repository.ts'

/**
 * What another feature may read and change on a member's account: the details the member
 * area shows and edits, who invited whom, and the identity check the school decides.
 * Sign-in owns the row (docs/architecture.md#boundaries), so e-mail, password, group and
 * verification change only here in features/auth.
 */
export type AccountDetails = Pick<
  Updateable<AppUserTable>,
  'name' | 'phone_number' | 'address' | 'iban_enc' | 'cf_enc' | 'doc_verified' | 'updated_at'
>

/** Saves a member's details; `db` may be a transaction the caller holds. */
export async function updateAccountDetails(
  db: Db,
  userId: number,
  details: AccountDetails,
): Promise<void> {
  await updateUserById(db, userId, details)
}

export type Account = NonNullable<Awaited<ReturnType<typeof findAccountRowById>>>

/** A member's account as other features read it; undefined for no such member. */
export function findAccount(db: Db, userId: number): Promise<Account | undefined> {
  return findAccountRowById(db, userId)
}

/**
 * A member's account (as findAccount) and, in the same statement, the subqueries `extras`
 * selects about the member: other features' facts, each built by its owner's service
 * (the profile reads the affiliate's and the identity documents' beside the account), so a
 * screen that shows them together costs one round trip. Undefined for no such member.
 */
export async function findAccountWith<Extra>(
  db: Db,
  userId: number,
  extras: AccountExtras,
): Promise<(Account & Extra) | undefined> {
  return (await findAccountRowWith(db, userId, extras)) as (Account & Extra) | undefined
}

/** The id of the account with that e-mail (any case, spaces around ignored), or null. */
export async function findAccountIdByEmail(db: Db, email: string): Promise<number | null> {
  return (await findUserByEmail(db, email))?.id ?? null
}

/** Who invited a member, if anyone did. */
export async function findReferrerId(db: Db, userId: number): Promise<number | null> {
  return (await findAccountRowById(db, userId))?.referred_by_id ?? null
}

/** How many people registered with the member's invite code. */
export function countReferrals(db: Db, userId: number): Promise<number> {
  return countUsersReferredBy(db, userId)
}

/**
 * Holds the member's account row until the caller's transaction ends (db/locks.ts), so two
 * requests about one member (two withdrawals, two document uploads) take turns; false when
 * there is no such member.
 */
export function lockAccount(trx: Transaction<Database>, userId: number): Promise<boolean> {
  return lockRow(trx, 'app_user', userId)
}
