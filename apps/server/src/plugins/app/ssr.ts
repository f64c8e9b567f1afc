import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify'
import { isLanguage, LanguageSchema, type Language } from '@aula/contract/common'
import type { WebPagePattern } from '@aula/contract/pages'
import { sanitizeRichText } from '#src/lib/sanitize.ts'

/*
 * The public pages come rendered from the server (docs/architecture.md#web): the web app's
 * server bundle (apps/web/dist-ssr, built beside apps/web/dist) renders a page as a guest
 * sees it, with its data, and the browser hydrates it. Member, admin and checkout screens
 * need the visitor's session and stay rendered by the browser, from the empty template.
 */

/** The pages rendered on the server; the not-found page (an unknown address) too. */
export const SERVER_RENDERED_PAGES: ReadonlySet<WebPagePattern> = new Set<WebPagePattern>([
  '/',
  '/chisiamo',
  '/servizi',
  '/corsi',
  '/course/:title',
  '/videocorsi',
  '/videocorso/:title',
  '/formatori',
  '/articoli',
  '/articolo/:title',
  '/contatti',
  '/calendario',
  '/faq',
  '/modulo',
  '/review',
  '/corso-base-di-pizzaiolo',
  '/la-pizza',
  '/privacy',
  '/cookie-policy',
])

/** The cookie the web app writes when the visitor picks a language (lib/i18n.ts). */
export const LANGUAGE_COOKIE = 'aula_lang'

/**
 * A page's language (docs/product.md#content-languages-and-urls): the address's `?lang=`,
 * else the visitor's choice (the cookie), else, on a first visit with no choice, the
 * browser's preferred language of the two, else Italian, the site's own. The page cache
 * keys a page by its address and this language, so each visitor gets the right copy.
 */
export function choosePageLanguage(
  url: string,
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  const query = url.indexOf('?')
  if (query !== -1) {
    const asked = new URLSearchParams(url.slice(query + 1)).get('lang')
    if (isLanguage(asked)) return asked
  }
  if (cookie !== undefined) return LanguageSchema.safeParse(cookie).data ?? 'it'
  return preferredLanguage(acceptLanguage)
}

/** The first of Italian and English in an Accept-Language header, by weight; else Italian. */
export function preferredLanguage(header: string | undefined): Language {
  if (!header) return 'it'
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean)
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q) : 1, order }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
  const found = ranked.find((entry) => isLanguage(entry.lang))
  return found && isLanguage(found.lang) ? found.lang : 'it'
}

/** The language a request's page is served in (choosePageLanguage). */
export function pageLanguage(request: FastifyRequest): Language {
  return choosePageLanguage(
    request.url,
    request.cookies[LANGUAGE_COOKIE],
    request.headers['accept-language'],
  )
}

/** What the web app's server bundle exports (apps/web/src/entry-server.tsx). */
interface WebServerBundle {
  render(options: {
    url: string
    language: Language
    fetchJson: typeof fetch
    sanitizeHtml: (html: string) => string
  }): Promise<RenderedPage | null>
}

export interface RenderedPage {
  /** Resources the page asks the browser to fetch early (image preloads), for the head. */
  head?: string
  /** The root element's content. */
  html: string
  /** The script element with the state the browser starts from. */
  state: string
}

export type PageRenderer = (
  request: FastifyRequest,
  language: Language,
) => Promise<RenderedPage | null>

/** The server bundle built beside the web app (`<dist>/../dist-ssr`), if it is there. */
export function findWebServerBundle(dist: string): string | null {
  const file = path.join(path.dirname(dist), 'dist-ssr', 'entry-server.js')
  return fs.existsSync(file) ? file : null
}

/**
 * A fetch that answers from the API routes of this same server, without the network: the
 * same routes and access checks, as an anonymous visitor.
 */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const headers: Record<string, string> = {}
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value
    })
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as InjectOptions['method'],
      url: url.pathname + url.search,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    })
    const answerHeaders = new Headers()
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) answerHeaders.set(name, String(value))
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: answerHeaders,
    })
  }
}

/**
 * The renderer of the public pages, or null without a server bundle (the API tests, a
 * server whose web app was built without it): the pages then all come from the template.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  dist: string,
): Promise<PageRenderer | null> {
  const file = findWebServerBundle(dist)
  if (!file) {
    app.log.warn(
      'the web app has no server bundle (apps/web/dist-ssr): pages render in the browser',
    )
    return null
  }
  const bundle = (await import(pathToFileURL(file).href)) as WebServerBundle
  const fetchJson = inProcessFetch(app)
  return async (request, language) => {
    try {
      return await bundle.render({
        url: app.config.publicUrl + request.url,
        language,
        fetchJson,
        sanitizeHtml: sanitizeRichText,
      })
    } catch (error) {
      // The browser renders the page from the template, as it does for every page it can.
      request.log.error({ err: error }, 'server rendering failed')
      return null
    }
  }
}

/** The build's hints to fetch the start-up scripts at once (Vite writes one per chunk). */
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g

/**
 * The template with the rendered page in its root element and the page's language. A page
 * that arrives with its content shows it before any script runs: its start-up scripts are
 * found through the entry script instead of being hinted at the top, so they do not share
 * the connection with the style sheet and the first pictures while the page is drawn
 * (docs/architecture.md#web). A page left to the browser keeps the hints: its scripts are
 * its content.
 */
export function withRenderedPage(
  template: string,
  language: Language,
  page: RenderedPage | null,
): string {
  const html = template.replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
  if (!page) return html
  return html
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', `${page.head ?? ''}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>${page.state}`)
}
