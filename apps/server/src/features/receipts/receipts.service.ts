import type { Transaction } from 'kysely'
import { ErrorMessages } from '@aula/contract/common'
import {
  receiptNumber,
  type ReceiptsAnswer,
  type SchoolFiscalDataAnswer,
} from '@aula/contract/receipts'
import type { Config } from '#src/config.ts'
import type { Db } from '#src/db/connect.ts'
import type { Database } from '#src/db/database.ts'
import { recordAudit } from '#src/lib/audit.ts'
import { now } from '#src/lib/clock.ts'
import { decryptText } from '#src/lib/data-key.ts'
import { HttpError } from '#src/lib/http-error.ts'
import { centsToEuros } from '#src/lib/money.ts'
import { findAccount } from '#src/features/auth/account.service.ts'
import { receiptFileName, renderReceiptPdf } from './receipt-pdf.ts'
import {
  findFiscalData,
  findReceiptById,
  findReceiptByOrderId,
  insertReceipt,
  listReceiptsOfOrders,
  listReceiptsOfUser,
  saveFiscalData,
  takeNextNumber,
  type ReceiptRow,
} from './receipts.repository.ts'
import { schoolYearOf } from './school-time.ts'

/*
 * Numbered receipts (docs/product.md#receipts): one per paid order, numbered in the
 * payment's own transaction (docs/decisions/033-receipts-numbered-per-year.md), frozen as
 * issued, rendered as PDF on demand for the member, the receipt mail and the admin.
 */

export interface ReceiptDeps {
  db: Db
  config: Pick<Config, 'site'>
  /** Opens the buyer's codice fiscale; without it the PDF leaves it out. */
  dataKey?: Buffer | undefined
}

/** What the checkout hands over of an order it has just fulfilled. */
export interface PaidOrderFacts {
  id: number
  user_id: number
  item_type: 'course' | 'online_course'
  item_title: string
  charge: 'deposit' | 'full'
  amount_cents: number
  currency: string
  provider: 'demo' | 'sumup'
  reference: string
  /** The list price and the discount, when the order carries them (a coupon). */
  list_price_cents?: number | null
  discount_cents?: number | null
}

/**
 * Inside the payment's transaction: gives the order the next number of the payment's year
 * and freezes what its receipt says (buyer, item, amounts, the school's fiscal data now).
 * A rollback of the payment takes the number back with it, so none is lost.
 */
export async function issueReceipt(
  trx: Transaction<Database>,
  order: PaidOrderFacts,
  paidAt: string,
): Promise<void> {
  const year = schoolYearOf(paidAt)
  const number = await takeNextNumber(trx, year)
  // One connection holds the transaction: one query after the other.
  const buyer = await findAccount(trx, order.user_id)
  const school = await findFiscalData(trx)
  await insertReceipt(trx, {
    order_id: order.id,
    user_id: order.user_id,
    year,
    number,
    issued_at: paidAt,
    buyer_name: buyer?.name ?? '',
    buyer_email: buyer?.email ?? '',
    buyer_tax_code_enc: buyer?.cf_enc ?? null,
    language: buyer?.language ?? 'it',
    item_type: order.item_type,
    item_title: order.item_title,
    charge: order.charge,
    list_price_cents: order.list_price_cents ?? null,
    discount_cents: order.discount_cents ?? null,
    amount_cents: order.amount_cents,
    currency: order.currency,
    provider: order.provider,
    order_reference: order.reference,
    school_company_name: school?.company_name ?? null,
    school_vat_number: school?.vat_number ?? null,
    school_tax_code: school?.tax_code ?? null,
    school_address: school?.address ?? null,
    school_rea: school?.rea ?? null,
    school_pec: school?.pec ?? null,
  })
}

/** The buyer's codice fiscale as the receipt froze it, opened with the data key. */
export function buyerTaxCode(deps: Pick<ReceiptDeps, 'dataKey'>, row: ReceiptRow): string | null {
  if (!row.buyer_tax_code_enc || !deps.dataKey) return null
  try {
    return decryptText(deps.dataKey, row.buyer_tax_code_enc)
  } catch {
    return null
  }
}

async function renderRow(deps: ReceiptDeps, row: ReceiptRow) {
  const content = await renderReceiptPdf({
    year: row.year,
    number: row.number,
    issuedAt: row.issued_at,
    language: row.language,
    siteName: deps.config.site.name,
    school: {
      companyName: row.school_company_name,
      vatNumber: row.school_vat_number,
      taxCode: row.school_tax_code,
      address: row.school_address,
      rea: row.school_rea,
      pec: row.school_pec,
    },
    buyer: { name: row.buyer_name, email: row.buyer_email, taxCode: buyerTaxCode(deps, row) },
    item: { title: row.item_title, online: row.item_type === 'online_course', charge: row.charge },
    listPriceCents: row.list_price_cents,
    discountCents: row.discount_cents,
    amountCents: row.amount_cents,
    currency: row.currency,
    provider: row.provider,
    orderReference: row.order_reference,
  })
  return { filename: receiptFileName(row), content, number: receiptNumber(row.year, row.number) }
}

/** The PDF of an order's receipt, for the receipt mail; undefined for an order without one. */
export async function receiptPdfOfOrder(deps: ReceiptDeps, orderId: number) {
  const row = await findReceiptByOrderId(deps.db, orderId)
  return row ? renderRow(deps, row) : undefined
}

/**
 * The receipts of these orders by order id: the receipt's id (for its PDF) and number. An
 * order without one (a duplicate refunded, a free order) is missing from the map.
 */
export async function receiptsOfOrders(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, { id: number; number: string }>> {
  const rows = await listReceiptsOfOrders(db, orderIds)
  return new Map(
    rows.map((row) => [row.order_id, { id: row.id, number: receiptNumber(row.year, row.number) }]),
  )
}

/** A receipt's PDF for its owner or an admin: 404 for none, 403 for someone else's. */
export async function receiptPdfFor(
  deps: ReceiptDeps,
  caller: { id: number; group: 'user' | 'admin' },
  id: number,
) {
  const row = await findReceiptById(deps.db, id)
  if (!row) throw new HttpError(404, ErrorMessages.notFound)
  if (row.user_id !== caller.id && caller.group !== 'admin') {
    throw new HttpError(403, ErrorMessages.forbidden)
  }
  return renderRow(deps, row)
}

/** The caller's receipts, newest first. */
export async function listMyReceipts(db: Db, userId: number): Promise<ReceiptsAnswer> {
  const rows = await listReceiptsOfUser(db, userId)
  return {
    receipts: rows.map((r) => ({
      id: r.id,
      number: receiptNumber(r.year, r.number),
      issuedAt: r.issued_at,
      title: r.item_title,
      amount: centsToEuros(r.amount_cents),
      orderReference: r.order_reference,
    })),
  }
}

export async function getFiscalData(db: Db): Promise<SchoolFiscalDataAnswer> {
  const row = await findFiscalData(db)
  return {
    fiscalData: row
      ? {
          companyName: row.company_name,
          vatNumber: row.vat_number,
          taxCode: row.tax_code,
          address: row.address,
          rea: row.rea,
          pec: row.pec,
          updatedAt: row.updated_at,
        }
      : null,
  }
}

/** Sets the school's fiscal data (already checked by the contract); written to the audit log. */
export async function setFiscalData(
  db: Db,
  actorUserId: number,
  input: {
    companyName: string
    vatNumber: string
    taxCode: string
    address: string
    rea?: string | null | undefined
    pec?: string | null | undefined
  },
): Promise<SchoolFiscalDataAnswer> {
  await db.transaction().execute(async (trx) => {
    await saveFiscalData(trx, {
      company_name: input.companyName,
      vat_number: input.vatNumber,
      tax_code: input.taxCode,
      address: input.address,
      rea: input.rea ?? null,
      pec: input.pec ?? null,
      updated_at: now(),
    })
    await recordAudit(trx, {
      actorUserId,
      action: 'update',
      targetType: 'school_fiscal_data',
      targetId: 1,
    })
  })
  return getFiscalData(db)
}
