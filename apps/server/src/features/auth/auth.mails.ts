import { mailLayout, type MailMessage } from '#src/lib/mail.ts'

type Lang = 'it' | 'en'

const texts = {
  verify: {
    it: {
      subject: (site: string) => `Conferma la tua registrazione su ${site}`,
      title: 'Conferma il tuo indirizzo e-mail',
      hello: (name: string) => `Ciao ${name},`,
      body: (site: string) =>
        `grazie per esserti registrato su ${site}. Per attivare il tuo account apri il link qui sotto entro 48 ore.`,
      action: 'Conferma la registrazione',
      footer:
        "Se non hai richiesto tu questa registrazione, ignora questa e-mail: l'account non verrà attivato.",
    },
    en: {
      subject: (site: string) => `Confirm your registration at ${site}`,
      title: 'Confirm your e-mail address',
      hello: (name: string) => `Hello ${name},`,
      body: (site: string) =>
        `thank you for registering at ${site}. To activate your account, open the link below within 48 hours.`,
      action: 'Confirm registration',
      footer:
        'If you did not ask to register, ignore this e-mail: the account will not be activated.',
    },
  },
  reset: {
    it: {
      subject: (site: string) => `Reimposta la password di ${site}`,
      title: 'Reimposta la tua password',
      hello: (name: string) => `Ciao ${name},`,
      body: () =>
        "abbiamo ricevuto una richiesta di reimpostare la password del tuo account. Il link qui sotto vale un'ora e si può usare una sola volta.",
      action: 'Scegli una nuova password',
      footer:
        'Se non hai chiesto tu di reimpostare la password, ignora questa e-mail: la password resta invariata.',
    },
    en: {
      subject: (site: string) => `Reset your ${site} password`,
      title: 'Reset your password',
      hello: (name: string) => `Hello ${name},`,
      body: () =>
        'we received a request to reset the password of your account. The link below is valid for one hour and can be used once.',
      action: 'Choose a new password',
      footer:
        'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
    },
  },
} as const

function accountMail(
  kind: keyof typeof texts,
  opts: { to: string; name: string; lang: Lang; siteName: string; url: string },
): MailMessage {
  const t = texts[kind][opts.lang]
  const paragraphs = [t.hello(opts.name), t.body(opts.siteName)]
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

export const verificationMail = (opts: Parameters<typeof accountMail>[1]) =>
  accountMail('verify', opts)
export const resetMail = (opts: Parameters<typeof accountMail>[1]) => accountMail('reset', opts)
