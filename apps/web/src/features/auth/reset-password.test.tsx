import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { AuthPaths } from '@aula/contract/routes/auth'
import { error, tooManyRequests } from '#src/testing/handlers.ts'
import { renderAppReady, type TestUser } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'

const success = () => HttpResponse.json({ message: 'Success' as const })

describe('asking for a reset link', () => {
  it('sends the e-mail with the UI language and confirms', async () => {
    server.use(http.post(`*${AuthPaths.resetPassword}`, success))
    const requests = recordRequests()
    const { user } = await renderAppReady('/resetpassword')
    await user.type(await screen.findByLabelText('E-mail'), 'giulia@example.com')
    await user.click(screen.getByRole('button', { name: 'Invia il link' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Se l'indirizzo corrisponde a un account, riceverai a breve un'e-mail",
    )
    expect(requests.find((r) => r.path === AuthPaths.resetPassword)?.body).toEqual({
      email: 'giulia@example.com',
      language: 'it',
    })
  })

  it('checks the e-mail before sending', async () => {
    const requests = recordRequests()
    const { user } = await renderAppReady('/resetpassword')
    await user.type(await screen.findByLabelText('E-mail'), 'non-una-mail')
    await user.click(screen.getByRole('button', { name: 'Invia il link' }))
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
        'Inserisci un indirizzo e-mail valido.',
      ),
    )
    expect(requests.some((r) => r.path === AuthPaths.resetPassword)).toBe(false)
  })

  it('reports an error', async () => {
    server.use(http.post(`*${AuthPaths.resetPassword}`, () => error(500, 'Internal server error')))
    const { user } = await renderAppReady('/resetpassword')
    await user.type(await screen.findByLabelText('E-mail'), 'giulia@example.com')
    await user.click(screen.getByRole('button', { name: 'Invia il link' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non è stato possibile inviare la richiesta di reimpostazione. Riprova.',
    )
  })

  it('asks to wait after too many requests', async () => {
    server.use(http.post(`*${AuthPaths.resetPassword}`, () => tooManyRequests()))
    const { user } = await renderAppReady('/resetpassword')
    await user.type(await screen.findByLabelText('E-mail'), 'giulia@example.com')
    await user.click(screen.getByRole('button', { name: 'Invia il link' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Troppi tentativi')
  })
})

describe('setting a new password from the link', () => {
  async function verifyLink(user: TestUser) {
    await user.click(await screen.findByRole('button', { name: 'Verifica il link' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Il link è valido: scegli la nuova password.',
    )
  }

  async function choose(user: TestUser, password: string, confirm: string) {
    await user.type(screen.getByLabelText('Nuova password'), password)
    await user.type(screen.getByLabelText('Conferma nuova password'), confirm)
    await user.click(screen.getByRole('button', { name: 'Reimposta la password' }))
  }

  it('verifies the link, then resets the password and offers to log in', async () => {
    server.use(
      http.get(`*/api/check-reset-token/:token`, success),
      http.put(`*${AuthPaths.reset}`, success),
    )
    const requests = recordRequests()
    const { user } = await renderAppReady('/reset-password/tok-123')

    // Nothing is asked of the server before the person presses the button.
    expect(requests.some((r) => r.path.startsWith('/api/check-reset-token/'))).toBe(false)
    expect(screen.queryByLabelText('Nuova password')).not.toBeInTheDocument()

    await verifyLink(user)
    expect(requests.find((r) => r.path.startsWith('/api/check-reset-token/'))?.path).toBe(
      '/api/check-reset-token/tok-123',
    )
    await choose(user, 'forno-a-legna-1', 'forno-a-legna-1')

    expect(await screen.findByText(/La password è stata reimpostata\./)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: "Vai all'accesso" })).toHaveAttribute('href', '/login')
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/')
    expect(requests.find((r) => r.path === AuthPaths.reset)?.body).toEqual({
      token: 'tok-123',
      password: 'forno-a-legna-1',
    })
  })

  it('fails without calling the server when the passwords differ', async () => {
    server.use(http.get(`*/api/check-reset-token/:token`, success))
    const requests = recordRequests()
    const { user } = await renderAppReady('/reset-password/tok-123')
    await verifyLink(user)
    await choose(user, 'forno-a-legna-1', 'forno-a-gas-22')

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Reimpostazione della password non riuscita. Riprova.',
    )
    expect(screen.getByLabelText('Conferma nuova password')).toHaveAccessibleDescription(
      'Le password non corrispondono.',
    )
    expect(requests.some((r) => r.path === AuthPaths.reset)).toBe(false)
  })

  it('says the reset failed when the server refuses it', async () => {
    server.use(
      http.get(`*/api/check-reset-token/:token`, success),
      http.put(`*${AuthPaths.reset}`, () => error(400, 'Invalid or expired token')),
    )
    const { user } = await renderAppReady('/reset-password/tok-123')
    await verifyLink(user)
    await choose(user, 'forno-a-legna-1', 'forno-a-legna-1')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Reimpostazione della password non riuscita. Riprova.',
    )
  })

  it('says the link could not be verified and offers a new one', async () => {
    server.use(
      http.get(`*/api/check-reset-token/:token`, () => error(400, 'Invalid or expired token')),
    )
    const { user } = await renderAppReady('/reset-password/vecchio')
    await user.click(await screen.findByRole('button', { name: 'Verifica il link' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Verifica del link non riuscita: il link non è valido o è scaduto.',
    )
    expect(screen.getByRole('link', { name: 'Richiedi un nuovo link' })).toHaveAttribute(
      'href',
      '/resetpassword',
    )
    expect(screen.queryByLabelText('Nuova password')).not.toBeInTheDocument()
  })
})
