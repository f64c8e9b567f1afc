import { receiptNumber, ReceiptLimits, ReceiptMessages } from '@aula/contract/receipts'
import { csvDocument, csvEuros } from '#src/lib/csv.ts'
import { FieldsError, HttpError } from '#src/lib/http-error.ts'
import { SCHOOL_TIME_ZONE } from '#src/lib/row-values.ts'
import { listReceiptsIssuedBetween } from './receipts.repository.ts'
import { buyerTaxCode, type ReceiptDeps } from './receipts.service.ts'
import { isCalendarDay, nextDay, schoolDayStart } from './school-time.ts'

/*
 * The accountant's export (docs/product.md#receipts): every receipt issued in a period of
 * Rome's calendar days, both included, in number order, one line each.
 */

const HEADER = [
  'Numero ricevuta',
  'Data',
  'Acquirente',
  'Codice fiscale',
  'Articolo',
  'Prezzo di listino',
  'Sconto',
  'Pagato',
  'Metodo di pagamento',
  'Riferimento ordine',
] as const

const italianDay = (iso: string) =>
  new Intl.DateTimeFormat('it-IT', {
    timeZone: SCHOOL_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso))

/** Checks the period: real days, in order, at most a year long; 400 otherwise. */
function periodOf(from: string, to: string): { start: string; end: string } {
  const wrong = [
    ...(isCalendarDay(from) ? [] : [{ path: 'from', message: ReceiptMessages.invalidDate }]),
    ...(isCalendarDay(to) ? [] : [{ path: 'to', message: ReceiptMessages.invalidDate }]),
  ]
  if (wrong.length) throw new FieldsError(wrong)
  if (from > to) throw new HttpError(400, ReceiptMessages.badPeriod)
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1
  if (days > ReceiptLimits.exportDays) throw new HttpError(400, ReceiptMessages.periodTooLong)
  return { start: schoolDayStart(from), end: schoolDayStart(nextDay(to)) }
}

/** The CSV of the receipts issued from `from` to `to` (days in Rome, both included). */
export async function ordersCsv(
  deps: ReceiptDeps,
  query: { from: string; to: string },
): Promise<{ filename: string; csv: string }> {
  const { start, end } = periodOf(query.from, query.to)
  const rows = await listReceiptsIssuedBetween(deps.db, start, end)
  const csv = csvDocument(
    HEADER,
    rows.map((r) => [
      receiptNumber(r.year, r.number),
      italianDay(r.issued_at),
      r.buyer_name,
      buyerTaxCode(deps, r),
      r.charge === 'deposit' ? `${r.item_title} (acconto)` : r.item_title,
      csvEuros(r.list_price_cents ?? r.amount_cents + (r.discount_cents ?? 0)),
      csvEuros(r.discount_cents ?? 0),
      csvEuros(r.amount_cents),
      r.provider,
      r.order_reference,
    ]),
  )
  return { filename: `ordini-${query.from}-${query.to}.csv`, csv }
}
