import type { ContactMessage, InformationRequest } from '@aula/contract/contact'
import type { ReviewSubmit } from '@aula/contract/review-submit'
import { mailLayout, type MailMessage } from '#src/lib/mail.ts'

/*
 * Mails to the provider's own address (CONTACT_EMAIL). The school works in Italian, so
 * these are in Italian; the values are exactly what the visitor typed. mailLayout escapes
 * every paragraph, so nothing a visitor types can become markup in the HTML part.
 */

interface Field {
  label: string
  value: string
}

/** One line in a header: a visitor's line breaks or control characters never reach it. */
const oneLine = (s: string, max = 120) =>
  s
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
    .slice(0, max)

/** 'YYYY-MM-DD' as Italians write it. */
const italianDate = (isoDate: string) => isoDate.split('-').reverse().join('/')

function providerMail(opts: {
  to: string
  replyTo: string
  siteName: string
  subject: string
  title: string
  intro: string
  fields: Field[]
  message: string
  footer: string
}): MailMessage {
  const fieldLines = opts.fields.map((f) => `${f.label}: ${f.value}`)
  const messageLines = opts.message.split(/\r?\n/)
  return {
    to: opts.to,
    replyTo: opts.replyTo,
    subject: oneLine(`[${opts.siteName}] ${opts.subject}`, 200),
    text: [
      opts.siteName,
      '',
      opts.intro,
      '',
      ...fieldLines,
      '',
      'Messaggio:',
      ...messageLines,
      '',
      opts.footer,
    ].join('\n'),
    html: mailLayout({
      siteName: opts.siteName,
      lang: 'it',
      title: opts.title,
      paragraphs: [
        opts.intro,
        ...fieldLines,
        'Messaggio:',
        ...messageLines.filter((l) => l.trim() !== ''),
      ],
      footer: opts.footer,
    }),
  }
}

const replyFooter = (name: string, email: string) =>
  `Rispondi a questa e-mail per scrivere direttamente a ${name} (${email}). Trovi il messaggio anche nel pannello di amministrazione.`

export function contactMessageMail(opts: {
  to: string
  siteName: string
  input: ContactMessage
}): MailMessage {
  const { input } = opts
  return providerMail({
    to: opts.to,
    replyTo: input.email,
    siteName: opts.siteName,
    subject: `Nuovo messaggio da ${oneLine(input.name)}`,
    title: 'Nuovo messaggio dal modulo contatti',
    intro: 'Una persona ha scritto dal modulo della pagina Contatti.',
    fields: [
      { label: 'Nome', value: input.name },
      { label: 'E-mail', value: input.email },
      { label: 'Telefono', value: input.phoneNumber },
      { label: 'Genere', value: input.gender },
      { label: 'Stato lavorativo', value: input.statoLavorativo },
    ],
    message: input.message,
    footer: replyFooter(input.name, input.email),
  })
}

export function informationRequestMail(opts: {
  to: string
  siteName: string
  input: InformationRequest
  /** The account the request was sent from, when the person was signed in. */
  account?: string
}): MailMessage {
  const { input } = opts
  const fullName = `${input.name} ${input.surname}`
  const fields: Field[] = [
    { label: 'Nome', value: input.name },
    { label: 'Cognome', value: input.surname },
    { label: 'E-mail', value: input.email },
    { label: 'Data di nascita', value: italianDate(input.birth_date) },
    { label: 'Città', value: input.city },
    { label: 'Telefono', value: input.phonenumber },
    { label: 'Interessato a', value: input.interested_in },
    { label: 'Obiettivo', value: input.objective },
    { label: 'Budget', value: `${input.spending} €` },
    { label: 'Termini e condizioni', value: 'accettati' },
  ]
  if (opts.account) fields.push({ label: 'Account del sito', value: opts.account })
  return providerMail({
    to: opts.to,
    replyTo: input.email,
    siteName: opts.siteName,
    subject: `Richiesta di informazioni da ${oneLine(fullName)}`,
    title: 'Nuova richiesta di informazioni',
    intro: 'Una persona ha chiesto informazioni dal modulo della pagina Modulo.',
    fields,
    message: input.message,
    footer: replyFooter(fullName, input.email),
  })
}

/** Tells the provider that a review waits for approval; it has no address to reply to. */
export function pendingReviewMail(opts: {
  to: string
  siteName: string
  publicUrl: string
  input: ReviewSubmit
}): MailMessage {
  const { input } = opts
  const fields = [
    `Nome: ${input.name}`,
    `Voto: ${input.rating} su 5`,
    'Recensione:',
    ...input.review.split(/\r?\n/),
  ]
  const footer =
    'La recensione comparirà sul sito solo dopo che un amministratore la approva dal pannello.'
  const panel = `${opts.publicUrl}/pannello`
  return {
    to: opts.to,
    subject: oneLine(`[${opts.siteName}] Nuova recensione da approvare: ${input.name}`, 200),
    text: [opts.siteName, '', ...fields, '', `Pannello: ${panel}`, '', footer].join('\n'),
    html: mailLayout({
      siteName: opts.siteName,
      lang: 'it',
      title: 'Nuova recensione da approvare',
      paragraphs: fields.filter((l) => l.trim() !== ''),
      action: { label: 'Apri il pannello', url: panel },
      footer,
    }),
  }
}
