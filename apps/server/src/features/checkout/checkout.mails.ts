import { titleToSlug } from '@aula/contract/common'
import type { Config } from '#src/config.ts'
import { framedMail, type MailMessage } from '#src/lib/mail.ts'

export interface Receipt {
  to: string
  name: string
  language: 'it' | 'en'
  reference: string
  title: string
  online: boolean
  amountCents: number
  charge: 'deposit' | 'full'
  /** What is left to pay on site for a deposit, in cents. */
  balanceCents: number | null
  /** The numbered receipt, attached as PDF (docs/product.md#receipts). */
  receipt?: { number: string; filename: string; content: Buffer } | undefined
}

const euros = (cents: number, lang: 'it' | 'en') =>
  new Intl.NumberFormat(lang === 'it' ? 'it-IT' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100)

/** The receipt a buyer gets once the payment is confirmed, in the buyer's language. */
export function receiptMail(config: Config, r: Receipt): MailMessage {
  const it = r.language === 'it'
  const amount = euros(r.amountCents, r.language)
  // A code that covered the whole payment: nothing was paid, so no receipt (decision 032).
  const free = r.amountCents === 0
  const subject = free
    ? it
      ? `Iscrizione confermata ${r.reference}`
      : `Enrolment confirmed ${r.reference}`
    : it
      ? `Ricevuta del tuo acquisto ${r.reference}`
      : `Receipt for your purchase ${r.reference}`
  const title = free
    ? it
      ? 'Iscrizione confermata'
      : 'Enrolment confirmed'
    : it
      ? 'Pagamento ricevuto'
      : 'Payment received'
  const lines = [
    it ? `Ciao ${r.name},` : `Hello ${r.name},`,
    free
      ? it
        ? `la tua iscrizione a "${r.title}" è confermata: il codice sconto copre l'intero importo e non ti è stato addebitato nulla.`
        : `your enrolment in "${r.title}" is confirmed: the discount code covers the whole amount and nothing was charged.`
      : it
        ? `abbiamo ricevuto il tuo pagamento di ${amount} per "${r.title}".`
        : `we received your payment of ${amount} for "${r.title}".`,
    free && r.charge !== 'deposit'
      ? null
      : r.charge === 'deposit'
        ? it
          ? `È l'acconto del corso; il saldo di ${euros(r.balanceCents ?? 0, 'it')} si paga in sede.`
          : `This is the course deposit; the balance of ${euros(r.balanceCents ?? 0, 'en')} is paid on site.`
        : it
          ? 'Hai pagato il prezzo intero.'
          : 'You paid the full price.',
    it ? `Riferimento dell'ordine: ${r.reference}` : `Order reference: ${r.reference}`,
    ...(r.receipt
      ? [
          it
            ? `In allegato la ricevuta n. ${r.receipt.number} in PDF.`
            : `Receipt no. ${r.receipt.number} is attached as a PDF.`,
        ]
      : []),
  ]
  const paragraphs = lines.filter((line): line is string => line !== null)
  // What was bought: the lessons of a video course, the page of an in-person course.
  const slug = encodeURIComponent(titleToSlug(r.title))
  const url = `${config.publicUrl}${r.online ? `/video/${slug}` : `/course/${slug}`}`
  const action = {
    label: r.online
      ? it
        ? 'Vai al videocorso'
        : 'Go to the video course'
      : it
        ? 'Vai al corso'
        : 'Go to the course',
    url,
  }
  const footer = it
    ? `Ricevi questa e-mail perché hai acquistato su ${config.site.name}.`
    : `You receive this e-mail because you bought on ${config.site.name}.`
  const mail = framedMail({
    to: r.to,
    subject,
    siteName: config.site.name,
    lang: r.language,
    title,
    paragraphs,
    action,
    footer,
  })
  if (!r.receipt) return mail
  const { filename, content } = r.receipt
  return {
    ...mail,
    attachments: [
      {
        filename,
        contentType: 'application/pdf',
        content: content.toString('base64'),
        encoding: 'base64',
      },
    ],
  }
}
