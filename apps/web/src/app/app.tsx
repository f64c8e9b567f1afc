import type { QueryClient } from '@tanstack/react-query'
import type { i18n as I18n } from 'i18next'
import { flushSync } from 'react-dom'
import { RouterProvider } from 'react-router'
import { verifyStoredSession } from '#src/features/auth/api/verify-stored-session.ts'
import { createI18n } from '#src/lib/i18n.ts'
import { createQueryClient } from '#src/lib/query-client.ts'
import { createSessionStore, type SessionStore } from '#src/lib/session.ts'
import { AppProvider } from './provider.tsx'
import { createAppRouter, type AppRouter } from './router.tsx'

export interface AppInstance {
  session: SessionStore
  i18n: I18n
  queryClient: QueryClient
  router: AppRouter
}

/**
 * Everything the app keeps for its lifetime, created once outside React so that the
 * start-up session check runs exactly once. The query client is the one place the pages'
 * data lives: the router's loaders fill it and the pages read it. It may be given, already
 * filled (a test loads a page's data first).
 */
export function createApp({
  queryClient = createQueryClient(),
}: { queryClient?: QueryClient } = {}): AppInstance {
  const session = createSessionStore(window.localStorage)
  const i18n = createI18n(window.localStorage)
  void verifyStoredSession(session)
  const router = createAppRouter(session, queryClient)
  return { session, i18n, queryClient, router }
}

const flushNavigation = (update: () => unknown): undefined => {
  flushSync(update)
}

export function App({ app }: { app: AppInstance }) {
  return (
    <AppProvider session={app.session} i18n={app.i18n} queryClient={app.queryClient}>
      {/* Lets a navigation be committed at once when asked to (see use-logout.ts). */}
      <RouterProvider router={app.router} flushSync={flushNavigation} />
    </AppProvider>
  )
}
