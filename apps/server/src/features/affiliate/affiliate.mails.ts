import type { Config } from '#src/config.ts'
import type { MailMessage } from '#src/lib/mail.ts'
import {
  memberDecisionMail,
  reasonLine,
  type MemberLanguage,
  type MemberRecipient,
} from '#src/lib/member-mail.ts'

/*
 * What a member is told when an admin decides their withdrawal request: one mail per
 * decision, in the member's language, with the amount and day of the request, the reason of
 * a rejection when the admin gave one and a link back to the profile.
 */

type Lang = MemberLanguage
type Recipient = MemberRecipient

const LOCALES: Record<Lang, string> = { it: 'it-IT', en: 'en-GB' }

const euros = (cents: number, lang: Lang) =>
  new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'EUR' }).format(cents / 100)

/** The day of a request as the school reads it, in Rome. */
const day = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(LOCALES[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Rome',
  }).format(new Date(iso))

/** A withdrawal request was approved or rejected. */
export function withdrawalDecisionMail(
  config: Config,
  recipient: Recipient,
  decision: {
    approved: boolean
    reason: string | null
    amountCents: number
    requestedAt: string
  },
): MailMessage {
  const lang = recipient.language
  const it = lang === 'it'
  const amount = euros(decision.amountCents, lang)
  const when = day(decision.requestedAt, lang)
  if (decision.approved) {
    return memberDecisionMail(config, recipient, {
      subject: it ? 'Prelievo approvato' : 'Withdrawal approved',
      title: it ? 'Il tuo prelievo è approvato' : 'Your withdrawal is approved',
      paragraphs: [
        it
          ? `abbiamo approvato la tua richiesta di prelievo di ${amount} del ${when}.`
          : `we approved your withdrawal request of ${amount} made on ${when}.`,
        it
          ? "Riceverai l'importo con un bonifico sull'IBAN indicato nel tuo profilo."
          : 'You will receive the amount by bank transfer to the IBAN in your profile.',
      ],
    })
  }
  return memberDecisionMail(config, recipient, {
    subject: it ? 'Prelievo rifiutato' : 'Withdrawal rejected',
    title: it ? 'Il tuo prelievo non è stato approvato' : 'Your withdrawal was not approved',
    paragraphs: [
      it
        ? `la tua richiesta di prelievo di ${amount} del ${when} non è stata approvata.`
        : `your withdrawal request of ${amount} made on ${when} was not approved.`,
      ...reasonLine(decision.reason, lang),
      it
        ? "L'importo è di nuovo disponibile tra i tuoi guadagni."
        : 'The amount is available again in your earnings.',
    ],
  })
}
