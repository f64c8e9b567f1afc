import type { Kysely } from 'kysely'

/*
 * The built-in demo payment provider keeps its checkouts here, as SumUp keeps its own:
 * what the "provider" says about a payment is separate from our order, so fulfilment reads
 * it exactly as it reads SumUp's answer. Frozen once released; imports nothing from src/.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('demo_checkout')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('checkout_reference', 'text', (c) => c.notNull().unique())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('demo_checkout').ifExists().execute()
}
