/*
 * What the browser uses of `newsletter.ts` before any form: no schemas, so a page starts
 * without building them (docs/architecture.md#contract).
 */

/** The web pages the mails link to; each calls the JSON endpoint above on a button press. */
export const NewsletterPages = {
  confirm: {
    path: '/newsletter/conferma/:token',
    href: (token: string) => `/newsletter/conferma/${encodeURIComponent(token)}`,
  },
  unsubscribe: {
    path: '/newsletter/disiscriviti/:token',
    href: (token: string) => `/newsletter/disiscriviti/${encodeURIComponent(token)}`,
  },
} as const
