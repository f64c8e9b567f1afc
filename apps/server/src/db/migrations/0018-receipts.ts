import { PostgresAdapter, sql, type Kysely } from 'kysely'

/*
 * Numbered receipts of paid orders (docs/product.md#receipts,
 * docs/decisions/033-receipts-numbered-per-year.md):
 * - receipt_counter: one row per calendar year (the school's, Europe/Rome) holding the last
 *   number given; the payment's transaction increments it atomically, so numbers follow
 *   one another with no gap and none is given twice;
 * - receipt: one per paid order (unique order_id), unique (year, number); it keeps what the
 *   receipt says as it was issued: buyer, item, amounts, the school's fiscal data;
 * - school_fiscal_data: the one row of the school's fiscal identity the admin edits.
 * Orders paid before this migration get their numbers here, in paid_at order, per year;
 * their school data is left empty (unknown then). Duplicates (refunded) get none.
 * Frozen once released; imports nothing from src/.
 */

const yearInRome = (iso: string) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', year: 'numeric' }).format(
      new Date(iso),
    ),
  )

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema
    .createTable('school_fiscal_data')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('vat_number', 'text', (c) => c.notNull())
    .addColumn('tax_code', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('rea', 'text')
    .addColumn('pec', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('receipt_counter')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('receipt')
    .addColumn('id', 'integer', (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('customer_order.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull().check(sql`number > 0`))
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('buyer_name', 'text', (c) => c.notNull())
    .addColumn('buyer_email', 'text', (c) => c.notNull())
    .addColumn('buyer_tax_code_enc', 'text')
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('it', 'en')`))
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('item_title', 'text', (c) => c.notNull())
    .addColumn('charge', 'text', (c) => c.notNull())
    .addColumn('list_price_cents', 'integer')
    .addColumn('discount_cents', 'integer')
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('order_reference', 'text', (c) => c.notNull())
    .addColumn('school_company_name', 'text')
    .addColumn('school_vat_number', 'text')
    .addColumn('school_tax_code', 'text')
    .addColumn('school_address', 'text')
    .addColumn('school_rea', 'text')
    .addColumn('school_pec', 'text')
    .addUniqueConstraint('receipt_year_number_key', ['year', 'number'])
    .execute()
  await db.schema.createIndex('receipt_user_idx').on('receipt').columns(['user_id', 'id']).execute()
  await db.schema.createIndex('receipt_issued_idx').on('receipt').column('issued_at').execute()

  // Orders paid before receipts were numbered, oldest payment first.
  // Every column of the order, so a list price and discount (coupons) come along when present.
  const paid = await db
    .selectFrom('customer_order')
    .innerJoin('app_user', 'app_user.id', 'customer_order.user_id')
    .selectAll('customer_order')
    .select([
      'app_user.name as buyer_name',
      'app_user.email as buyer_email',
      'app_user.cf_enc as buyer_cf_enc',
      'app_user.language as buyer_language',
    ])
    .where('customer_order.status', '=', 'paid')
    .execute()
  const at = (row: Record<string, unknown>) => String(row.paid_at ?? row.created_at)
  paid.sort((a, b) => (at(a) < at(b) ? -1 : at(a) > at(b) ? 1 : Number(a.id) - Number(b.id)))
  const last = new Map<number, number>()
  for (const row of paid) {
    const issuedAt = at(row)
    const year = yearInRome(issuedAt)
    const number = (last.get(year) ?? 0) + 1
    last.set(year, number)
    await db
      .insertInto('receipt')
      .values({
        order_id: row.id,
        user_id: row.user_id,
        year,
        number,
        issued_at: issuedAt,
        buyer_name: row.buyer_name,
        buyer_email: row.buyer_email,
        buyer_tax_code_enc: row.buyer_cf_enc ?? null,
        language: row.buyer_language === 'en' ? 'en' : 'it',
        item_type: row.item_type,
        item_title: row.item_title,
        charge: row.charge,
        list_price_cents: row.discount_cents ? (row.list_amount_cents ?? null) : null,
        discount_cents: row.discount_cents ? row.discount_cents : null,
        amount_cents: row.amount_cents,
        currency: row.currency,
        provider: row.provider,
        order_reference: row.reference,
      })
      .execute()
  }
  for (const [year, number] of last) {
    await db.insertInto('receipt_counter').values({ year, last_number: number }).execute()
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('receipt').execute()
  await db.schema.dropTable('receipt_counter').execute()
  await db.schema.dropTable('school_fiscal_data').execute()
}
