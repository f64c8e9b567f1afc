import type { Generated } from 'kysely'

/**
 * Numbered receipts of paid orders and the school's fiscal data they carry
 * (features/receipts; docs/product.md#receipts).
 */
export interface ReceiptTables {
  receipt: ReceiptTable
  receipt_counter: ReceiptCounterTable
  school_fiscal_data: SchoolFiscalDataTable
}

/** One receipt per paid order, frozen as issued: it never changes afterwards. */
export interface ReceiptTable {
  id: Generated<number>
  order_id: number
  user_id: number
  /** The school's calendar year (Europe/Rome) of the payment; numbers restart each year. */
  year: number
  /** 1, 2, 3… within the year, no gaps, never reused (unique with year). */
  number: number
  issued_at: string
  buyer_name: string
  buyer_email: string
  /** The buyer's codice fiscale when known, sealed with the data key as on the account. */
  buyer_tax_code_enc: string | null
  language: 'it' | 'en'
  item_type: 'course' | 'online_course'
  item_title: string
  charge: 'deposit' | 'full'
  /** The item's list price and the discount, when the order carries them (coupons). */
  list_price_cents: number | null
  discount_cents: number | null
  amount_cents: number
  currency: string
  provider: 'demo' | 'sumup'
  order_reference: string
  /** The school's fiscal data at the time of issue; null when none was set. */
  school_company_name: string | null
  school_vat_number: string | null
  school_tax_code: string | null
  school_address: string | null
  school_rea: string | null
  school_pec: string | null
}

/** The last number given in a year. */
export interface ReceiptCounterTable {
  year: number
  last_number: number
}

/** The one row (id 1) of the school's fiscal identity, edited by the admin. */
export interface SchoolFiscalDataTable {
  id: number
  company_name: string
  vat_number: string
  tax_code: string
  address: string
  rea: string | null
  pec: string | null
  updated_at: string
}
