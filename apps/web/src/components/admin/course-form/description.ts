/*
 * The course description is HTML on the site. The admin forms edit it in a plain text
 * area: text written there becomes paragraphs, and HTML written there is kept as it is
 * (the server cleans it with its allow-list either way).
 */

const TAG = /<\/?[a-z][^>]*>/i

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function decodeEntities(html: string): string {
  const area = document.createElement('textarea')
  area.innerHTML = html
  return area.value
}

/** Plain text to paragraphs (a blank line between them, line breaks kept); HTML unchanged. */
export function textToHtml(text: string): string {
  const trimmed = text.trim()
  if (!trimmed || TAG.test(trimmed)) return trimmed
  return trimmed
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('')
}

/**
 * A stored description back to what the text area shows: one made only of paragraphs and
 * line breaks reads as plain text again; richer HTML is shown as HTML, so nothing is lost.
 */
export function htmlToText(html: string): string {
  const trimmed = html.trim()
  const paragraphs = [...trimmed.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((match) => match[1] ?? '')
  const outside = trimmed.replace(/<p>[\s\S]*?<\/p>/g, '').trim()
  if (paragraphs.length === 0 || outside) return trimmed
  const texts = paragraphs.map((paragraph) => paragraph.replace(/<br\s*\/?>/g, '\n'))
  if (texts.some((text) => TAG.test(text))) return trimmed
  return texts.map((text) => decodeEntities(text).trim()).join('\n\n')
}
