import type { Updateable } from 'kysely'
import type { Db } from '#src/db/connect.ts'
import type { AppUserTable } from '#src/db/tables/auth.ts'
import { updateUserById } from './user.repository.ts'

/**
 * What another feature may change on a member's account: the details the member area edits
 * and the identity check the school decides. Sign-in owns the row (docs/architecture.md#boundaries),
 * so e-mail, password, group and verification change only here in features/auth.
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
