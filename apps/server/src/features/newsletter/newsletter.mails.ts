import { NEWSLETTER_CONFIRM_DAYS } from '@aula/contract/newsletter'
import { mailLayout, type MailMessage } from '#src/lib/mail.ts'

type Lang = 'it' | 'en'

const texts = {
  it: {
    subject: (site: string) => `Conferma l'iscrizione alla newsletter di ${site}`,
    title: "Conferma l'iscrizione alla newsletter",
    body: (site: string) =>
      `qualcuno, probabilmente tu, ha chiesto di iscrivere questo indirizzo alla newsletter di ${site}. Per ricevere la newsletter apri il link qui sotto entro ${NEWSLETTER_CONFIRM_DAYS} giorni.`,
    action: "Conferma l'iscrizione",
    footer:
      'Se non hai chiesto tu questa iscrizione, ignora questa e-mail: non riceverai nessuna newsletter.',
    unsubscribe: 'Non vuoi più ricevere la newsletter? Puoi disiscriverti qui',
  },
  en: {
    subject: (site: string) => `Confirm your subscription to the ${site} newsletter`,
    title: 'Confirm your newsletter subscription',
    body: (site: string) =>
      `someone, probably you, asked to subscribe this address to the ${site} newsletter. To receive it, open the link below within ${NEWSLETTER_CONFIRM_DAYS} days.`,
    action: 'Confirm subscription',
    footer:
      'If you did not ask to subscribe, ignore this e-mail: you will not receive any newsletter.',
    unsubscribe: 'No longer want the newsletter? You can unsubscribe here',
  },
} as const

const hello = { it: 'Ciao,', en: 'Hello,' } as const

const welcome = {
  it: {
    subject: (site: string) => `Benvenuto nella newsletter di ${site}`,
    title: 'Iscrizione confermata',
    body: (site: string) =>
      `da oggi riceverai la newsletter di ${site}: nuovi corsi, date in calendario e consigli dal forno. Ogni newsletter contiene il link per disiscriverti quando vuoi.`,
  },
  en: {
    subject: (site: string) => `Welcome to the ${site} newsletter`,
    title: 'Subscription confirmed',
    body: (site: string) =>
      `from today you will receive the ${site} newsletter: new courses, calendar dates and tips from the oven. Every newsletter carries the link to unsubscribe whenever you like.`,
  },
} as const

/**
 * Sent once an address is confirmed: it proves the subscription worked and already carries
 * the unsubscribe link and the one-click headers every newsletter will have.
 */
export function welcomeMail(opts: {
  to: string
  lang: Lang
  siteName: string
  unsubscribePageUrl: string
  headers: Record<string, string>
}): MailMessage {
  const t = welcome[opts.lang]
  const paragraphs = [hello[opts.lang], t.body(opts.siteName)]
  const footer = unsubscribeFooter(opts.lang, opts.unsubscribePageUrl)
  return {
    to: opts.to,
    subject: t.subject(opts.siteName),
    text: [opts.siteName, '', ...paragraphs, '', footer].join('\n'),
    html: mailLayout({
      siteName: opts.siteName,
      lang: opts.lang,
      title: t.title,
      paragraphs,
      footer,
    }),
    headers: opts.headers,
  }
}

export function confirmationMail(opts: {
  to: string
  lang: Lang
  siteName: string
  url: string
}): MailMessage {
  const t = texts[opts.lang]
  const paragraphs = [hello[opts.lang], t.body(opts.siteName)]
  return {
    to: opts.to,
    subject: t.subject(opts.siteName),
    text: [opts.siteName, '', ...paragraphs, '', `${t.action}: ${opts.url}`, '', t.footer].join(
      '\n',
    ),
    html: mailLayout({
      siteName: opts.siteName,
      lang: opts.lang,
      title: t.title,
      paragraphs,
      action: { label: t.action, url: opts.url },
      footer: t.footer,
    }),
  }
}

/**
 * The line every newsletter ends with, in the subscriber's language, pointing at the
 * unsubscribe page (plain text: use it as mailLayout's footer or as the text part's end).
 */
export function unsubscribeFooter(lang: Lang, pageUrl: string): string {
  return `${texts[lang].unsubscribe}: ${pageUrl}`
}
