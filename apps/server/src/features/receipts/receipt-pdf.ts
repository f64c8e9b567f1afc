import PDFDocument from 'pdfkit'
import { receiptNumber } from '@aula/contract/receipts'
import { SCHOOL_TIME_ZONE } from '#src/lib/row-values.ts'

/*
 * The receipt as a one-page A4 PDF (PDFKit, its built-in Helvetica), in the buyer's
 * language: "Ricevuta n. 2026/000123", the school's fiscal data, the buyer, the item, the
 * list price and discount when the order had one, the amount paid, the payment method and
 * the date. It says it is not an electronic invoice (docs/product.md#receipts).
 */

export interface ReceiptDocument {
  year: number
  number: number
  issuedAt: string
  language: 'it' | 'en'
  /** The school's name from the config, for a receipt issued before fiscal data was set. */
  siteName: string
  school: {
    companyName: string | null
    vatNumber: string | null
    taxCode: string | null
    address: string | null
    rea: string | null
    pec: string | null
  }
  buyer: { name: string; email: string; taxCode: string | null }
  item: { title: string; online: boolean; charge: 'deposit' | 'full' }
  listPriceCents: number | null
  discountCents: number | null
  amountCents: number
  currency: string
  provider: 'demo' | 'sumup'
  orderReference: string
}

const TEXTS = {
  it: {
    title: 'Ricevuta n.',
    date: 'Data',
    issuer: 'Emessa da',
    vat: 'P. IVA',
    taxCode: 'C.F.',
    rea: 'REA',
    pec: 'PEC',
    buyer: 'Intestata a',
    item: 'Descrizione',
    course: 'Corso in presenza',
    video: 'Videocorso',
    deposit: 'acconto',
    listPrice: 'Prezzo di listino',
    discount: 'Sconto',
    paid: 'Importo pagato',
    method: 'Metodo di pagamento',
    card: 'Carta di pagamento',
    reference: "Riferimento dell'ordine",
    notInvoice:
      'Documento non valido ai fini fiscali come fattura: non è una fattura elettronica (SdI). Chi ha bisogno della fattura la chiede alla scuola.',
  },
  en: {
    title: 'Receipt no.',
    date: 'Date',
    issuer: 'Issued by',
    vat: 'VAT no.',
    taxCode: 'Tax code',
    rea: 'REA',
    pec: 'PEC',
    buyer: 'Issued to',
    item: 'Description',
    course: 'In-person course',
    video: 'Video course',
    deposit: 'deposit',
    listPrice: 'List price',
    discount: 'Discount',
    paid: 'Amount paid',
    method: 'Payment method',
    card: 'Payment card',
    reference: 'Order reference',
    notInvoice:
      'This receipt is not an invoice: it is not an Italian electronic invoice (fattura elettronica, SdI). Ask the school if you need an invoice.',
  },
} as const

const money = (cents: number, currency: string, lang: 'it' | 'en') =>
  new Intl.NumberFormat(lang === 'it' ? 'it-IT' : 'en-GB', { style: 'currency', currency })
    .format(cents / 100)
    // Helvetica's encoding has no narrow no-break space.
    .replace(/\u202f|\u00a0/g, ' ')

const day = (iso: string, lang: 'it' | 'en') =>
  new Intl.DateTimeFormat(lang === 'it' ? 'it-IT' : 'en-GB', {
    timeZone: SCHOOL_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso))

/** The file name a download or an attachment carries: ricevuta-2026-000123.pdf. */
export function receiptFileName(r: Pick<ReceiptDocument, 'year' | 'number' | 'language'>) {
  const stem = r.language === 'it' ? 'ricevuta' : 'receipt'
  return `${stem}-${receiptNumber(r.year, r.number).replace('/', '-')}.pdf`
}

/** Renders the receipt; resolves with the PDF's bytes. */
export function renderReceiptPdf(r: ReceiptDocument): Promise<Buffer> {
  const t = TEXTS[r.language]
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `${t.title} ${receiptNumber(r.year, r.number)}`,
      Author: r.school.companyName ?? r.siteName,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(`${t.title} ${receiptNumber(r.year, r.number)}`)
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(11)
    .text(`${t.date}: ${day(r.issuedAt, r.language)}`)

  const block = (heading: string, lines: (string | null)[]) => {
    doc
      .moveDown(1.2)
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('#555')
      .text(heading.toUpperCase())
    doc.moveDown(0.2).font('Helvetica').fontSize(11).fillColor('#000')
    for (const line of lines) if (line) doc.text(line)
  }
  const s = r.school
  block(t.issuer, [
    s.companyName ?? r.siteName,
    s.address,
    s.vatNumber ? `${t.vat} ${s.vatNumber}` : null,
    s.taxCode ? `${t.taxCode} ${s.taxCode}` : null,
    s.rea ? `${t.rea} ${s.rea}` : null,
    s.pec ? `${t.pec} ${s.pec}` : null,
  ])
  block(t.buyer, [
    r.buyer.name,
    r.buyer.email,
    r.buyer.taxCode ? `${t.taxCode} ${r.buyer.taxCode}` : null,
  ])
  const kind = r.item.online ? t.video : t.course
  block(t.item, [`${kind}: ${r.item.title}${r.item.charge === 'deposit' ? ` (${t.deposit})` : ''}`])

  const row = (label: string, value: string, bold = false) => {
    const y = doc.y
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 13 : 11)
    doc.text(label, 56, y, { width: 300 })
    doc.text(value, 356, y, { width: 183, align: 'right' })
    doc.moveDown(0.3)
  }
  doc.moveDown(1.5)
  if (r.listPriceCents !== null && r.discountCents) {
    row(t.listPrice, money(r.listPriceCents, r.currency, r.language))
    row(t.discount, `- ${money(r.discountCents, r.currency, r.language)}`)
  }
  row(t.paid, money(r.amountCents, r.currency, r.language), true)
  doc.x = 56
  block(t.method, [`${t.card} (${r.provider === 'sumup' ? 'SumUp' : 'demo'})`])
  block(t.reference, [r.orderReference])

  doc
    .moveDown(3)
    .font('Helvetica-Oblique')
    .fontSize(9)
    .fillColor('#555')
    .text(t.notInvoice, { width: 483 })
  doc.end()
  return done
}
