import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { AuthPaths } from '@aula/contract/routes/auth'
import { createSessionStore, SESSION_STORAGE_KEY } from '#src/lib/session.ts'
import { error } from '#src/testing/handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { verifyStoredSession } from './api/verify-stored-session.ts'
import { recordAuthorizationHeaders, recordRequests, server } from '#src/testing/server.ts'
import { testUsers } from '#src/testing/users.ts'

const stored = () => JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')

describe('the session check at start', () => {
  it('keeps a session the server still accepts, with the group the server knows', async () => {
    const requests = recordRequests()
    const headers = recordAuthorizationHeaders()
    await renderAppReady('/', { as: { ...testUsers.user, group: 'admin' } })
    expect(await screen.findByRole('link', { name: 'Profilo' })).toBeInTheDocument()
    // The stored group said admin, the server says user: the server wins.
    expect(screen.queryByRole('link', { name: 'Pannello' })).not.toBeInTheDocument()
    expect(stored()).toEqual({
      isLogged: true,
      user: { email: testUsers.user.email, group: 'user' },
    })
    // The check rides on the session cookie, not on a token the page holds.
    const check = requests.find((r) => r.path === AuthPaths.check)
    expect(check?.authorization).toBe(`Bearer ${testUsers.user.token}`)
    expect(headers.find((h) => h.path === AuthPaths.check)?.header).toBeNull()
    expect(requests.some((r) => r.path === AuthPaths.forceLogout)).toBe(false)
  })

  it('forces a logout and clears the session when the check is refused', async () => {
    const requests = recordRequests()
    const expired = { email: 'marco@example.com', group: 'user', token: 'expired' } as const
    await renderAppReady('/', { as: expired })

    expect(await screen.findByRole('link', { name: 'Accedi' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Profilo' })).not.toBeInTheDocument()
    const forced = requests.find((r) => r.path === AuthPaths.forceLogout)
    expect(forced).toMatchObject({
      method: 'POST',
      authorization: 'Bearer expired',
      body: { email: 'marco@example.com' },
    })
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
  })

  it('treats any answer but 200 as a refusal', async () => {
    server.use(http.get(`*${AuthPaths.check}`, () => error(500, 'Internal server error')))
    const requests = recordRequests()
    await renderAppReady('/utente', { as: 'user' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Accedi' })).toBeInTheDocument()
    expect(requests.some((r) => r.path === AuthPaths.forceLogout)).toBe(true)
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
  })

  it('treats a network failure as a refusal', async () => {
    server.use(http.get(`*${AuthPaths.check}`, () => HttpResponse.error()))
    const requests = recordRequests()
    await renderAppReady('/', { as: 'user' })
    expect(await screen.findByRole('link', { name: 'Registrati' })).toBeInTheDocument()
    await waitFor(() => expect(requests.some((r) => r.path === AuthPaths.forceLogout)).toBe(true))
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
  })

  it('does not call the server when nobody is stored', async () => {
    const requests = recordRequests()
    await renderAppReady('/')
    expect(screen.getByRole('link', { name: 'Accedi' })).toBeInTheDocument()
    expect(requests.map((r) => r.path)).not.toContain(AuthPaths.check)
  })

  it('stops making pages wait after the rehydrate time-out, and still honours the answer', async () => {
    // The server answers only after the time-out, when the test releases it.
    let answer!: () => void
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    server.use(
      http.get(`*${AuthPaths.check}`, async () => {
        await answered
        return error(401, 'Unauthorized')
      }),
    )
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ isLogged: true, user: { email: testUsers.user.email, group: 'user' } }),
    )
    const store = createSessionStore(window.localStorage)
    const checked = verifyStoredSession(store, 20)
    expect(store.getSnapshot().isLogged).toBeNull()
    await waitFor(() => expect(store.getSnapshot().isLogged).toBe(true))
    answer()
    await checked
    expect(store.getSnapshot()).toEqual({ isLogged: false, user: null })
  })

  it('wipes a session token an older version stored, and ends it on the server', async () => {
    const headers = recordAuthorizationHeaders()
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ isLogged: true, user: testUsers.user }),
    )
    await renderAppReady('/')
    expect(await screen.findByRole('link', { name: 'Accedi' })).toBeInTheDocument()
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
    await waitFor(() =>
      expect(headers.find((h) => h.path === AuthPaths.forceLogout)?.header).toBe(
        `Bearer ${testUsers.user.token}`,
      ),
    )
  })
})
