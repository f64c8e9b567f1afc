import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely'

/*
 * Editions of in-person courses and their seats (docs/product.md#editions,
 * docs/decisions/030-seats-never-oversold.md).
 * - course_edition: one run of a course (dates, hours for a certificate, capacity: null is
 *   no limit). seats_left_seen is the seats left when the waiting list was last looked at:
 *   a rise means seats freed up, to be offered to the next people waiting.
 * - edition_seat: a seat held by an order (by its reference) until held_until, kept for good
 *   once the order is paid; removed_at when an admin took the participant off; present_at
 *   when the admin marked them present.
 * - edition_waiter: the waiting list of a sold-out edition, one row per member, notified_at
 *   once they were told a seat freed up.
 * Existing data: every dated course becomes one edition, and its paid buyers its seats.
 * Frozen once released; imports nothing from src/.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  const id = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()

  await db.schema
    .createTable('course_edition')
    .addColumn('id', 'integer', id)
    .addColumn('course_id', 'integer', (c) =>
      c.notNull().references('course.id').onDelete('cascade'),
    )
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('hours', 'integer')
    .addColumn('capacity', 'integer')
    .addColumn('seats_left_seen', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('course_edition_dates_check', sql`end_date >= start_date`)
    .addCheckConstraint('course_edition_capacity_check', sql`capacity is null or capacity >= 0`)
    .execute()
  await db.schema
    .createIndex('course_edition_course_idx')
    .on('course_edition')
    .columns(['course_id', 'start_date'])
    .execute()

  await db.schema
    .createTable('edition_seat')
    .addColumn('id', 'integer', id)
    .addColumn('edition_id', 'integer', (c) =>
      c.notNull().references('course_edition.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('order_reference', 'text', (c) => c.notNull().unique())
    .addColumn('held_until', 'text', (c) => c.notNull())
    .addColumn('present_at', 'text')
    .addColumn('removed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('edition_seat_edition_idx')
    .on('edition_seat')
    .column('edition_id')
    .execute()
  await db.schema
    .createIndex('edition_seat_user_idx')
    .on('edition_seat')
    .column('user_id')
    .execute()

  await db.schema
    .createTable('edition_waiter')
    .addColumn('id', 'integer', id)
    .addColumn('edition_id', 'integer', (c) =>
      c.notNull().references('course_edition.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('notified_at', 'text')
    .addUniqueConstraint('edition_waiter_unique', ['edition_id', 'user_id'])
    .execute()

  const at = new Date().toISOString()
  await sql`
    insert into course_edition (course_id, start_date, end_date, hours, capacity, created_at, updated_at)
    select id, start_date, coalesce(end_date, start_date), null, null, ${at}, ${at}
    from course
    where date_mode = 'date' and start_date is not null
      and (end_date is null or end_date >= start_date)
    order by id
  `.execute(db)
  await sql`
    insert into edition_seat (edition_id, user_id, order_reference, held_until, created_at)
    select e.id, o.user_id, o.reference, coalesce(o.paid_at, o.created_at), o.created_at
    from customer_order o
    join course_edition e on e.course_id = o.course_id
    where o.status = 'paid' and o.item_type = 'course'
    order by o.id
  `.execute(db)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('edition_waiter').execute()
  await db.schema.dropTable('edition_seat').execute()
  await db.schema.dropTable('course_edition').execute()
}
