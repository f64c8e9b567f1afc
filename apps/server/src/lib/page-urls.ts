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

/** An absolute address on this site; URLs that are already absolute pass unchanged. */
export function absoluteUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path
  return `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`
}
