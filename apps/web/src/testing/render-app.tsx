import { StrictMode } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import { App, createApp, type AppInstance } from '#src/app/app.tsx'
import { LANGUAGE_STORAGE_KEY } from '#src/lib/i18n.ts'
import { SESSION_STORAGE_KEY } from '#src/lib/session.ts'
import type { Language } from '@aula/contract/common'
import { sessionCookie } from './session-cookie.ts'
import { testUsers, type TestSessionUser, type TestUserRole } from './users.ts'

export type TestUser = ReturnType<typeof userEvent.setup>

const apps: AppInstance[] = []

/** Lets requests still on their way land inside the test, where React expects updates. */
export async function settleApps() {
  await Promise.all(
    apps.map((app) =>
      waitFor(() => expect(app.queryClient.isFetching() + app.queryClient.isMutating()).toBe(0)),
    ),
  )
}

export function disposeApps() {
  apps.splice(0).forEach((app) => {
    app.router.dispose()
    app.queryClient.clear()
  })
}

interface RenderAppOptions {
  /** Who is signed in before the app starts: their session cookie and the page's memory. */
  as?: TestUserRole | TestSessionUser
  language?: Language
}

/**
 * Starts the whole app, as main.tsx does, at `path`: the real router, providers, session
 * check and i18n. Only the network is fake.
 */
export function renderApp(path: string, { as, language }: RenderAppOptions = {}) {
  if (as) {
    const { token, email, group } = typeof as === 'string' ? testUsers[as] : as
    sessionCookie.set(token)
    const user = { email, group }
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ isLogged: true, user }))
  }
  if (language) window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  window.history.replaceState(null, '', path)

  const app = createApp()
  apps.push(app)
  // No pause between keystrokes: the app reacts to input, not to timing.
  const user = userEvent.setup({ delay: null })
  const result = render(
    <StrictMode>
      <App app={app} />
    </StrictMode>,
  )
  return { ...result, app, user }
}

/** Waits for what every page loads (the site details behind the chat button). */
export async function renderAppReady(path: string, options?: RenderAppOptions) {
  const rendered = renderApp(path, options)
  await screen.findByRole('link', { name: /whatsapp/i })
  return rendered
}
