import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely'

/*
 * Discount codes (docs/product.md#coupons, decision 032).
 * - coupon: a code kept in capitals (typed in any case; unique), a percentage or a fixed
 *   amount in cents, optional first and last valid day (Rome's calendar days), an optional
 *   total number of uses, an on/off switch, and `restricted` when it is valid only for the
 *   items listed in coupon_item (kept apart, so a code whose only course was deleted is
 *   valid for nothing rather than for everything).
 * - coupon_item: the courses and video courses a restricted code is valid for; they go with
 *   their coupon and with their item (on delete cascade).
 * - customer_order gets the code it was bought with (its id, set null if the code is deleted,
 *   and its text, kept for the sales list), the amount before the discount and the discount.
 *   A use is an order holding the code (paid, or pending and not yet expired).
 * Frozen once released; imports nothing from src/.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  const id = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()

  await db.schema
    .createTable('coupon')
    .addColumn('id', 'integer', id)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('percent', 'fixed')`))
    .addColumn('percent', 'integer', (c) => c.check(sql`percent between 1 and 100`))
    .addColumn('amount_cents', 'integer', (c) => c.check(sql`amount_cents > 0`))
    .addColumn('valid_from', 'text')
    .addColumn('valid_until', 'text')
    .addColumn('max_uses', 'integer', (c) => c.check(sql`max_uses > 0`))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('restricted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('coupon_item')
    .addColumn('id', 'integer', id)
    .addColumn('coupon_id', 'integer', (c) =>
      c.notNull().references('coupon.id').onDelete('cascade'),
    )
    .addColumn('course_id', 'integer', (c) => c.references('course.id').onDelete('cascade'))
    .addColumn('online_course_id', 'integer', (c) =>
      c.references('online_course.id').onDelete('cascade'),
    )
    .execute()
  await db.schema
    .createIndex('coupon_item_course_unique')
    .on('coupon_item')
    .columns(['coupon_id', 'course_id'])
    .unique()
    .execute()
  await db.schema
    .createIndex('coupon_item_online_course_unique')
    .on('coupon_item')
    .columns(['coupon_id', 'online_course_id'])
    .unique()
    .execute()

  await db.schema
    .alterTable('customer_order')
    .addColumn('coupon_id', 'integer', (c) => c.references('coupon.id').onDelete('set null'))
    .execute()
  await db.schema.alterTable('customer_order').addColumn('coupon_code', 'text').execute()
  await db.schema.alterTable('customer_order').addColumn('list_amount_cents', 'integer').execute()
  await db.schema
    .alterTable('customer_order')
    .addColumn('discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('customer_order_coupon_idx')
    .on('customer_order')
    .column('coupon_id')
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('customer_order_coupon_idx').execute()
  for (const column of ['discount_cents', 'list_amount_cents', 'coupon_code', 'coupon_id']) {
    await db.schema.alterTable('customer_order').dropColumn(column).execute()
  }
  await db.schema.dropTable('coupon_item').execute()
  await db.schema.dropTable('coupon').execute()
}
