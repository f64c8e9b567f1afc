import sanitizeHtml from 'sanitize-html'

/*
 * The one allow-list for rich content (course and video-course descriptions, articles,
 * newsletters). HTML is sanitized on write and again before it is served, so a row written
 * before a rule changed, or straight into the database, is still served clean
 * (docs/product.md#uploads).
 */

const SIZE = /^\d{1,4}%?$/

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'br',
    'hr',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', { name: 'target', multiple: false, values: ['_blank'] }, 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // "//host/x" leaves the scheme to the page: only explicit http(s) or same-site paths pass.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Editors and DOCX conversion write these; the page already has its own <h1>.
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const next: Record<string, string> = {}
      if (attribs.href !== undefined) next.href = attribs.href
      if (attribs.title !== undefined) next.title = attribs.title
      // A new tab opened by our page must not get a handle on it (reverse tabnabbing).
      if (attribs.target === '_blank') {
        next.target = '_blank'
        next.rel = 'noopener noreferrer'
      }
      return { tagName, attribs: next }
    },
    img: (tagName, attribs) => {
      const next: Record<string, string> = {}
      if (attribs.src !== undefined) next.src = attribs.src
      next.alt = attribs.alt ?? ''
      for (const key of ['width', 'height'] as const) {
        const value = attribs[key]?.trim()
        if (value && SIZE.test(value)) next[key] = value
      }
      return { tagName, attribs: next }
    },
    td: cellSpan,
    th: cellSpan,
  },
  // An image whose source was refused is dropped rather than left as an empty frame.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
}

function cellSpan(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const next: Record<string, string> = {}
  for (const key of ['colspan', 'rowspan'] as const) {
    const value = attribs[key]?.trim()
    if (value && /^\d{1,3}$/.test(value)) next[key] = value
  }
  if (tagName === 'th' && ['row', 'col', 'rowgroup', 'colgroup'].includes(attribs.scope ?? '')) {
    next.scope = attribs.scope!
  }
  return { tagName, attribs: next }
}

/*
 * Catalog lists send every description on each call: recent results are kept so the same
 * text is not parsed again. Bounded, and keyed by the text itself, so it is never stale.
 */
const MEMO_LIMIT = 500
const MEMO_MAX_INPUT = 200_000
const memo = new Map<string, string>()

/** Rich HTML reduced to the allow-list: no scripts, styles, frames, handlers or bad URLs. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return ''
  const known = memo.get(html)
  if (known !== undefined) return known
  const clean = sanitizeHtml(html, RICH_TEXT)
  if (html.length <= MEMO_MAX_INPUT) {
    if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value!)
    memo.set(html, clean)
  }
  return clean
}

const BLOCK_END =
  /<\/(p|h[1-6]|li|blockquote|pre|tr|figure|figcaption|div|table|ul|ol)\s*>|<br\s*\/?>/gi

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, code: string) => {
    if (code.startsWith('#')) {
      const point =
        code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1))
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole
    }
    return ENTITIES[code.toLowerCase()] ?? whole
  })
}

/**
 * The words of some HTML as plain text, for places that take no markup: meta descriptions,
 * calendar files, JSON-LD. Blocks become line breaks; runs of spaces collapse.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return ''
  const marked = html.replace(BLOCK_END, '$&\n')
  const stripped = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} })
  return decodeEntities(stripped)
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
}

/** Shortens plain text to at most `max` characters on a word boundary, with an ellipsis. */
export function truncateText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  if (flat[max - 1] === ' ') return `${cut.trimEnd()}…`
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}
