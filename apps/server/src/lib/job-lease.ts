import crypto from 'node:crypto'
import { sql } from 'kysely'
import type { Db } from '#src/db/connect.ts'

/*
 * A periodic job that several processes run on one database (order reconciliation) takes
 * its lease first, so one pass runs at a time: the process whose upsert took the row holds
 * it until the pass ends, the others skip their turn. A process killed mid-pass leaves the
 * lease to run out (`ms`), and the next pass, in any process, resumes the work: each step
 * of a job is a conditional update, so whatever the dead pass finished is not done again
 * (docs/decisions/026-mail-queue-and-jobs.md).
 */

/** A name for this holder, unique across processes. */
export const newLeaseHolder = () => `${process.pid}-${crypto.randomBytes(6).toString('hex')}`

/** Takes the named lease for `ms` when it is free or run out; true when this holder has it. */
export async function takeJobLease(
  db: Db,
  name: string,
  holder: string,
  ms: number,
): Promise<boolean> {
  const now = new Date()
  const until = new Date(now.getTime() + ms).toISOString()
  const result = await sql`
    insert into job_lease (name, holder, until) values (${name}, ${holder}, ${until})
    on conflict (name) do update set holder = excluded.holder, until = excluded.until
    where job_lease.until < ${now.toISOString()}
  `.execute(db)
  return Number(result.numAffectedRows ?? 0) === 1
}

/** Gives the lease back at the end of a pass, if this holder still has it. */
export async function releaseJobLease(db: Db, name: string, holder: string): Promise<void> {
  await db.deleteFrom('job_lease').where('name', '=', name).where('holder', '=', holder).execute()
}
