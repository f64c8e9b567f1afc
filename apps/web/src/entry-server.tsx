import { StrictMode, type ReactElement } from 'react'
import type { VNode } from 'preact'
import { renderToStringAsync } from 'preact-render-to-string'
import { dehydrate, type DehydratedState } from '@tanstack/react-query'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import type { Language } from '@aula/contract/common'
import { SERVER_STATE_ID, type ServerState } from '#src/app/app.tsx'
import { AppProvider } from '#src/app/provider.tsx'
import { withServerLoaders } from '#src/app/route-data.ts'
import { routes } from '#src/app/router.tsx'
import { setServerTransport } from '#src/lib/api-client.ts'
import { createI18n, loadLanguage } from '#src/lib/i18n.ts'
import { PreloadsContext } from '#src/lib/preload.ts'
import { createQueryClient } from '#src/lib/query-client.ts'
import { setServerSanitizer } from '#src/lib/sanitize.ts'
import { createSessionStore } from '#src/lib/session.ts'

/*
 * The server renderer of the public pages (docs/architecture.md#web), built on its own
 * (`vite build --ssr`) and loaded by the server. A page is rendered as a guest sees it,
 * once every query its routes declare has answered; the browser hydrates it with the same
 * answers and router state.
 */

export interface RenderOptions {
  /** The page's full address, as the visitor asked for it. */
  url: string
  language: Language
  /** How the pages' API calls reach the API: in the server's own process. */
  fetchJson: typeof fetch
  /** Cleans rich text where DOMPurify has no DOM: the server's own cleaner. */
  sanitizeHtml: (html: string) => string
}

export interface RenderedPage {
  /** What goes in the page's head: the resources the page asked to be fetched early. */
  head: string
  /** What goes inside the root element. */
  html: string
  /** The JSON script element carrying the state the browser starts from. */
  state: string
}

/** No storage on the server: nobody is signed in, no language is stored. */
function emptyStorage(): Storage {
  return {
    length: 0,
    clear: () => undefined,
    getItem: () => null,
    key: () => null,
    removeItem: () => undefined,
    setItem: () => undefined,
  }
}

/**
 * The page's HTML once every part of it is ready: a part whose code or data is still loading
 * is waited for and rendered in place, with no script to put it there later (which the
 * content security policy would block). The site's components are written against React's
 * API and rendered by Preact (build/preact.ts), whose types differ.
 */
const renderPage = (page: ReactElement) => renderToStringAsync(page as unknown as VNode)

/**
 * The dehydrated queries with their clock times cleared: the same content renders the same
 * bytes, so a page rendered again after its cached copy expired keeps its ETag and a
 * browser's copy stays valid (304). The browser stamps them with its own time
 * (`stampServerState` in app/app.tsx).
 */
function withoutTimes(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: 0,
      state: { ...query.state, dataUpdatedAt: 0, errorUpdatedAt: 0 },
    })),
  }
}

/** "<" is escaped so no text in the data can close the script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The page at `url`, or null when it cannot be rendered as the browser would show it (the
 * router answered a redirect, or one of the page's queries failed): the browser renders it.
 */
export async function render({
  url,
  language,
  fetchJson,
  sanitizeHtml,
}: RenderOptions): Promise<RenderedPage | null> {
  setServerTransport(fetchJson, new URL(url).origin)
  setServerSanitizer(sanitizeHtml)
  const queryClient = createQueryClient()
  // A failure is shown by the browser, which tries again as it always does.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  })
  const session = createSessionStore(emptyStorage())
  const i18n = createI18n(null, language)
  await loadLanguage(i18n)
  const handler = createStaticHandler(
    withServerLoaders(routes, queryClient, session.getSnapshot(), language),
  )
  const context = await handler.query(new Request(url))
  if (context instanceof Response || context.errors) return null
  if (
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error')
  ) {
    return null
  }
  const router = createStaticRouter(handler.dataRoutes, context)
  // The preloads the components ask for (usePreload), which belong in the head, where the
  // browser finds them before the body.
  const preloads: string[] = []
  const html = await renderPage(
    <StrictMode>
      <PreloadsContext value={preloads}>
        <AppProvider session={session} i18n={i18n} queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </PreloadsContext>
    </StrictMode>,
  )
  const state: ServerState = {
    queries: withoutTimes(dehydrate(queryClient)),
    loaderData: context.loaderData,
  }
  return {
    head: preloads.join(''),
    html,
    state: `<script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(state)}</script>`,
  }
}
