import type { Config } from '#src/config.ts'
import { framedMail, type MailMessage } from '#src/lib/mail.ts'
import type { MemberRecipient } from '#src/lib/member-mail.ts'
import { groupedCode } from './certificate-code.ts'

/*
 * What a member is told when a certificate is issued to them (docs/product.md#certificates):
 * one mail, in their language, with the course, the code and the page that verifies it; the
 * PDF is downloaded from the profile.
 */

/** The public page that confirms the certificate, as printed on it. */
export const verificationUrl = (config: Pick<Config, 'publicUrl'>, code: string) =>
  `${config.publicUrl}/attestato/${groupedCode(code)}`

export function certificateIssuedMail(
  config: Config,
  recipient: MemberRecipient,
  certificate: { courseTitle: string; code: string },
): MailMessage {
  const it = recipient.language === 'it'
  const site = config.site.name
  const code = groupedCode(certificate.code)
  const profile = `${config.publicUrl}/utente`
  return framedMail({
    to: recipient.to,
    subject: it ? 'Il tuo attestato è pronto' : 'Your certificate is ready',
    siteName: site,
    lang: recipient.language,
    title: it ? 'Complimenti!' : 'Congratulations!',
    paragraphs: [
      it ? `Ciao ${recipient.name},` : `Hello ${recipient.name},`,
      it
        ? `hai completato «${certificate.courseTitle}»: il tuo attestato di partecipazione è pronto.`
        : `you have completed “${certificate.courseTitle}”: your certificate of completion is ready.`,
      it
        ? `Puoi scaricarlo in PDF dal tuo profilo (${profile}). Il codice di verifica è ${code}: chiunque può controllare che sia autentico alla pagina qui sotto.`
        : `You can download it as a PDF from your profile (${profile}). Its verification code is ${code}: anyone can check that it is genuine at the page below.`,
    ],
    action: {
      label: it ? "Verifica l'attestato" : 'Verify the certificate',
      url: verificationUrl(config, certificate.code),
    },
    footer: it
      ? `Ricevi questa e-mail perché hai un account su ${site}.`
      : `You receive this e-mail because you have an account at ${site}.`,
  })
}
