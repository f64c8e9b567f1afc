import { sql, type Kysely } from 'kysely'

/*
 * A withdrawal request's status is stored as a code (pending, approved, rejected) instead of
 * the Italian label the wire shows ('In attesa', 'Approvato', 'Rifiutato'); the mapper turns
 * one into the other. Existing rows are converted. The column's default stays as 0001 wrote
 * it: every insert names the status. Frozen once released; imports nothing from src/.
 */

const CODES: ReadonlyArray<readonly [label: string, code: string]> = [
  ['In attesa', 'pending'],
  ['Approvato', 'approved'],
  ['Rifiutato', 'rejected'],
]

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [label, code] of CODES) {
    await db.updateTable('withdrawal').set({ status: code }).where('status', '=', label).execute()
  }
  // Nothing else may remain: an unknown status would reach the wire unmapped.
  const odd = await db
    .selectFrom('withdrawal')
    .select(sql<number>`count(*)`.as('n'))
    .where('status', 'not in', ['pending', 'approved', 'rejected'])
    .executeTakeFirstOrThrow()
  if (Number(odd.n) > 0) throw new Error(`${odd.n} withdrawal rows have an unknown status`)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [label, code] of CODES) {
    await db.updateTable('withdrawal').set({ status: label }).where('status', '=', code).execute()
  }
}
