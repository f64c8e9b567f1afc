import { useEffect } from 'react'
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import { flushSync } from 'react-dom'
import type { Language } from '@aula/contract/common'
import { isLanguage } from '@aula/contract/values/common'
import { RouterProvider } from 'react-router'
import { verifyStoredSession } from '#src/features/auth/api/verify-stored-session.ts'
import {
  createI18n,
  currentLanguage,
  LANGUAGE_STORAGE_KEY,
  rememberLanguage,
  storedLanguage,
  type I18n,
} from '#src/lib/i18n.ts'
import { createQueryClient } from '#src/lib/query-client.ts'
import { createSessionStore, type SessionStore } from '#src/lib/session.ts'
import { AppProvider } from './provider.tsx'
import { createAppRouter, type AppRouter } from './router.tsx'

export interface AppInstance {
  session: SessionStore
  i18n: I18n
  queryClient: QueryClient
  router: AppRouter
  /** The language this browser chose, when the page was served in another one. */
  chosenLanguage: Language | null
}

/**
 * What a page the server rendered carries for the browser to start from: the answers its
 * components read and the router's state (docs/architecture.md#web). It travels in a JSON
 * script element with this id, which the site's content policy lets through.
 */
export interface ServerState {
  queries: DehydratedState
  loaderData: Record<string, unknown>
}
export const SERVER_STATE_ID = 'aula-state'

/**
 * The server's queries as fetched now: the server leaves their times out so a page's bytes
 * stay the same while its content does (src/entry-server.tsx), and they are as fresh as the
 * page the browser has just been sent.
 */
export function stampServerState(state: DehydratedState, now = Date.now()): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: now,
      state: {
        ...query.state,
        dataUpdatedAt: query.state.dataUpdatedAt || now,
        errorUpdatedAt: query.state.errorUpdatedAt || (query.state.error ? now : 0),
      },
    })),
  }
}

/** The language stored in this browser, if one was ever chosen. */
function chosenLanguage(): Language | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY) ? storedLanguage() : null
  } catch {
    return null
  }
}

/**
 * Everything the app keeps for its lifetime, created once outside React so that the
 * start-up session check runs exactly once. The query client is the one place the pages'
 * data lives: the router's loaders fill it and the pages read it. It may be given, already
 * filled (a test loads a page's data first). A page the server rendered starts from its
 * `serverState`, in the `language` it was served in; the browser's own choice, if another,
 * follows once the page is hydrated.
 */
export function createApp({
  queryClient = createQueryClient(),
  serverState,
  language,
}: {
  queryClient?: QueryClient
  serverState?: ServerState
  language?: Language
} = {}): AppInstance {
  const session = createSessionStore(window.localStorage)
  // An address in a language (`?lang=en`, docs/product.md#content-languages-and-urls) is
  // the visitor's choice, as the switch would make it.
  const asked = new URLSearchParams(window.location.search).get('lang')
  if (isLanguage(asked)) rememberLanguage(window.localStorage, asked)
  const i18n = createI18n(window.localStorage, language)
  if (serverState) hydrate(queryClient, stampServerState(serverState.queries))
  void verifyStoredSession(session)
  const hydrationData = serverState && { loaderData: serverState.loaderData }
  const router = createAppRouter(session, queryClient, hydrationData, () => currentLanguage(i18n))
  const chosen = language ? chosenLanguage() : null
  return { session, i18n, queryClient, router, chosenLanguage: chosen === language ? null : chosen }
}

const flushNavigation = (update: () => unknown): undefined => {
  flushSync(update)
}

export function App({ app }: { app: AppInstance }) {
  useEffect(() => {
    if (app.chosenLanguage) void app.i18n.changeLanguage(app.chosenLanguage)
  }, [app])
  return (
    <AppProvider session={app.session} i18n={app.i18n} queryClient={app.queryClient}>
      {/* Lets a navigation be committed at once when asked to (see use-logout.ts). */}
      <RouterProvider router={app.router} flushSync={flushNavigation} />
    </AppProvider>
  )
}
