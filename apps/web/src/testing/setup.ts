import '@testing-library/jest-dom/vitest'
import './blob-bodies.ts'
import './dialog-element.ts'
import './texts.ts'
import '#src/lib/effect-timing.ts'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { forgetPrivateToken } from '#src/lib/api-client.ts'
import { disposeApps, settleApps } from './render-app.tsx'
import { server } from './server.ts'
import { sessionCookie } from './session-cookie.ts'

// A busy machine (CI runs two suites at once on two cores) can take several seconds to render
// a whole app the first time; a passing test never waits for this bound.
configure({ asyncUtilTimeout: 10_000 })

/*
 * A test fails on any request no handler answers and on any console.error (React
 * warnings included): both are bugs a person would eventually meet.
 */
const unhandled: string[] = []
const consoleErrors: string[] = []

beforeAll(() => {
  server.listen({
    onUnhandledRequest: (request) => {
      unhandled.push(`${request.method} ${request.url}`)
    },
  })
})

beforeEach(() => {
  unhandled.length = 0
  consoleErrors.length = 0
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '))
  })
  // jsdom has no layout: scrolling is a no-op there, not an error.
  window.scrollTo = () => undefined
})

afterEach(async () => {
  try {
    await settleApps()
  } finally {
    cleanup()
    disposeApps()
    server.resetHandlers()
    server.events.removeAllListeners()
    window.localStorage.clear()
    sessionCookie.clear()
    forgetPrivateToken()
    document.documentElement.lang = ''
    document.title = ''
  }
  const problems = [
    ...unhandled.map((request) => `Unhandled request: ${request}`),
    ...consoleErrors.map((message) => `console.error: ${message}`),
  ]
  if (problems.length > 0) throw new Error(problems.join('\n'))
})

afterAll(() => server.close())
