import { sql, type Kysely } from 'kysely'

/*
 * One payment per buyer and item.
 * - customer_order.open_checkout_key is set ("user:type:item") while an order waits for
 *   its payment and cleared when it leaves that state: its unique index allows one open
 *   checkout per buyer and item. refund_requested_at records when the money of a duplicate
 *   order (status 'duplicate': paid for an item the buyer already had) was asked back from
 *   the provider; valid_until is when the provider's checkout expires.
 * - affiliate_entry.buyer_id / course_id / online_course_id name who bought what a
 *   commission is for; unique keys allow one commission per buyer and item.
 * - demo_checkout.valid_until: the demo provider's checkouts expire like SumUp's.
 * Existing data: the first commission of each buyer and item gets its keys; a later paid
 * order for an item its buyer already had paid becomes a duplicate, to be refunded.
 * Frozen once released; imports nothing from src/.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customer_order').addColumn('open_checkout_key', 'text').execute()
  await db.schema.alterTable('customer_order').addColumn('valid_until', 'text').execute()
  await db.schema.alterTable('customer_order').addColumn('refund_requested_at', 'text').execute()
  await db.schema
    .createIndex('customer_order_open_checkout_unique')
    .on('customer_order')
    .column('open_checkout_key')
    .unique()
    .execute()

  await db.schema
    .alterTable('affiliate_entry')
    .addColumn('buyer_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .execute()
  await db.schema
    .alterTable('affiliate_entry')
    .addColumn('course_id', 'integer', (c) => c.references('course.id').onDelete('set null'))
    .execute()
  await db.schema
    .alterTable('affiliate_entry')
    .addColumn('online_course_id', 'integer', (c) =>
      c.references('online_course.id').onDelete('set null'),
    )
    .execute()

  await db.schema.alterTable('demo_checkout').addColumn('valid_until', 'text').execute()

  // Past double payments: every paid order after the first of the same buyer and item.
  await sql`
    update customer_order set status = 'duplicate'
    where status = 'paid' and exists (
      select 1 from customer_order earlier
      where earlier.status = 'paid' and earlier.user_id = customer_order.user_id
        and earlier.id < customer_order.id
        and (earlier.course_id = customer_order.course_id
          or earlier.online_course_id = customer_order.online_course_id))
  `.execute(db)

  // The buyer and item of each commission, on the first one per buyer and item only.
  await sql`
    update affiliate_entry set
      buyer_id = (select o.user_id from customer_order o where o.id = affiliate_entry.order_id),
      course_id = (select o.course_id from customer_order o where o.id = affiliate_entry.order_id),
      online_course_id = (
        select o.online_course_id from customer_order o where o.id = affiliate_entry.order_id)
    where kind = 'commission' and order_id is not null and id = (
      select min(e.id) from affiliate_entry e
      join customer_order o on o.id = e.order_id
      join customer_order mine on mine.id = affiliate_entry.order_id
      where e.kind = 'commission' and o.user_id = mine.user_id
        and (o.course_id = mine.course_id or o.online_course_id = mine.online_course_id))
  `.execute(db)

  await db.schema
    .createIndex('affiliate_entry_buyer_course_unique')
    .on('affiliate_entry')
    .columns(['buyer_id', 'course_id'])
    .unique()
    .execute()
  await db.schema
    .createIndex('affiliate_entry_buyer_online_course_unique')
    .on('affiliate_entry')
    .columns(['buyer_id', 'online_course_id'])
    .unique()
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('affiliate_entry_buyer_online_course_unique').ifExists().execute()
  await db.schema.dropIndex('affiliate_entry_buyer_course_unique').ifExists().execute()
  await db.schema.dropIndex('customer_order_open_checkout_unique').ifExists().execute()
  await db.schema.alterTable('demo_checkout').dropColumn('valid_until').execute()
  await db.schema.alterTable('affiliate_entry').dropColumn('online_course_id').execute()
  await db.schema.alterTable('affiliate_entry').dropColumn('course_id').execute()
  await db.schema.alterTable('affiliate_entry').dropColumn('buyer_id').execute()
  await sql`update customer_order set status = 'paid' where status = 'duplicate'`.execute(db)
  await db.schema.alterTable('customer_order').dropColumn('refund_requested_at').execute()
  await db.schema.alterTable('customer_order').dropColumn('valid_until').execute()
  await db.schema.alterTable('customer_order').dropColumn('open_checkout_key').execute()
}
