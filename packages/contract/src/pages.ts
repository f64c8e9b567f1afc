import { endpoint } from './endpoint.ts'
import { NewsletterPages } from './newsletter.ts'
import { CertificatePages } from './routes/certificates.ts'

/*
 * The addresses the web app has a screen for, in React Router's pattern syntax (":name" is
 * one path segment). The server serves the page for these and the not-found page, with
 * status 404, for every other address; the web's tests check this list against its router.
 */

/** The admin area's screens (the router adds them for admins only). */
export const ADMIN_PAGE_PATTERNS = [
  '/pannello',
  '/aggiungiistruttore',
  '/aggiungicorso',
  '/aggiungivideocorso',
  '/aggiungifaq',
  '/aggiungiargomento',
  '/aggiungiarticolo',
  '/invianewsletter',
  '/modifica-istruttore/:id',
  '/modifica-faq/:id',
  '/modifica-corso/:title',
  '/modifica-argomento/:id',
  '/modifica-recensione/:id',
  '/modifica-articolo/:title',
  '/modifica-corso-online/:title',
  '/visualizzaclienti',
  '/pannello/recensioni',
  '/pannello/messaggi',
  '/pannello/ordini',
  '/pannello/privacy',
  '/pannello/codici-sconto',
  '/pannello/dati-fiscali',
] as const

/** Every screen of the web app, the admin area included. */
export const WEB_PAGE_PATTERNS = [
  '/',
  '/chisiamo',
  '/servizi',
  '/corsi',
  '/course/:title',
  '/videocorsi',
  '/videocorso/:title',
  '/video/:title',
  '/formatori',
  '/articoli',
  '/articolo/:title',
  '/contatti',
  '/calendario',
  '/faq',
  '/modulo',
  '/review',
  NewsletterPages.confirm.path,
  NewsletterPages.unsubscribe.path,
  '/corso-base-di-pizzaiolo',
  '/la-pizza',
  '/privacy',
  '/cookie-policy',
  '/resetpassword',
  '/reset-password/:token',
  '/verifica-registrazione/:token',
  CertificatePages.verify.path,
  '/login',
  '/register',
  '/checkout/:type/:title',
  '/utente',
  '/changepassword',
  ...ADMIN_PAGE_PATTERNS,
] as const

export type WebPagePattern = (typeof WEB_PAGE_PATTERNS)[number]

/** What /checkout/:type/… can be bought; any other type is not a page. */
export const CHECKOUT_PAGE_TYPES = ['course', 'onlinecourse'] as const

export interface WebPageMatch {
  pattern: WebPagePattern
  /** Each ":name" segment, percent-decoded. */
  params: Record<string, string>
}

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

const compiled = WEB_PAGE_PATTERNS.map((pattern) => ({
  pattern,
  segments: pattern.split('/').slice(1).filter(Boolean),
}))

/**
 * The screen an address leads to, matched as the web router matches it: the path still
 * percent-encoded (so "%2F" stays inside one segment), fixed parts in any letter case,
 * trailing slashes ignored. Null when the web app would show its not-found screen.
 */
export function matchWebPage(path: string): WebPageMatch | null {
  const pathname = path.split(/[?#]/, 1)[0] ?? ''
  if (!pathname.startsWith('/')) return null
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1).map(decode)
  for (const route of compiled) {
    if (route.segments.length !== segments.length) continue
    const params: Record<string, string> = {}
    const matches = route.segments.every((part, i) => {
      const segment = segments[i]!
      if (part.startsWith(':')) {
        params[part.slice(1)] = segment
        return segment !== ''
      }
      return part.toLowerCase() === segment.toLowerCase()
    })
    if (matches) return { pattern: route.pattern, params }
  }
  return null
}

/**
 * The files search engines read, at the addresses they look for
 * (docs/product.md#public-pages-and-search-engines): raw answers, not JSON.
 */
export const SeoEndpoints = {
  /** application/xml: the public pages, with when each last changed. */
  sitemap: endpoint({ method: 'GET', path: '/sitemap.xml', access: 'public' }),
  /** text/plain: what crawlers may visit, and where the sitemap is. */
  robots: endpoint({ method: 'GET', path: '/robots.txt', access: 'public' }),
}
