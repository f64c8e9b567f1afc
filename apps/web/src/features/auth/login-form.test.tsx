import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { AuthPaths } from '@aula/contract/routes/auth'
import { AuthMessages } from '@aula/contract/auth'
import { SESSION_STORAGE_KEY } from '#src/lib/session.ts'
import { error, tooManyRequests } from '#src/testing/handlers.ts'
import { renderAppReady, type TestUser } from '#src/testing/render-app.tsx'
import { recordAuthorizationHeaders, recordRequests, server } from '#src/testing/server.ts'
import { testUsers } from '#src/testing/users.ts'

async function openLogin() {
  const rendered = await renderAppReady('/login')
  await screen.findByRole('heading', { level: 1, name: 'Accedi' })
  return rendered
}

async function logIn(user: TestUser, email: string, password: string) {
  await user.type(screen.getByLabelText('E-mail'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Accedi' }))
}

describe('the login page', () => {
  it('logs in, stores the session with its group and goes home', async () => {
    const requests = recordRequests()
    const headers = recordAuthorizationHeaders()
    const { user } = await openLogin()
    await logIn(user, ' Direzione@Example.com ', 'password-giusta')

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Impara il mestiere con le mani in pasta',
      }),
    ).toBeInTheDocument()
    expect(window.location.pathname).toBe('/')
    expect(screen.getByRole('link', { name: 'Pannello' })).toBeInTheDocument()
    // Only what the header needs is remembered; the session rides in its httpOnly cookie.
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({
      isLogged: true,
      user: { email: testUsers.admin.email, group: 'admin' },
    })
    const group = requests.find((r) => r.path.startsWith('/api/user/current-group/'))
    expect(group?.authorization).toBe(`Bearer ${testUsers.admin.token}`)
    // As the session cookie, not as a header.
    expect(headers.find((h) => h.path === group?.path)?.header).toBeNull()
  })

  it('keeps the session token out of every storage a script can read', async () => {
    const { user } = await openLogin()
    await logIn(user, 'giulia@example.com', 'password-giusta')
    expect(await screen.findByRole('link', { name: 'Profilo' })).toBeInTheDocument()

    const readable = [
      ...Object.keys(window.localStorage).map((key) => window.localStorage.getItem(key)),
      ...Object.keys(window.sessionStorage).map((key) => window.sessionStorage.getItem(key)),
      document.cookie,
    ].join('\n')
    expect(readable).toContain(testUsers.user.email)
    expect(readable).not.toContain(testUsers.user.token)
  })

  it('asks for e-mail and password without calling the server', async () => {
    const requests = recordRequests()
    const { user } = await openLogin()
    await user.click(screen.getByRole('button', { name: 'Accedi' }))
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
        'Questo campo è obbligatorio.',
      ),
    )
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true')
    expect(requests.filter((r) => r.path === AuthPaths.login)).toHaveLength(0)
  })

  it('says the credentials are invalid', async () => {
    const { user } = await openLogin()
    await logIn(user, testUsers.user.email, 'sbagliata')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Credenziali non valide: controlla e-mail e password.',
    )
    expect(window.location.pathname).toBe('/login')
  })

  it('says the e-mail is not verified yet and sends the link again', async () => {
    server.use(
      http.post(`*${AuthPaths.login}`, () => error(403, AuthMessages.emailNotVerified)),
      http.post(`*${AuthPaths.resendVerification}`, () =>
        HttpResponse.json({ message: 'Success' as const }),
      ),
    )
    const requests = recordRequests()
    const { user } = await renderAppReady(`/login?next=${encodeURIComponent('/utente')}`)
    await screen.findByRole('heading', { level: 1, name: 'Accedi' })
    await logIn(user, ' Giulia@Example.com ', 'password-giusta')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Email non ancora verificata: apri il link che ti abbiamo inviato oppure richiedine uno nuovo.',
    )
    expect(screen.queryByText(/Credenziali non valide/)).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Invia di nuovo il link di verifica' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Ti abbiamo inviato un nuovo link di verifica a giulia@example.com',
    )
    expect(
      screen.queryByRole('button', { name: 'Invia di nuovo il link di verifica' }),
    ).not.toBeInTheDocument()
    const sent = requests.filter((r) => r.path === AuthPaths.resendVerification)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.body).toEqual({ email: 'giulia@example.com', language: 'it', next: '/utente' })
    expect(window.location.pathname).toBe('/login')
  })

  it('says so in English too, and asks to wait when links were asked too often', async () => {
    server.use(
      http.post(`*${AuthPaths.login}`, () => error(403, AuthMessages.emailNotVerified)),
      http.post(`*${AuthPaths.resendVerification}`, () => tooManyRequests()),
    )
    const { user } = await renderAppReady('/login', { language: 'en' })
    await screen.findByRole('heading', { level: 1, name: 'Log in' })
    await user.type(screen.getByLabelText('E-mail'), testUsers.user.email)
    await user.type(screen.getByLabelText('Password'), 'password-giusta')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your e-mail is not verified yet: open the link we sent you or ask for a new one.',
    )
    await user.click(screen.getByRole('button', { name: 'Send the verification link again' }))
    await waitFor(() =>
      expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent(
        'Too many attempts: please wait a few minutes and try again.',
      ),
    )
  })

  it('says the credentials are invalid for a wrong password, offering no link', async () => {
    const { user } = await openLogin()
    await logIn(user, testUsers.user.email, 'sbagliata')
    expect(await screen.findByRole('alert')).toHaveTextContent('Credenziali non valide')
    expect(
      screen.queryByRole('button', { name: 'Invia di nuovo il link di verifica' }),
    ).not.toBeInTheDocument()
  })

  it('says the login failed on any other refusal', async () => {
    server.use(http.post(`*${AuthPaths.login}`, () => error(500, 'Internal server error')))
    const { user } = await openLogin()
    await logIn(user, testUsers.user.email, 'password-giusta')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Accesso non riuscito: controlla e-mail e password.',
    )
  })

  it('reports an unexpected error when the network fails', async () => {
    server.use(http.post(`*${AuthPaths.login}`, () => HttpResponse.error()))
    const { user } = await openLogin()
    await logIn(user, testUsers.user.email, 'password-giusta')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Si è verificato un errore imprevisto. Riprova più tardi.',
    )
  })

  it('reports an unexpected error when the group cannot be read, and stays logged out', async () => {
    server.use(
      http.get('*/api/user/current-group/:email', () => error(500, 'Internal server error')),
    )
    const { user } = await openLogin()
    await logIn(user, testUsers.user.email, 'password-giusta')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Si è verificato un errore imprevisto. Riprova più tardi.',
    )
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
  })

  it('asks to wait after too many attempts', async () => {
    server.use(http.post(`*${AuthPaths.login}`, () => tooManyRequests()))
    const { user } = await openLogin()
    await logIn(user, testUsers.user.email, 'password-giusta')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Troppi tentativi: attendi qualche minuto e riprova.',
    )
  })

  it('disables the button while the request is on its way', async () => {
    let release: () => void = () => undefined
    server.use(
      http.post(`*${AuthPaths.login}`, async () => {
        await new Promise<void>((resolve) => (release = resolve))
        return error(401, 'Invalid credentials')
      }),
    )
    const { user } = await openLogin()
    await logIn(user, testUsers.user.email, 'password-giusta')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accedi' })).toBeDisabled())
    release()
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Accedi' })).toBeEnabled()
  })

  it('links to the password reset, the registration and home', async () => {
    await openLogin()
    expect(screen.getByRole('link', { name: 'Password dimenticata?' })).toHaveAttribute(
      'href',
      '/resetpassword',
    )
    expect(screen.getByRole('link', { name: 'Crea un account' })).toHaveAttribute(
      'href',
      '/register',
    )
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/')
  })
})
