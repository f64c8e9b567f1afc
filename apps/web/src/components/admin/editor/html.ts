/** Pictures put in the text through the editor are shown 200 px wide. */
export const EDITOR_IMAGE_WIDTH = 200

/** What an empty editor holds: no words and no picture. */
export function isBlankHtml(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === '' && !/<img\b/i.test(html)
  )
}

/** The schemes a link in the content may use (the server keeps only these too). */
const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:']

/**
 * The address typed for a link, made whole: "www.example.com" gains https://, an e-mail
 * address gains mailto:. Anything other than http(s) or mailto (javascript:, data:…) is null.
 */
export function normalizeLinkUrl(input: string): string | null {
  const text = input.trim()
  if (!text || /\s/.test(text)) return null
  // A page of this site ("/corsi") stays relative, so it works on any domain the site has.
  if (/^\/(?!\/)/.test(text)) return text
  let candidate = text
  if (/^[^@/:]+@[^@/:]+\.[^@/:]+$/.test(text)) candidate = `mailto:${text}`
  else if (!/^[a-z][a-z\d+.-]*:/i.test(text)) candidate = `https://${text.replace(/^\/\//, '')}`
  let url: URL
  try {
    url = new URL(candidate)
  } catch {
    return null
  }
  if (!LINK_PROTOCOLS.includes(url.protocol)) return null
  if (url.protocol === 'mailto:')
    return /^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/i.test(candidate) ? candidate : null
  if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null
  return candidate
}
