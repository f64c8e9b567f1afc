import type { AliasedExpression, ExpressionBuilder, Insertable, Updateable } from 'kysely'
import type { Db } from '#src/db/connect.ts'
import type { AppUserTable, Database } from '#src/db/database.ts'
import { forgetSessions } from '#src/plugins/app/session-cache.ts'

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('app_user')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst()
}

export function findUserById(db: Db, id: number) {
  return db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst()
}

export function findUserByAffiliateCode(db: Db, code: string) {
  return db
    .selectFrom('app_user')
    .selectAll()
    .where('affiliate_code', '=', code.trim().toUpperCase())
    .executeTakeFirst()
}

export async function insertUser(db: Db, values: Insertable<AppUserTable>) {
  return db.insertInto('app_user').values(values).returning('id').executeTakeFirstOrThrow()
}

export async function updateUserById(db: Db, id: number, values: Updateable<AppUserTable>) {
  await db.updateTable('app_user').set(values).where('id', '=', id).execute()
  // The signed-in lookups carry the account's name, e-mail, role and language.
  await forgetSessions()
}

const accountColumns = [
  'id',
  'name',
  'email',
  'phone_number',
  'address',
  'affiliate_code',
  'used_affiliate_code',
  'referred_by_id',
  'iban_enc',
  'cf_enc',
  'doc_verified',
  'group',
  'language',
] as const

/** The columns of a member's account that other features read (docs/architecture.md#boundaries). */
export function findAccountRowById(db: Db, id: number) {
  return db.selectFrom('app_user').select(accountColumns).where('id', '=', id).executeTakeFirst()
}

/** Subqueries about a member that another feature selects beside their account. */
export type AccountExtras = (
  eb: ExpressionBuilder<Database, 'app_user'>,
) => ReadonlyArray<AliasedExpression<unknown, string>>

/** The same columns and, in the same statement, those `extras` selects. */
export function findAccountRowWith(db: Db, id: number, extras: AccountExtras) {
  return db
    .selectFrom('app_user')
    .select(accountColumns)
    .select(extras)
    .where('id', '=', id)
    .executeTakeFirst()
}

/** How many people registered with the member's invite code. */
export async function countUsersReferredBy(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('app_user')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('referred_by_id', '=', userId)
    .executeTakeFirstOrThrow()
  return row.count
}
