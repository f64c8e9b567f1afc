import { useEffect, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { I18nextProvider } from 'react-i18next'
import type { i18n as I18n } from 'i18next'
import { SessionContext, type SessionStore } from '#src/lib/session.ts'

export function AppProvider({
  session,
  i18n,
  queryClient,
  children,
}: {
  session: SessionStore
  i18n: I18n
  queryClient: QueryClient
  children: ReactNode
}) {
  useEffect(() => session.syncAcrossTabs(), [session])
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionContext value={session}>{children}</SessionContext>
      </QueryClientProvider>
    </I18nextProvider>
  )
}
