import { titleToSlug } from '@aula/contract/common'

/*
 * The public addresses of the pages that show one item, written the way the web app links
 * them: spaces as hyphens, then percent-encoded (docs/product.md#titles-in-urls).
 */
const slug = (title: string) => encodeURIComponent(titleToSlug(title))

export const pagePaths = {
  course: (title: string) => `/course/${slug(title)}`,
  onlineCourse: (title: string) => `/videocorso/${slug(title)}`,
  article: (title: string) => `/articolo/${slug(title)}`,
} as const

/** A page's address in Italian (also the default) and in English. */
export interface PageAlternates {
  it: string
  en: string
}

/** The same page in both languages: its path, and the path with `?lang=en`. */
export const defaultAlternates = (path: string): PageAlternates => ({
  it: path,
  en: `${path}?lang=en`,
})

/**
 * An item's page in each language (docs/product.md#content-languages-and-urls): the Italian
 * title's address, and the English title's (the Italian one when it has none) with
 * `?lang=en`.
 */
export function itemAlternates(
  path: (title: string) => string,
  titles: { it: string; en: string | null },
): PageAlternates {
  return { it: path(titles.it), en: `${path(titles.en || titles.it)}?lang=en` }
}

/** An absolute address on this site; URLs that are already absolute pass unchanged. */
export function absoluteUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path
  return `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`
}
