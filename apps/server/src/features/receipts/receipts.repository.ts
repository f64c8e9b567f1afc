import { sql, type Transaction } from 'kysely'
import type { Db } from '#src/db/connect.ts'
import type { Database, ReceiptTable, SchoolFiscalDataTable } from '#src/db/database.ts'

/*
 * The SQL of the receipts' own tables: receipt, receipt_counter, school_fiscal_data
 * (docs/decisions/033-receipts-numbered-per-year.md).
 */

type Conn = Db | Transaction<Database>

/**
 * The next number of a year, taken inside the payment's transaction: one statement that
 * creates the year's counter at 1 or adds one to it. The row stays locked until the
 * transaction ends (PostgreSQL's row lock; SQLite's one writer), so two payments never get
 * the same number, and a payment rolled back gives its number back with it: no gaps.
 */
export async function takeNextNumber(trx: Transaction<Database>, year: number): Promise<number> {
  const { rows } = await sql<{ last_number: number | string }>`
    insert into receipt_counter (year, last_number) values (${year}, 1)
    on conflict (year) do update set last_number = receipt_counter.last_number + 1
    returning last_number
  `.execute(trx)
  const taken = rows[0]
  if (!taken) throw new Error('the receipt counter answered no number')
  return Number(taken.last_number)
}

export async function insertReceipt(
  trx: Transaction<Database>,
  values: Omit<ReceiptTable, 'id'>,
): Promise<void> {
  await trx.insertInto('receipt').values(values).execute()
}

export function findReceiptById(db: Conn, id: number) {
  return db.selectFrom('receipt').selectAll().where('id', '=', id).executeTakeFirst()
}

export function findReceiptByOrderId(db: Conn, orderId: number) {
  return db.selectFrom('receipt').selectAll().where('order_id', '=', orderId).executeTakeFirst()
}

export type ReceiptRow = NonNullable<Awaited<ReturnType<typeof findReceiptById>>>

/** The receipts of these orders (id, order and number), for the admin's sales list. */
export async function listReceiptsOfOrders(db: Conn, orderIds: readonly number[]) {
  const rows = []
  // In slices, so a long list never reaches the engines' limit of bound values.
  for (let start = 0; start < orderIds.length; start += 500) {
    const slice = orderIds.slice(start, start + 500)
    rows.push(
      ...(await db
        .selectFrom('receipt')
        .select(['id', 'order_id', 'year', 'number'])
        .where('order_id', 'in', slice)
        .execute()),
    )
  }
  return rows
}

/** A member's receipts, newest first. */
export function listReceiptsOfUser(db: Conn, userId: number) {
  return db
    .selectFrom('receipt')
    .select(['id', 'year', 'number', 'issued_at', 'item_title', 'amount_cents', 'order_reference'])
    .where('user_id', '=', userId)
    .orderBy('year', 'desc')
    .orderBy('number', 'desc')
    .execute()
}

/** Receipts issued in [from, to) (ISO instants), in number order. */
export function listReceiptsIssuedBetween(db: Conn, from: string, to: string) {
  return db
    .selectFrom('receipt')
    .selectAll()
    .where('issued_at', '>=', from)
    .where('issued_at', '<', to)
    .orderBy('year')
    .orderBy('number')
    .execute()
}

export function findFiscalData(db: Conn) {
  return db.selectFrom('school_fiscal_data').selectAll().where('id', '=', 1).executeTakeFirst()
}

export async function saveFiscalData(
  db: Conn,
  values: Omit<SchoolFiscalDataTable, 'id'>,
): Promise<void> {
  await db
    .insertInto('school_fiscal_data')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute()
}
