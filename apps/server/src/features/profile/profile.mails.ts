import type { Config } from '#src/config.ts'
import { framedMail, type MailMessage } from '#src/lib/mail.ts'

/*
 * What a member is told when an admin decides their identity document: one mail per
 * decision, in the member's language, with the reason of a rejection when the admin gave
 * one and a link back to the profile. Withdrawal decisions are told by
 * features/affiliate/affiliate.mails.ts.
 */

type Lang = 'it' | 'en'

interface Recipient {
  to: string
  name: string
  language: Lang
}

interface Texts {
  subject: string
  title: string
  paragraphs: string[]
}

function decisionMail(config: Config, recipient: Recipient, texts: Texts): MailMessage {
  const it = recipient.language === 'it'
  const site = config.site.name
  const url = `${config.publicUrl}/utente`
  const action = { label: it ? 'Vai al tuo profilo' : 'Go to your profile', url }
  const paragraphs = [
    it ? `Ciao ${recipient.name},` : `Hello ${recipient.name},`,
    ...texts.paragraphs,
  ]
  const footer = it
    ? `Ricevi questa e-mail perché hai un account su ${site}.`
    : `You receive this e-mail because you have an account at ${site}.`
  return framedMail({
    to: recipient.to,
    subject: texts.subject,
    siteName: site,
    lang: recipient.language,
    title: texts.title,
    paragraphs,
    action,
    footer,
  })
}

const reasonLine = (reason: string | null, lang: Lang) =>
  reason ? [lang === 'it' ? `Motivo: ${reason}` : `Reason: ${reason}`] : []

/** The identity document was approved or rejected. */
export function documentDecisionMail(
  config: Config,
  recipient: Recipient,
  decision: { approved: boolean; reason: string | null },
): MailMessage {
  const lang = recipient.language
  const it = lang === 'it'
  if (decision.approved) {
    return decisionMail(config, recipient, {
      subject: it ? 'Documento approvato' : 'Document approved',
      title: it ? 'La tua identità è verificata' : 'Your identity is verified',
      paragraphs: [
        it
          ? "abbiamo controllato il documento d'identità che ci hai inviato e lo abbiamo approvato."
          : 'we checked the identity document you sent us and approved it.',
        it
          ? 'Con IBAN e codice fiscale inseriti puoi ora richiedere il prelievo dei tuoi guadagni dal profilo.'
          : 'With your IBAN and tax code in place you can now ask for a payout of your earnings from your profile.',
      ],
    })
  }
  return decisionMail(config, recipient, {
    subject: it ? 'Documento rifiutato' : 'Document rejected',
    title: it ? 'Il tuo documento non è stato approvato' : 'Your document was not approved',
    paragraphs: [
      it
        ? "abbiamo controllato il documento d'identità che ci hai inviato, ma non possiamo approvarlo."
        : 'we checked the identity document you sent us, but we cannot approve it.',
      ...reasonLine(decision.reason, lang),
      it
        ? 'Puoi caricarne uno nuovo (fronte e retro) dal tuo profilo.'
        : 'You can upload a new one (front and back) from your profile.',
    ],
  })
}
