import { useEffect, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { I18nProvider } from '#src/lib/i18n/react.tsx'
import type { I18n } from '#src/lib/i18n.ts'
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
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionContext value={session}>{children}</SessionContext>
      </QueryClientProvider>
    </I18nProvider>
  )
}
