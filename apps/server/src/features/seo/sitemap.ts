import { SeoEndpoints, type WebPagePattern } from '@aula/contract/pages'
import type { Db } from '#src/db/connect.ts'
import { absoluteUrl, defaultAlternates, itemAlternates, pagePaths } from '#src/lib/page-urls.ts'
import { getArticleUpdates } from '#src/features/articles/articles.service.ts'
import { getCourseUpdates } from '#src/features/courses/courses.service.ts'
import { getOnlineCourseUpdates } from '#src/features/online-courses/online-courses.service.ts'

/** The public pages (docs/product.md#routes) that show the same content to everyone. */
export const SITEMAP_PAGES = [
  '/',
  '/chisiamo',
  '/servizi',
  '/corsi',
  '/videocorsi',
  '/formatori',
  '/articoli',
  '/contatti',
  '/calendario',
  '/faq',
  '/modulo',
  '/review',
  '/corso-base-di-pizzaiolo',
  '/la-pizza',
] as const satisfies readonly WebPagePattern[]

/**
 * Where crawlers must not go: personal pages, checkout, lessons, admin screens
 * and one-time links. Rules are path prefixes, so '/aggiungi' covers every add form.
 */
export const ROBOTS_DISALLOW = [
  '/utente',
  '/changepassword',
  '/checkout/',
  '/pannello',
  '/aggiungi',
  '/modifica-',
  '/visualizzaclienti',
  '/invianewsletter',
  '/video/',
  '/reset-password/',
  '/verifica-registrazione/',
  '/attestato/',
] as const

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  )

/** W3C datetime without milliseconds, as sitemaps.org shows it. */
const lastmod = (iso: string) => iso.replace(/\.\d{3}Z$/, 'Z')

const newest = (dates: (string | null)[]) =>
  dates.reduce<string | null>((max, d) => (d && (!max || d > max) ? d : max), null)

interface Entry {
  path: string
  updatedAt: string | null
  /** The item's English address, when its English title makes one of its own. */
  english?: string
}

/** sitemap.xml: every public page, course, video course and article, with absolute URLs. */
export async function buildSitemap(db: Db, publicUrl: string): Promise<string> {
  const [courses, onlineCourses, articles] = await Promise.all([
    getCourseUpdates(db),
    getOnlineCourseUpdates(db),
    getArticleUpdates(db),
  ])
  const latest = {
    '/corsi': newest(courses.map((c) => c.updatedAt)),
    '/calendario': newest(courses.map((c) => c.updatedAt)),
    '/videocorsi': newest(onlineCourses.map((c) => c.updatedAt)),
    '/articoli': newest(articles.map((a) => a.updatedAt)),
  } as Record<string, string | null>
  latest['/'] = newest(Object.values(latest))

  const entries: Entry[] = [
    ...SITEMAP_PAGES.map((path) => ({ path, updatedAt: latest[path] ?? null })),
    ...courses.map((c) => {
      const paths = itemAlternates(pagePaths.course, { it: c.title, en: c.titleEn })
      return { path: paths.it, english: paths.en, updatedAt: c.updatedAt }
    }),
    ...onlineCourses.map((c) => {
      const paths = itemAlternates(pagePaths.onlineCourse, { it: c.title, en: c.titleEn })
      return { path: paths.it, english: paths.en, updatedAt: c.updatedAt }
    }),
    ...articles.map((a) => {
      const paths = itemAlternates(pagePaths.article, { it: a.title, en: a.titleEn })
      return { path: paths.it, english: paths.en, updatedAt: a.updatedAt }
    }),
  ]
  // Each page and its other language's address (docs/product.md#content-languages-and-urls).
  const link = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(publicUrl, path))}"/>`
  const urls = entries.flatMap(({ path, updatedAt, english }) => {
    const mod = updatedAt ? `<lastmod>${lastmod(updatedAt)}</lastmod>` : ''
    const en = english ?? defaultAlternates(path).en
    const links = link('it', path) + link('en', en) + link('x-default', path)
    return [path, en].map(
      (loc) => `  <url><loc>${escapeXml(absoluteUrl(publicUrl, loc))}</loc>${mod}${links}</url>`,
    )
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export function buildRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}${SeoEndpoints.sitemap.path}`,
    '',
  ].join('\n')
}
