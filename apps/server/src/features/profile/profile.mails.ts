import type { Config } from '#src/config.ts'
import type { MailMessage } from '#src/lib/mail.ts'
import { memberDecisionMail, reasonLine, type MemberRecipient } from '#src/lib/member-mail.ts'

/*
 * What a member is told when an admin decides their identity document: one mail per
 * decision, in the member's language, with the reason of a rejection when the admin gave
 * one and a link back to the profile. Withdrawal decisions are told by
 * features/affiliate/affiliate.mails.ts.
 */

type Recipient = MemberRecipient

/** The identity document was approved or rejected. */
export function documentDecisionMail(
  config: Config,
  recipient: Recipient,
  decision: { approved: boolean; reason: string | null },
): MailMessage {
  const lang = recipient.language
  const it = lang === 'it'
  if (decision.approved) {
    return memberDecisionMail(config, recipient, {
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
  return memberDecisionMail(config, recipient, {
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
