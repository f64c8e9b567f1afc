/*
 * What the browser uses of `common.ts` before any form: no schemas, so a page starts without
 * building them (docs/architecture.md#contract).
 */

/** A title in a URL has its spaces as hyphens (docs/product.md#titles-in-urls). */
export function titleToSlug(title: string): string {
  return title.trim().replace(/\s+/g, '-')
}

/** Hyphens back to spaces before any call. */
export function slugToTitle(slug: string): string {
  return slug.replace(/-/g, ' ')
}

/** How the server compares titles: case-insensitive, hyphen and space alike. */
export function titleKey(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
}

/** The site's languages, Italian first (the default). */
export const LANGUAGES = ['it', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

export const isLanguage = (value: unknown): value is Language =>
  LANGUAGES.includes(value as Language)

/** Who a signed-in person is: a member or an admin. */
export const GROUPS = ['user', 'admin'] as const
export type Group = (typeof GROUPS)[number]

export const isGroup = (value: unknown): value is Group => GROUPS.includes(value as Group)

/** The literal messages of the generic statuses (docs/product.md#api-conventions). */
export const ErrorMessages = {
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  notFound: 'Not found',
  tooManyRequests: 'Too many requests',
} as const
