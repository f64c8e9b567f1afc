import { titleToSlug } from '@aula/contract/common'
import type { Config } from '#src/config.ts'
import { framedMail, type MailMessage } from '#src/lib/mail.ts'
import type { MemberRecipient } from '#src/lib/member-mail.ts'

/*
 * What a member on a waiting list is told when a seat of the edition frees up
 * (docs/product.md#editions): once, in the language they registered in, with a link to the
 * course's page, where the first to pay takes the seat.
 */

function formatDay(day: string, lang: 'it' | 'en'): string {
  const [y, m, d] = day.split('-').map(Number)
  return new Intl.DateTimeFormat(lang === 'it' ? 'it-IT' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y!, m! - 1, d)))
}

export function seatFreedMail(
  config: Config,
  recipient: MemberRecipient,
  edition: { courseTitle: string; startDate: string; endDate: string },
): MailMessage {
  const it = recipient.language === 'it'
  const site = config.site.name
  const from = formatDay(edition.startDate, recipient.language)
  const to = formatDay(edition.endDate, recipient.language)
  const dates = edition.startDate === edition.endDate ? from : `${from} – ${to}`
  return framedMail({
    to: recipient.to,
    subject: it
      ? `Si è liberato un posto: ${edition.courseTitle}`
      : `A seat is free: ${edition.courseTitle}`,
    siteName: site,
    lang: recipient.language,
    title: it ? 'Si è liberato un posto' : 'A seat has freed up',
    paragraphs: [
      it ? `Ciao ${recipient.name},` : `Hello ${recipient.name},`,
      it
        ? `si è liberato un posto nell'edizione di "${edition.courseTitle}" (${dates}) per cui eri in lista d'attesa.`
        : `a seat has freed up in the edition of "${edition.courseTitle}" (${dates}) you were waiting for.`,
      it
        ? 'Il posto va a chi paga per primo: se ti interessa, prenotalo ora.'
        : 'The seat goes to whoever pays first: if you want it, book it now.',
    ],
    action: {
      label: it ? 'Prenota il posto' : 'Book the seat',
      url: `${config.publicUrl}/course/${encodeURIComponent(titleToSlug(edition.courseTitle))}`,
    },
    footer: it
      ? `Ricevi questa e-mail perché ti sei messo in lista d'attesa su ${site}.`
      : `You receive this e-mail because you joined a waiting list at ${site}.`,
  })
}
