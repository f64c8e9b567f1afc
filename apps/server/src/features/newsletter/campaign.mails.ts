import type { ImagePosition } from '@aula/contract/newsletter'
import type { Config } from '#src/config.ts'
import { mailLayout, type MailMessage } from '#src/lib/mail.ts'
import { htmlToText, sanitizeRichText } from '#src/lib/sanitize.ts'
import { unsubscribeFooter } from './newsletter.mails.ts'
import { newsletterHeaders, unsubscribeLinks } from './newsletter.service.ts'

/*
 * Mail programs ignore style sheets and many CSS properties: every image carries its own
 * inline style, plus the old `align` attribute that Outlook's Word engine still honours.
 * An image takes at most half the column so the text flows beside it, and never overflows
 * on a phone.
 */
const IMAGE_STYLE: Record<ImagePosition, string> = {
  left: 'float:left;margin:4px 16px 12px 0;max-width:50%;height:auto;border:0',
  right: 'float:right;margin:4px 0 12px 16px;max-width:50%;height:auto;border:0',
}

/*
 * The allow-list's output is regular: every attribute is double-quoted with its value
 * escaped (&amp; &quot; &lt; &gt;), so its <img> and <a> tags can be rewritten in place.
 */
const TAG = /<(img|a)\b([^>]*)>/g
const ATTRIBUTE = /([a-z-]+)="([^"]*)"/g
const ENTITY: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#39': "'" }

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const unescapeHtml = (s: string) =>
  s.replace(/&(amp|quot|lt|gt|#39);/g, (_m, e: string) => ENTITY[e]!)

/** A link or image in a mail must be absolute: the mail is not read on our site. */
function absolute(escaped: string, publicUrl: string): string {
  const url = unescapeHtml(escaped)
  if (/^mailto:/i.test(url)) return escaped
  try {
    return escapeHtml(new URL(url, `${publicUrl}/`).href)
  } catch {
    return escaped
  }
}

/**
 * The body of a newsletter as it goes into the mail: the stored content sanitized again
 * (docs/product.md#uploads: again before display), links and images made absolute, and every image
 * floated to the campaign's side.
 */
export function newsletterBodyHtml(
  content: string,
  position: ImagePosition,
  publicUrl: string,
): string {
  return sanitizeRichText(content).replace(TAG, (_whole, tag: string, rest: string) => {
    const attributes = new Map<string, string>()
    for (const [, name, value] of rest.matchAll(ATTRIBUTE)) attributes.set(name!, value!)
    const url = tag === 'img' ? 'src' : 'href'
    const target = attributes.get(url)
    if (target !== undefined) attributes.set(url, absolute(target, publicUrl))
    if (tag === 'img') {
      attributes.set('align', position)
      attributes.set('style', IMAGE_STYLE[position])
    }
    const list = [...attributes].map(([name, value]) => ` ${name}="${value}"`).join('')
    return `<${tag}${list}${tag === 'img' ? ' /' : ''}>`
  })
}

export interface NewsletterContent {
  subject: string
  /** newsletterBodyHtml's result: the same for every subscriber of a campaign. */
  bodyHtml: string
  /** The body as plain text, for the text part. */
  bodyText: string
}

export function newsletterContent(
  campaign: { subject: string; content: string; imagePosition: ImagePosition },
  publicUrl: string,
): NewsletterContent {
  return {
    subject: campaign.subject,
    bodyHtml: newsletterBodyHtml(campaign.content, campaign.imagePosition, publicUrl),
    bodyText: htmlToText(campaign.content),
  }
}

/**
 * One subscriber's copy: the shared frame of our mails around the rich body, and that
 * subscriber's own unsubscribe link (footer, in their language) and one-click headers.
 */
export function newsletterMail(
  config: Pick<Config, 'publicUrl' | 'contactEmail' | 'site'>,
  content: NewsletterContent,
  subscriber: { email: string; language: 'it' | 'en'; unsubscribeToken: string },
): MailMessage {
  const lang = subscriber.language === 'en' ? 'en' : 'it'
  const { pageUrl } = unsubscribeLinks(config, subscriber.unsubscribeToken)
  const footer = unsubscribeFooter(lang, pageUrl)
  const html = mailLayout({
    siteName: config.site.name,
    lang,
    title: content.subject,
    paragraphs: [],
    html: content.bodyHtml,
    footer,
    footerUrl: pageUrl,
  })
  return {
    to: subscriber.email,
    subject: content.subject,
    text: [config.site.name, '', content.subject, '', content.bodyText, '', footer].join('\n'),
    html,
    headers: newsletterHeaders(config, subscriber),
  }
}
