import { sql, type Kysely } from 'kysely'

/*
 * A member's affiliate balance and history read without going through every ledger entry
 * (docs/decisions/017-affiliate-balance-kept-total.md):
 * - affiliate_total keeps, per member, the sum of all their ledger entries. Triggers on
 *   affiliate_entry keep it in the same transaction as each insert, change or removal,
 *   whoever writes the ledger; existing entries are summed once here.
 * - affiliate_entry (user_id, available_at): the commissions still on hold, a short range;
 *   (user_id, id): a member's history, newest first, one page at a time. Together they
 *   replace the index on user_id alone.
 * - withdrawal (user_id, id): a member's requests, without reading everyone's.
 * Frozen once released; imports nothing from src/.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const isPostgres = (db: Kysely<any>) =>
  db.getExecutor().adapter.constructor.name === 'PostgresAdapter'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('affiliate_total')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .execute()
  await sql`
    insert into affiliate_total (user_id, total_cents)
    select user_id, sum(amount_cents) from affiliate_entry group by user_id
  `.execute(db)

  if (isPostgres(db)) {
    // Once per statement, over the rows it wrote: a bulk insert updates each member's total
    // once, not once per row (which would stack a row version per entry in one transaction).
    await sql`
      create function affiliate_total_apply() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into affiliate_total (user_id, total_cents)
          select user_id, sum(amount_cents) from affiliate_entry_new group by user_id
          on conflict (user_id)
          do update set total_cents = affiliate_total.total_cents + excluded.total_cents;
        elsif tg_op = 'DELETE' then
          update affiliate_total set total_cents = total_cents - gone.cents
          from (select user_id, sum(amount_cents) as cents from affiliate_entry_old group by user_id) as gone
          where affiliate_total.user_id = gone.user_id;
        else
          insert into affiliate_total (user_id, total_cents)
          select user_id, sum(delta) from (
            select user_id, amount_cents as delta from affiliate_entry_new
            union all
            select user_id, -amount_cents from affiliate_entry_old
          ) as change
          group by user_id
          having sum(delta) <> 0
          on conflict (user_id)
          do update set total_cents = affiliate_total.total_cents + excluded.total_cents;
        end if;
        return null;
      end
      $$
    `.execute(db)
    await sql`
      create trigger affiliate_total_insert after insert on affiliate_entry
      referencing new table as affiliate_entry_new
      for each statement execute function affiliate_total_apply()
    `.execute(db)
    await sql`
      create trigger affiliate_total_update after update on affiliate_entry
      referencing old table as affiliate_entry_old new table as affiliate_entry_new
      for each statement execute function affiliate_total_apply()
    `.execute(db)
    await sql`
      create trigger affiliate_total_delete after delete on affiliate_entry
      referencing old table as affiliate_entry_old
      for each statement execute function affiliate_total_apply()
    `.execute(db)
  } else {
    const add = sql`
      insert into affiliate_total (user_id, total_cents) values (new.user_id, new.amount_cents)
      on conflict (user_id) do update set total_cents = total_cents + excluded.total_cents;`
    const subtract = sql`
      update affiliate_total set total_cents = total_cents - old.amount_cents
      where user_id = old.user_id;`
    await sql`create trigger affiliate_total_insert after insert on affiliate_entry
      begin ${add} end`.execute(db)
    await sql`create trigger affiliate_total_update after update of user_id, amount_cents
      on affiliate_entry begin ${subtract} ${add} end`.execute(db)
    await sql`create trigger affiliate_total_delete after delete on affiliate_entry
      begin ${subtract} end`.execute(db)
  }

  await db.schema
    .createIndex('affiliate_entry_user_available_idx')
    .on('affiliate_entry')
    .columns(['user_id', 'available_at'])
    .execute()
  await db.schema
    .createIndex('affiliate_entry_user_id_idx')
    .on('affiliate_entry')
    .columns(['user_id', 'id'])
    .execute()
  await db.schema.dropIndex('affiliate_entry_user_idx').execute()
  await db.schema
    .createIndex('withdrawal_user_id_idx')
    .on('withdrawal')
    .columns(['user_id', 'id'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('withdrawal_user_id_idx').execute()
  await db.schema
    .createIndex('affiliate_entry_user_idx')
    .on('affiliate_entry')
    .column('user_id')
    .execute()
  await db.schema.dropIndex('affiliate_entry_user_id_idx').execute()
  await db.schema.dropIndex('affiliate_entry_user_available_idx').execute()
  for (const name of ['insert', 'update', 'delete']) {
    const trigger = sql.raw(`affiliate_total_${name}`)
    if (isPostgres(db)) await sql`drop trigger ${trigger} on affiliate_entry`.execute(db)
    else await sql`drop trigger ${trigger}`.execute(db)
  }
  if (isPostgres(db)) await sql`drop function affiliate_total_apply()`.execute(db)
  await db.schema.dropTable('affiliate_total').execute()
}
