import { sql, type Kysely } from 'kysely'

/*
 * A member's balance and profile read in a few index lookups, however long their ledger
 * (docs/decisions/017-affiliate-balance-kept-total.md):
 * - affiliate_hold_day keeps, per member and per UTC day of available_at (the first ten
 *   characters of the ISO text), the sum of their commissions. Triggers on affiliate_entry
 *   keep it in the same transaction as each insert, change or removal, like affiliate_total
 *   (0009); existing commissions are summed once here. The commissions on hold at a moment
 *   are then the days after the moment's day, plus those of its own day still ahead of it.
 * - affiliate_entry (user_id, available_at, amount_cents) where kind = 'commission': those of
 *   one day read from the index alone. It replaces (user_id, available_at).
 * - referral_total keeps, per member, how many accounts they invited (app_user's
 *   referred_by_id), kept by triggers on app_user the same way; counted once here.
 * - identity_document (user_id, created_at, id): a member's latest document and whether one
 *   waits, without reading everyone's; withdrawal (requested_at, id): the admin's list, one
 *   page at a time, in its order.
 * Frozen once released; imports nothing from src/.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const isPostgres = (db: Kysely<any>) =>
  db.getExecutor().adapter.constructor.name === 'PostgresAdapter'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function holdDays(db: Kysely<any>) {
  await db.schema
    .createTable('affiliate_hold_day')
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('cents', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('affiliate_hold_day_pk', ['user_id', 'day'])
    .execute()
  await sql`
    insert into affiliate_hold_day (user_id, day, cents)
    select user_id, substr(available_at, 1, 10), sum(amount_cents) from affiliate_entry
    where kind = 'commission'
    group by user_id, substr(available_at, 1, 10)
  `.execute(db)

  if (isPostgres(db)) {
    // Once per statement, over the rows it wrote (as affiliate_total_apply in 0009).
    await sql`
      create function affiliate_hold_apply() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into affiliate_hold_day (user_id, day, cents)
          select user_id, substr(available_at, 1, 10), sum(amount_cents)
          from affiliate_entry_new where kind = 'commission'
          group by user_id, substr(available_at, 1, 10)
          on conflict (user_id, day)
          do update set cents = affiliate_hold_day.cents + excluded.cents;
        elsif tg_op = 'DELETE' then
          update affiliate_hold_day set cents = affiliate_hold_day.cents - gone.cents
          from (
            select user_id, substr(available_at, 1, 10) as day, sum(amount_cents) as cents
            from affiliate_entry_old where kind = 'commission'
            group by user_id, substr(available_at, 1, 10)
          ) as gone
          where affiliate_hold_day.user_id = gone.user_id and affiliate_hold_day.day = gone.day;
        else
          insert into affiliate_hold_day (user_id, day, cents)
          select user_id, day, sum(delta) from (
            select user_id, substr(available_at, 1, 10) as day, amount_cents as delta
            from affiliate_entry_new where kind = 'commission'
            union all
            select user_id, substr(available_at, 1, 10), -amount_cents
            from affiliate_entry_old where kind = 'commission'
          ) as change
          group by user_id, day
          having sum(delta) <> 0
          on conflict (user_id, day)
          do update set cents = affiliate_hold_day.cents + excluded.cents;
        end if;
        return null;
      end
      $$
    `.execute(db)
    await sql`
      create trigger affiliate_hold_insert after insert on affiliate_entry
      referencing new table as affiliate_entry_new
      for each statement execute function affiliate_hold_apply()
    `.execute(db)
    await sql`
      create trigger affiliate_hold_update after update on affiliate_entry
      referencing old table as affiliate_entry_old new table as affiliate_entry_new
      for each statement execute function affiliate_hold_apply()
    `.execute(db)
    await sql`
      create trigger affiliate_hold_delete after delete on affiliate_entry
      referencing old table as affiliate_entry_old
      for each statement execute function affiliate_hold_apply()
    `.execute(db)
  } else {
    const add = sql`
      insert into affiliate_hold_day (user_id, day, cents)
      select new.user_id, substr(new.available_at, 1, 10), new.amount_cents
      where new.kind = 'commission'
      on conflict (user_id, day) do update set cents = cents + excluded.cents;`
    const subtract = sql`
      update affiliate_hold_day set cents = cents - old.amount_cents
      where old.kind = 'commission' and user_id = old.user_id
        and day = substr(old.available_at, 1, 10);`
    await sql`create trigger affiliate_hold_insert after insert on affiliate_entry
      begin ${add} end`.execute(db)
    await sql`create trigger affiliate_hold_update
      after update of user_id, kind, amount_cents, available_at on affiliate_entry
      begin ${subtract} ${add} end`.execute(db)
    await sql`create trigger affiliate_hold_delete after delete on affiliate_entry
      begin ${subtract} end`.execute(db)
  }

  await sql`
    create index affiliate_entry_hold_idx on affiliate_entry (user_id, available_at, amount_cents)
    where kind = 'commission'
  `.execute(db)
  await db.schema.dropIndex('affiliate_entry_user_available_idx').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function referralTotals(db: Kysely<any>) {
  await db.schema
    .createTable('referral_total')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('referrals', 'integer', (c) => c.notNull())
    .execute()
  await sql`
    insert into referral_total (user_id, referrals)
    select referred_by_id, count(*) from app_user
    where referred_by_id is not null
    group by referred_by_id
  `.execute(db)

  if (isPostgres(db)) {
    // New accounts once per statement (a bulk insert counts each referrer once); a change of
    // referrer or a removal, which are rare, row by row. Transition tables cannot go with a
    // column list, and a row trigger can skip every update that leaves referred_by_id alone.
    await sql`
      create function referral_total_insert() returns trigger language plpgsql as $$
      begin
        insert into referral_total (user_id, referrals)
        select referred_by_id, count(*) from app_user_new
        where referred_by_id is not null group by referred_by_id
        on conflict (user_id)
        do update set referrals = referral_total.referrals + excluded.referrals;
        return null;
      end
      $$
    `.execute(db)
    await sql`
      create function referral_total_change() returns trigger language plpgsql as $$
      begin
        if old.referred_by_id is not null then
          update referral_total set referrals = referrals - 1
          where user_id = old.referred_by_id;
        end if;
        if tg_op = 'UPDATE' and new.referred_by_id is not null then
          insert into referral_total (user_id, referrals) values (new.referred_by_id, 1)
          on conflict (user_id) do update set referrals = referral_total.referrals + 1;
        end if;
        return null;
      end
      $$
    `.execute(db)
    await sql`
      create trigger referral_total_insert after insert on app_user
      referencing new table as app_user_new
      for each statement execute function referral_total_insert()
    `.execute(db)
    await sql`
      create trigger referral_total_update after update of referred_by_id on app_user
      for each row when (old.referred_by_id is distinct from new.referred_by_id)
      execute function referral_total_change()
    `.execute(db)
    await sql`
      create trigger referral_total_delete after delete on app_user
      for each row when (old.referred_by_id is not null)
      execute function referral_total_change()
    `.execute(db)
  } else {
    const add = sql`
      insert into referral_total (user_id, referrals)
      select new.referred_by_id, 1
      where new.referred_by_id is not null
        and exists (select 1 from app_user where id = new.referred_by_id)
      on conflict (user_id) do update set referrals = referrals + 1;`
    const subtract = sql`
      update referral_total set referrals = referrals - 1
      where old.referred_by_id is not null and user_id = old.referred_by_id;`
    await sql`create trigger referral_total_insert after insert on app_user
      begin ${add} end`.execute(db)
    await sql`create trigger referral_total_update after update of referred_by_id on app_user
      begin ${subtract} ${add} end`.execute(db)
    await sql`create trigger referral_total_delete after delete on app_user
      begin ${subtract} end`.execute(db)
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await holdDays(db)
  await referralTotals(db)
  await db.schema
    .createIndex('identity_document_user_idx')
    .on('identity_document')
    .columns(['user_id', 'created_at', 'id'])
    .execute()
  await db.schema
    .createIndex('withdrawal_requested_idx')
    .on('withdrawal')
    .columns(['requested_at', 'id'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('withdrawal_requested_idx').execute()
  await db.schema.dropIndex('identity_document_user_idx').execute()
  for (const [table, prefix] of [
    ['app_user', 'referral_total'],
    ['affiliate_entry', 'affiliate_hold'],
  ] as const) {
    for (const name of ['insert', 'update', 'delete']) {
      const trigger = sql.raw(`${prefix}_${name}`)
      if (isPostgres(db)) await sql`drop trigger ${trigger} on ${sql.table(table)}`.execute(db)
      else await sql`drop trigger ${trigger}`.execute(db)
    }
  }
  if (isPostgres(db)) {
    await sql`drop function referral_total_change()`.execute(db)
    await sql`drop function referral_total_insert()`.execute(db)
    await sql`drop function affiliate_hold_apply()`.execute(db)
  }
  await db.schema.dropTable('referral_total').execute()
  await db.schema
    .createIndex('affiliate_entry_user_available_idx')
    .on('affiliate_entry')
    .columns(['user_id', 'available_at'])
    .execute()
  await db.schema.dropIndex('affiliate_entry_hold_idx').execute()
  await db.schema.dropTable('affiliate_hold_day').execute()
}
