import { sql, type Transaction } from 'kysely'
import { isPostgres } from './connect.ts'
import type { Database } from './database.ts'

/** The tables whose rows are locked by their integer id. */
export type LockableTable = {
  [T in keyof Database]: Database[T] extends { id: infer Id }
    ? Id extends string
      ? never
      : T
    : never
}[keyof Database]

/**
 * Holds one row until the transaction ends, so that two requests about it (two withdrawals
 * of one member, two edits of one course, a delete and a sale) take turns instead of both
 * reading what the other is about to change (docs/architecture.md#boundaries: a rule across
 * rows is kept by a transaction plus a unique key or a row lock). False when there is no
 * such row. Only a transaction can hold a lock, so only a transaction is accepted.
 *
 * - PostgreSQL: SELECT … FOR UPDATE locks that row alone.
 * - SQLite has one writer per database, and a transaction takes the write lock as it begins
 *   (BEGIN IMMEDIATE, db/connect.ts), so every other writer waits (busy_timeout) until it
 *   ends. The lock is still a write that changes nothing (`SET id = id`): it says whether
 *   the row exists, and keeps the rule if transactions ever begin deferred again.
 */
export async function lockRow(
  trx: Transaction<Database>,
  table: LockableTable,
  id: number,
): Promise<boolean> {
  if (!trx.isTransaction) throw new Error('lockRow needs a transaction')
  if (isPostgres(trx)) {
    const { rows } =
      await sql`select id from ${sql.table(table)} where id = ${id} for update`.execute(trx)
    return rows.length > 0
  }
  const result = await sql`update ${sql.table(table)} set id = id where id = ${id}`.execute(trx)
  return Number(result.numAffectedRows ?? 0) > 0
}
