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

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, CONFIG)
}
