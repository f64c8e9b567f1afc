import type { Config } from '#src/config.ts'
import { framedMail, type MailMessage } from '#src/lib/mail.ts'

/*
 * The frame of a mail telling a member what an admin decided about them (an identity
 * document, a withdrawal): a greeting in the member's language, the decision's paragraphs,
 * a link back to the profile and a footer saying why the mail came.
 */

export type MemberLanguage = 'it' | 'en'

export interface MemberRecipient {
  to: string
  name: string
  language: MemberLanguage
}

export interface DecisionTexts {
  subject: string
  title: string
  paragraphs: string[]
}

export function memberDecisionMail(
  config: Config,
  recipient: MemberRecipient,
  texts: DecisionTexts,
): MailMessage {
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

/** The admin's reason, when one was given, as a line of the mail. */
export const reasonLine = (reason: string | null, lang: MemberLanguage) =>
  reason ? [lang === 'it' ? `Motivo: ${reason}` : `Reason: ${reason}`] : []
