import { z } from './zod.ts'
import { endpoint, IdParamsSchema } from './endpoint.ts'
import { ReceiptRoutes } from './routes/receipts.ts'
import { isValidCf, isValidPartitaIva, normalizeCf, normalizePartitaIva } from './tax-ids.ts'

export { ReceiptPaths } from './routes/receipts.ts'

/*
 * Numbered receipts of paid orders (docs/product.md#receipts): the member lists and
 * downloads theirs as PDF; the admin keeps the school's fiscal data the receipts carry and
 * exports the orders of a period as CSV for the accountant.
 */

/** Messages the server answers (errors[] paths name the fields) and the form shows. */
export const ReceiptMessages = {
  invalidVatNumber: 'Invalid VAT number',
  invalidTaxCode: 'Invalid tax code',
  invalidPec: 'Invalid PEC address',
  invalidDate: 'Give the dates as YYYY-MM-DD',
  badPeriod: 'The start date comes after the end date',
  periodTooLong: 'Export at most 366 days at a time',
  fiscalDataMissing: 'Set the school fiscal data first',
} as const

export const ReceiptLimits = {
  companyName: 200,
  address: 300,
  rea: 40,
  pec: 254,
  /** The longest period one CSV export covers, in days. */
  exportDays: 366,
} as const

/** "2026/000123": the year and the number within it, six digits at least. */
export function receiptNumber(year: number, number: number): string {
  return `${year}/${String(number).padStart(6, '0')}`
}

/** One receipt as the member's list shows it. */
export const ReceiptSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  /** "2026/000123". */
  number: z.string(),
  issuedAt: z.string(),
  title: z.string(),
  /** Euros paid. */
  amount: z.number(),
  orderReference: z.string(),
})
export type Receipt = z.infer<typeof ReceiptSchema>

export const ReceiptsAnswerSchema = z.object({ receipts: z.array(ReceiptSchema) })
export type ReceiptsAnswer = z.infer<typeof ReceiptsAnswerSchema>

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max))
const optionalText = (max: number) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(max)),
        z.transform((v) => (v === '' ? null : v)),
      ),
    ),
  )

/** A company's codice fiscale: its 11-digit number, or a person's 16 characters (a sole trader). */
const isCompanyTaxCode = (value: string) => isValidPartitaIva(value) || isValidCf(value)

/** The school's fiscal identity, printed on every receipt from now on. */
export const SchoolFiscalDataSchema = z.object({
  companyName: text(ReceiptLimits.companyName),
  vatNumber: z
    .pipe(z.string().check(z.maxLength(20)), z.transform(normalizePartitaIva))
    .check(z.refine(isValidPartitaIva, ReceiptMessages.invalidVatNumber)),
  taxCode: z
    .pipe(z.string().check(z.maxLength(20)), z.transform(normalizeCf))
    .check(z.refine(isCompanyTaxCode, ReceiptMessages.invalidTaxCode)),
  address: text(ReceiptLimits.address),
  rea: optionalText(ReceiptLimits.rea),
  pec: optionalText(ReceiptLimits.pec).check(
    z.refine((v) => v == null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), ReceiptMessages.invalidPec),
  ),
})
export type SchoolFiscalDataInput = z.input<typeof SchoolFiscalDataSchema>

export const SchoolFiscalDataAnswerSchema = z.object({
  /** Null until the admin sets it. */
  fiscalData: z.nullable(
    z.object({
      companyName: z.string(),
      vatNumber: z.string(),
      taxCode: z.string(),
      address: z.string(),
      rea: z.nullable(z.string()),
      pec: z.nullable(z.string()),
      updatedAt: z.string(),
    }),
  ),
})
export type SchoolFiscalDataAnswer = z.infer<typeof SchoolFiscalDataAnswerSchema>

/** The period of an export, calendar days in the school's time (both included). */
export const OrdersCsvQuerySchema = z.object({
  from: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, ReceiptMessages.invalidDate)),
  to: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, ReceiptMessages.invalidDate)),
})
export type OrdersCsvQuery = z.infer<typeof OrdersCsvQuerySchema>

export const ReceiptEndpoints = {
  /** The caller's receipts, newest first. */
  mine: endpoint({ ...ReceiptRoutes.mine, response: ReceiptsAnswerSchema }),
  /** One receipt as PDF (application/pdf): its owner's, or any for an admin; 403 otherwise. */
  pdf: endpoint({ ...ReceiptRoutes.pdf, params: IdParamsSchema, errors: [403, 404] }),
  /** The school's fiscal data as the receipts print it. */
  fiscalData: endpoint({ ...ReceiptRoutes.fiscalData, response: SchoolFiscalDataAnswerSchema }),
  /** Sets the school's fiscal data; receipts issued from now on carry it. */
  saveFiscalData: endpoint({
    ...ReceiptRoutes.saveFiscalData,
    body: SchoolFiscalDataSchema,
    response: SchoolFiscalDataAnswerSchema,
  }),
  /**
   * The paid orders of a period as CSV (text/csv) for the accountant: receipt number,
   * date, buyer, tax code, item, list price, discount, paid, provider, order reference.
   * 400 for a date that is not YYYY-MM-DD, a period that ends before it starts or is
   * longer than a year.
   */
  ordersCsv: endpoint({ ...ReceiptRoutes.ordersCsv, query: OrdersCsvQuerySchema }),
}
