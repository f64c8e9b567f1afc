import DOMPurify from 'dompurify'

/*
 * Course, video-course and article HTML is cleaned on the server when it is written, and
 * again here right before it is shown (docs/product.md#uploads): scripts, event handlers,
 * frames, forms and inline styles never reach the page, whatever the database holds.
 */
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
  FORBID_ATTR: ['style'],
}

/** Without a DOM (the server renderer) the server's own cleaner is used instead. */
let cleanWithoutDom: ((html: string) => string) | null = null

export function setServerSanitizer(clean: (html: string) => string) {
  cleanWithoutDom = clean
}

export function sanitizeHtml(html: string): string {
  if (DOMPurify.isSupported) return DOMPurify.sanitize(html, CONFIG)
  if (!cleanWithoutDom) throw new Error('No HTML cleaner without a DOM')
  return cleanWithoutDom(html)
}
