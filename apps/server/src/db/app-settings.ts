import { sql } from 'kysely'
import { isPostgres, type Db } from './connect.ts'
import { now } from '#src/lib/clock.ts'

/** The names kept in app_setting. */
export const AppSetting = {
  /** dataKeyFingerprint() of the key that encrypts this database's personal data. */
  dataKeyFingerprint: 'data_key_fingerprint',
  /** Set while a data key rotation runs (the new key's fingerprint): the server waits. */
  dataKeyRotation: 'data_key_rotation_to',
  /** When the demo content was seeded: it is seeded once per database. */
  demoSeededAt: 'demo_seeded_at',
} as const
export type AppSettingName = (typeof AppSetting)[keyof typeof AppSetting]

/** Whether a table exists yet (reads only: callable before the migrations). */
export async function hasTable(db: Db, table: string): Promise<boolean> {
  if (isPostgres(db)) {
    const { rows } = await sql<{
      found: string | null
    }>`select to_regclass(${table})::text as found`.execute(db)
    return Boolean(rows[0]?.found)
  }
  const { rows } = await sql<{
    name: string
  }>`select name from sqlite_master where type = 'table' and name = ${table}`.execute(db)
  return rows.length > 0
}

/** A stored value, or undefined; safe to call before the migrations (reads only). */
export async function readAppSetting(db: Db, name: AppSettingName): Promise<string | undefined> {
  // Before migration 0004 there is nothing to read.
  if (!(await hasTable(db, 'app_setting'))) return undefined
  const row = await db
    .selectFrom('app_setting')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst()
  return row?.value
}

/** Stores a value unless one is there already, and answers the value in force. */
export async function recordAppSetting(
  db: Db,
  name: AppSettingName,
  value: string,
): Promise<string> {
  await db
    .insertInto('app_setting')
    .values({ name, value, updated_at: now() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  return (await readAppSetting(db, name)) ?? value
}
