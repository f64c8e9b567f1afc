/*
 * Course, video-course and article HTML is cleaned on the server when it is written, and
 * again right before it is shown (docs/product.md#uploads): scripts, event handlers, frames,
 * forms and inline styles never reach the page, whatever the database holds. The browser's
 * cleaner is fetched when first needed: a page the server rendered shows the HTML the server
 * cleaned, and needs it only when the content changes (see rich-text.tsx).
 */
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
  FORBID_ATTR: ['style'],
}

type Clean = (html: string) => string

/** The browser's cleaner, once fetched. */
let cleanInBrowser: Clean | null = null
let loading: Promise<void> | null = null

/** Without a DOM (the server renderer) the server's own cleaner is used instead. */
let cleanWithoutDom: Clean | null = null

export function setServerSanitizer(clean: Clean) {
  cleanWithoutDom = clean
}

/** Whether `sanitizeHtml` can run now. */
export const sanitizerReady = () => cleanInBrowser !== null || cleanWithoutDom !== null

/** Fetches the browser's cleaner, once; a failed fetch is tried again at the next call. */
export function loadSanitizer(): Promise<void> {
  loading ??= import('dompurify').then(
    ({ default: purify }) => {
      if (purify.isSupported) cleanInBrowser = (html) => purify.sanitize(html, CONFIG)
    },
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

export function sanitizeHtml(html: string): string {
  const clean = cleanInBrowser ?? cleanWithoutDom
  if (!clean) throw new Error('No HTML cleaner loaded')
  return clean(html)
}
