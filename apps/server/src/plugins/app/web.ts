import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ErrorMessages } from '@aula/contract/common'
import { matchWebPage, type WebPageMatch } from '@aula/contract/pages'
import { cookieValue, pathOf } from '#src/lib/front-door.ts'
import { defaultAlternates, type PageAlternates } from '#src/lib/page-urls.ts'
import type { PublicAnswer } from '#src/lib/public-cache.ts'
import {
  choosePageLanguage,
  LANGUAGE_COOKIE,
  loadPageRenderer,
  pageLanguage,
  SERVER_RENDERED_PAGES,
  withRenderedPage,
  type PageRenderer,
} from './ssr.ts'

/**
 * What a public page puts in its <head> so a shared link previews well
 * (docs/product.md#public-pages-and-search-engines).
 */
export interface PageMeta {
  title: string
  description?: string
  image?: string
  type?: 'website' | 'article'
  jsonLd?: unknown[]
  noindex?: boolean
  /** The page's one address (slug as the site links it), when it differs from the request's. */
  canonicalPath?: string
  /** The address names nothing (an unknown course, say): the web app shows its 404 screen. */
  notFound?: boolean
  /**
   * The page's address in each language, for hreflang links (an item whose English title
   * differs); by default the canonical path, with `?lang=en` for English.
   */
  alternates?: PageAlternates
}

export type PageMetaResolver = (
  page: WebPageMatch,
  request: FastifyRequest,
) => Promise<PageMeta | null> | PageMeta | null

/** Served as files or JSON, never as a page: an unknown address here is a plain 404. */
const NOT_PAGE_PREFIXES = ['/api/', '/get/', '/media/', '/assets/']

const isPageAddress = (pathname: string) =>
  pathname !== '/api' && !NOT_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix))

/** The page's language (choosePageLanguage). */
const languageOf = (request: FastifyRequest) => pageLanguage(request)

declare module 'fastify' {
  interface FastifyInstance {
    /** Features add resolvers that describe their public pages for the served HTML. */
    addPageMeta(resolver: PageMetaResolver): void
  }
}

/** The built web app: apps/web/dist beside this server, in source and in the bundle. */
export function findWebDist(configured?: string): string | null {
  if (configured) {
    const dir = path.resolve(configured)
    return fs.existsSync(path.join(dir, 'index.html')) ? dir : null
  }
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'apps', 'web', 'dist')
    if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate
    const sibling = path.join(dir, 'web', 'dist')
    if (fs.existsSync(path.join(sibling, 'index.html'))) return sibling
    dir = path.dirname(dir)
  }
  return null
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function renderHead(
  meta: PageMeta,
  url: string,
  siteName: string,
  alternates?: PageAlternates,
): string {
  const title = meta.title === siteName ? siteName : `${meta.title} | ${siteName}`
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
  ]
  // The page in each language (docs/product.md#content-languages-and-urls).
  if (alternates) {
    for (const [hreflang, href] of [
      ['it', alternates.it],
      ['en', alternates.en],
      ['x-default', alternates.it],
    ] as const) {
      tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`)
    }
  }
  tags.push(
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
  )
  if (meta.description) {
    const d = escapeHtml(meta.description)
    tags.push(
      `<meta name="description" content="${d}">`,
      `<meta property="og:description" content="${d}">`,
      `<meta name="twitter:description" content="${d}">`,
    )
  }
  if (meta.image) {
    const i = escapeHtml(meta.image)
    tags.push(
      `<meta property="og:image" content="${i}">`,
      `<meta name="twitter:image" content="${i}">`,
    )
  }
  if (meta.noindex) tags.push('<meta name="robots" content="noindex">')
  for (const ld of meta.jsonLd ?? []) {
    // "<" is escaped so no string in the data can close the script element.
    const json = JSON.stringify(ld).replace(/</g, '\\u003c')
    tags.push(`<script type="application/ld+json">${json}</script>`)
  }
  return tags.join('\n    ')
}

export default fp(
  async function web(app) {
    const resolvers: PageMetaResolver[] = []
    app.decorate('addPageMeta', (resolver: PageMetaResolver) => {
      resolvers.push(resolver)
    })

    const dist = findWebDist(app.config.webDist)
    let template: string | null = null
    if (dist) {
      template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8')
    } else {
      app.log.warn('the web app is not built (apps/web/dist): only the API is served')
    }
    const renderApp: PageRenderer | null = dist ? await loadPageRenderer(app, dist) : null

    // SumUp's card widget (docs/product.md#payments) loads its script and frames from SumUp,
    // and 3-D Secure opens the card issuer's page in a frame: allowed on the checkout pages
    // only.
    const payingWithSumUp = app.config.payments.provider === 'sumup'
    const allowSumUp = (request: FastifyRequest, reply: FastifyReply) => {
      if (!payingWithSumUp || !request.url.startsWith('/checkout/')) return false
      const policy = reply.getHeader('content-security-policy')
      if (typeof policy !== 'string') return false
      reply.header('Content-Security-Policy', withSumUp(policy))
      return true
    }

    const NOT_FOUND: PageMeta = { title: 'Pagina non trovata', noindex: true, notFound: true }

    async function metaFor(request: FastifyRequest, page: WebPageMatch | null): Promise<PageMeta> {
      if (!page) return NOT_FOUND
      for (const resolve of resolvers) {
        const meta = await resolve(page, request)
        if (meta) return meta
      }
      // A screen no feature describes is not one to advertise.
      return { title: app.config.site.name, noindex: true }
    }

    /** The page's HTML whatever the request accepts (link previewers accept anything). */
    const pageAnswer = async (
      request: FastifyRequest,
      reply: FastifyReply,
      page: WebPageMatch | null,
    ): Promise<PublicAnswer> => {
      const pathname = request.url.split('?')[0] ?? '/'
      const meta = await metaFor(request, page)
      const language = languageOf(request)
      // A page to advertise names itself in both languages; its canonical is this language's.
      const paths =
        meta.noindex || meta.notFound
          ? null
          : (meta.alternates ?? defaultAlternates(meta.canonicalPath ?? pathname))
      const site = app.config.publicUrl
      const url = site + (paths ? paths[language] : (meta.canonicalPath ?? pathname))
      const alternates = paths ? { it: site + paths.it, en: site + paths.en } : undefined
      // A public page (or the not-found page of an unknown address) comes with its content;
      // an address that names nothing known (an unknown course) is left to the browser.
      const serverRendered =
        renderApp !== null &&
        (page ? SERVER_RENDERED_PAGES.has(page.pattern) && !meta.notFound : true)
      const rendered = serverRendered ? await renderApp(request, language) : null
      let html = withRenderedPage(template!, language, rendered).replace(
        '<!--app-head-->',
        renderHead(meta, url, app.config.site.name, alternates),
      )
      // The page learns that this document may load SumUp's widget (a page reached from
      // elsewhere in the app carries the stricter policy and is loaded afresh).
      if (!meta.notFound && allowSumUp(request, reply)) {
        html = html.replace('</head>', `${SUMUP_MARKER}\n  </head>`)
      }
      // The web router shows the same page, or its own 404 screen.
      return {
        status: meta.notFound ? 404 : 200,
        type: 'text/html; charset=utf-8',
        body: html,
        headers: { 'cache-control': 'no-cache' },
      }
    }

    // A rendered public page is the same for every visitor in a language (the browser adds
    // the session): kept in memory until the content changes (docs/architecture.md#web).
    // Only such pages are kept under this key, so one kept is sent before any matching, and
    // before routing by the front door.
    const pageKey = (url: string, language: string) => `page\0${url}\0${language}`
    if (renderApp) {
      app.frontDoor.add((request) => {
        const url = request.url ?? '/'
        const pathname = pathOf(url)
        if (!isPageAddress(pathname) || (payingWithSumUp && url.startsWith('/checkout/'))) {
          return undefined
        }
        const h = request.headers
        const chosen = cookieValue(h.cookie, LANGUAGE_COOKIE)
        const language = choosePageLanguage(url, chosen, h['accept-language'])
        const key = pageKey(url, language)
        return app.publicCache.keptAnswer(key, h['accept-encoding'], h['if-none-match'], pathname)
      })
    }

    const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const key = pageKey(request.url, languageOf(request))
      if (renderApp && app.publicCache.trySend(request, reply, key)) return reply
      const page = matchWebPage(request.url.split('?')[0] ?? '/')
      if (renderApp && page && SERVER_RENDERED_PAGES.has(page.pattern)) {
        return app.publicCache.send(request, reply, key, () => pageAnswer(request, reply, page))
      }
      const answer = await pageAnswer(request, reply, page)
      return reply
        .code(answer.status ?? 200)
        .type(answer.type)
        .headers(answer.headers ?? {})
        .send(answer.body)
    }

    app.get('/', async (request, reply) => {
      if (!template) return reply.code(404).send({ message: ErrorMessages.notFound })
      return renderPage(request, reply)
    })

    // Routes answer HEAD through Fastify's automatic twin; what reaches the not-found
    // handler (most pages, unknown addresses) gets GET's headers and no body here.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.method !== 'HEAD' || !request.is404) return done(null, payload)
      if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
        reply.header('Content-Length', String(Buffer.byteLength(payload)))
      }
      done(null, null)
    })

    app.setNotFoundHandler(async (request, reply) => {
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        template !== null &&
        isPageAddress(request.url.split('?')[0] ?? '/')
      if (!isPage) return reply.code(404).send({ message: ErrorMessages.notFound })
      return renderPage(request, reply)
    })
  },
  { name: 'web', dependencies: ['db', 'public-cache'] },
)

/** Read by the web app's SumUp widget (features/checkout/components/sumup-card-widget.tsx). */
const SUMUP_MARKER = '<meta name="aula-card-widget" content="sumup">'

const SUMUP_SOURCES: Record<string, string[]> = {
  'script-src': ['https://gateway.sumup.com'],
  'connect-src': ['https://*.sumup.com'],
  'frame-src': ['https://*.sumup.com', 'https:'],
  'img-src': ['https://*.sumup.com'],
  'style-src': ['https://*.sumup.com'],
}

/** The site's policy with SumUp's sources added to the directives its widget needs. */
export function withSumUp(policy: string): string {
  return policy
    .split(';')
    .map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/)
      const extra = SUMUP_SOURCES[name]
      return extra ? [name, ...sources, ...extra].join(' ') : directive.trim()
    })
    .join(';')
}
