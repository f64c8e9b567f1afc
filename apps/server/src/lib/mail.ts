import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
  replyTo?: string
  /** A Message-ID of the caller's, the same on every try (lib/mail-queue.ts). */
  messageId?: string
  /** Files sent with the mail (a receipt's PDF), their bytes in base64 so the queue keeps them as JSON. */
  attachments?: MailAttachment[]
}

export interface MailAttachment {
  filename: string
  contentType: string
  /** The file's bytes, base64. */
  content: string
  encoding: 'base64'
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
  close(): void
}

/**
 * nodemailer over SMTP_URL, or, without it, outbox mode: each mail is a complete RFC 5322
 * .eml file in DATA_DIR/outbox and one log line names recipient and subject
 * (docs/decisions/003-outbox-mail.md).
 */
export function createMailer(opts: {
  smtpUrl?: string
  from: string
  outboxDir: string
  log: FastifyBaseLogger
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl)
    return {
      async send(m) {
        await transport.sendMail({ from: opts.from, ...m })
        opts.log.info({ mailTo: m.to, subject: m.subject }, 'mail sent')
      },
      close: () => transport.close(),
    }
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  })
  return {
    async send(m) {
      const info = await transport.sendMail({ from: opts.from, ...m })
      await fs.mkdir(opts.outboxDir, { recursive: true })
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`
      const file = path.join(opts.outboxDir, name)
      await fs.writeFile(file, info.message as Buffer)
      opts.log.info({ mailTo: m.to, subject: m.subject, file: name }, 'mail written to outbox')
    },
    close: () => transport.close(),
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The HTML frame every mail shares: the site's name, the body paragraphs and a button. */
export function mailLayout(opts: {
  siteName: string
  lang: 'it' | 'en'
  title: string
  paragraphs: string[]
  /** Rich content already sanitized (a newsletter's body), placed after the paragraphs. */
  html?: string
  action?: { label: string; url: string }
  footer: string
  /** An address inside the footer text that becomes a link (an unsubscribe page). */
  footerUrl?: string
}): string {
  const p =
    opts.paragraphs
      .map((t) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(t)}</p>`)
      .join('') +
    (opts.html
      ? `<div style="line-height:1.5">${opts.html}<div style="clear:both;height:0;line-height:0"></div></div>`
      : '')
  let footer = escapeHtml(opts.footer)
  if (opts.footerUrl) {
    const shown = escapeHtml(opts.footerUrl)
    footer = footer.replace(shown, `<a href="${shown}" style="color:#777">${shown}</a>`)
  }
  const button = opts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(opts.action.url)}" style="background:#b3261e;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(opts.action.label)}</a></p><p style="font-size:13px;color:#555;word-break:break-all">${escapeHtml(opts.action.url)}</p>`
    : ''
  return `<!doctype html><html lang="${opts.lang}"><head><meta charset="utf-8"><title>${escapeHtml(opts.title)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#222;background:#f6f1ea;margin:0;padding:24px"><div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px"><h1 style="font-size:20px;margin:0 0 24px;color:#b3261e">${escapeHtml(opts.siteName)}</h1><h2 style="font-size:18px;margin:0 0 16px">${escapeHtml(opts.title)}</h2>${p}${button}<hr style="border:none;border-top:1px solid #eee;margin:24px 0"><p style="font-size:12px;color:#777">${footer}</p></div></body></html>`
}

/**
 * A member's mail in the shared frame, both parts from the same pieces: the subject after
 * the site's name in brackets; the text part is the site's name, the title, the paragraphs,
 * the action as "label: address" and the footer, a blank line between each; the HTML part
 * is mailLayout of the same.
 */
export function framedMail(opts: {
  to: string
  subject: string
  siteName: string
  lang: 'it' | 'en'
  title: string
  paragraphs: string[]
  action: { label: string; url: string }
  footer: string
}): MailMessage {
  const { to, subject, siteName, lang, title, paragraphs, action, footer } = opts
  return {
    to,
    subject: `[${siteName}] ${subject}`,
    text: [
      siteName,
      '',
      title,
      '',
      ...paragraphs,
      '',
      `${action.label}: ${action.url}`,
      '',
      footer,
    ].join('\n'),
    html: mailLayout({ siteName, lang, title, paragraphs, action, footer }),
  }
}
