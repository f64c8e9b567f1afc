import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { AuthPaths } from '@aula/contract/routes/auth'
import { AuthMessages } from '@aula/contract/auth'
import { SESSION_STORAGE_KEY } from '#src/lib/session.ts'
import { error } from '#src/testing/handlers.ts'
import { renderAppReady, type TestUser } from '#src/testing/render-app.tsx'
import { recordAuthorizationHeaders, recordRequests, server } from '#src/testing/server.ts'
import { testUsers } from '#src/testing/users.ts'

async function openPage() {
  const rendered = await renderAppReady('/changepassword', { as: 'user' })
  await screen.findByRole('heading', { level: 1, name: 'Cambia la password' })
  return rendered
}

async function change(user: TestUser, current: string, next: string, confirm: string) {
  await user.type(screen.getByLabelText('Password attuale'), current)
  await user.type(screen.getByLabelText('Nuova password'), next)
  await user.type(screen.getByLabelText('Conferma nuova password'), confirm)
  await user.click(screen.getByRole('button', { name: 'Aggiorna la password' }))
}

describe('changing the password', () => {
  it('sends the old and new password with the session cookie and keeps this session', async () => {
    server.use(
      http.put(`*${AuthPaths.userPassword}`, () =>
        HttpResponse.json({ message: 'Success' as const }),
      ),
    )
    const requests = recordRequests()
    const headers = recordAuthorizationHeaders()
    const { user } = await openPage()
    await change(user, 'password-giusta', 'mozzarella-2025', 'mozzarella-2025')

    expect(await screen.findByRole('status')).toHaveTextContent('Password aggiornata.')
    const sent = requests.find((r) => r.path === AuthPaths.userPassword)
    expect(sent).toMatchObject({
      method: 'PUT',
      authorization: `Bearer ${testUsers.user.token}`,
      body: { oldPassword: 'password-giusta', newPassword: 'mozzarella-2025' },
    })
    expect(headers.find((h) => h.path === AuthPaths.userPassword)?.header).toBeNull()
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({
      user: { email: testUsers.user.email, group: 'user' },
    })
    expect(screen.getByLabelText('Password attuale')).toHaveValue('')
  })

  it('shows the mismatch without calling the server', async () => {
    const requests = recordRequests()
    const { user } = await openPage()
    await change(user, 'password-giusta', 'mozzarella-2025', 'mozzarella-2026')
    await waitFor(() =>
      expect(screen.getByLabelText('Conferma nuova password')).toHaveAccessibleDescription(
        'La nuova password e la conferma non corrispondono.',
      ),
    )
    expect(requests.some((r) => r.path === AuthPaths.userPassword)).toBe(false)
  })

  it('requires all three fields', async () => {
    const { user } = await openPage()
    await user.click(screen.getByRole('button', { name: 'Aggiorna la password' }))
    for (const label of ['Password attuale', 'Nuova password', 'Conferma nuova password']) {
      await waitFor(() =>
        expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true'),
      )
    }
  })

  it('says the current password is wrong', async () => {
    server.use(http.put(`*${AuthPaths.userPassword}`, () => error(400, AuthMessages.wrongPassword)))
    const { user } = await openPage()
    await change(user, 'sbagliata', 'mozzarella-2025', 'mozzarella-2025')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La password attuale non è corretta.',
    )
  })

  it('reports any other failure', async () => {
    server.use(http.put(`*${AuthPaths.userPassword}`, () => error(500, 'Internal server error')))
    const { user } = await openPage()
    await change(user, 'password-giusta', 'mozzarella-2025', 'mozzarella-2025')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Aggiornamento della password non riuscito. Riprova.',
    )
  })
})
