import { PostgresAdapter, sql, type Kysely } from 'kysely'

/*
 * Background work that survives a restart and is shared by several processes
 * (docs/decisions/026-mail-queue-and-jobs.md):
 * - mail_queue: every mail the site sends, stored whole (the message as JSON) with a
 *   Message-ID of its own, and delivered by a sender in every process. A row is `pending`
 *   until delivered (`sent`, its body then cleared) or given up (`failed`). A sender claims
 *   a due row by setting `lease_until` and a `claim` of its own; when the process dies the
 *   lease runs out and another sender takes the row. The partial index serves the claim.
 * - job_lease: one row per periodic job (order reconciliation); the process whose update
 *   took the lease runs the pass, the others skip it.
 * Frozen once released; imports nothing from src/.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema
    .createTable('mail_queue')
    .addColumn('id', 'integer', (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('message_id', 'text', (c) => c.notNull().unique())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('claim', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute()
  await sql`
    create index mail_queue_due_idx on mail_queue (next_attempt_at, id)
    where status = 'pending'
  `.execute(db)
  await sql`create index mail_queue_sent_idx on mail_queue (sent_at) where status = 'sent'`.execute(
    db,
  )
  await db.schema
    .createTable('job_lease')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('until', 'text', (c) => c.notNull())
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_lease').execute()
  await db.schema.dropTable('mail_queue').execute()
}
