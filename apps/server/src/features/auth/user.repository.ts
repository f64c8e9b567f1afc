import type { Insertable, Updateable } from 'kysely'
import type { Db } from '#src/db/connect.ts'
import type { AppUserTable } from '#src/db/database.ts'

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
}
