import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { AuthPaths } from '@aula/contract/routes/auth'
import { renderAppReady, type TestUser } from '#src/testing/render-app.tsx'
import { checkoutHandlers, checkoutShop } from '#src/testing/checkout-handlers.ts'
import { recordRequests, server } from '#src/testing/server.ts'
import { testUsers } from '#src/testing/users.ts'

const heading = (name: string) => screen.findByRole('heading', { level: 1, name })

async function logIn(user: TestUser) {
  await heading('Accedi')
  await user.type(screen.getByLabelText('E-mail'), testUsers.user.email)
  await user.type(screen.getByLabelText('Password'), 'password-giusta')
  await user.click(screen.getByRole('button', { name: 'Accedi' }))
}

/** Fills in the registration form as Gino Bianchi (gino@example.com) and sends it. */
async function register(user: TestUser) {
  await heading('Crea il tuo account')
  await user.type(screen.getByLabelText('Nome e cognome'), 'Gino Bianchi')
  await user.type(screen.getByLabelText('E-mail'), 'gino@example.com')
  await user.type(screen.getByLabelText('Password'), 'una password lunga')
  await user.type(screen.getByLabelText('Conferma password'), 'una password lunga')
  await user.type(screen.getByLabelText('Codice invito'), 'MARIO2026')
  await user.click(screen.getByRole('button', { name: 'Registrati' }))
}

const CHECKOUT = '/checkout/onlinecourse/Impasti-a-lunga-lievitazione'

describe('signing in from a page', () => {
  it('the header links to the login and registration with the page to come back to', async () => {
    await renderAppReady('/corsi?mese=2026-11')
    const banner = screen.getByRole('banner')
    const next = encodeURIComponent('/corsi?mese=2026-11')
    expect(await within(banner).findByRole('link', { name: 'Accedi' })).toHaveAttribute(
      'href',
      `/login?next=${next}`,
    )
    expect(within(banner).getByRole('link', { name: 'Registrati' })).toHaveAttribute(
      'href',
      `/register?next=${next}`,
    )
  })

  it('a visitor sent from the checkout to the login comes back to the checkout', async () => {
    server.use(...checkoutHandlers(checkoutShop({ 'Impasti a lunga lievitazione': [59, null] })))
    const { user } = await renderAppReady(CHECKOUT)
    await heading('Accedi')
    expect(window.location.pathname).toBe('/login')
    expect(new URLSearchParams(window.location.search).get('next')).toBe(CHECKOUT)

    await logIn(user)
    expect(await heading('Paga con carta di credito/debito')).toBeInTheDocument()
    expect(window.location.pathname).toBe(CHECKOUT)
  })

  it('the login page passes the page on to the registration', async () => {
    await renderAppReady(`/login?next=${encodeURIComponent('/utente')}`)
    await heading('Accedi')
    expect(screen.getByRole('link', { name: 'Crea un account' })).toHaveAttribute(
      'href',
      `/register?next=${encodeURIComponent('/utente')}`,
    )
  })

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '/\t/evil.example',
    'javascript:alert(1)',
  ])('ignores a page of another site (%s) and goes home', async (next) => {
    const { user } = await renderAppReady(`/login?next=${encodeURIComponent(next)}`)
    await logIn(user)
    expect(await heading('Impara il mestiere con le mani in pasta')).toBeInTheDocument()
    expect(window.location.pathname).toBe('/')
    expect(window.location.host).toBe('localhost:3000')
  })

  it('sends someone already signed in straight to the page', async () => {
    await renderAppReady(`/login?next=${encodeURIComponent('/utente')}`, { as: 'user' })
    expect(await heading('Il tuo profilo')).toBeInTheDocument()
    expect(window.location.pathname).toBe('/utente')
  })
})

describe('registering from a page', () => {
  it('sends the page to the server, which puts it into the verification link', async () => {
    const requests = recordRequests()
    const { user } = await renderAppReady(`/register?next=${encodeURIComponent(CHECKOUT)}`)
    await register(user)
    expect(await screen.findByRole('status')).toHaveTextContent('Registrazione quasi completata!')
    const sent = requests.find((r) => r.path === AuthPaths.generateToken)
    expect(sent?.body).toMatchObject({ email: 'gino@example.com', next: CHECKOUT })
  })

  it('does not send a page of another site', async () => {
    const requests = recordRequests()
    const { user } = await renderAppReady(`/register?next=${encodeURIComponent('//evil.example')}`)
    await register(user)
    await screen.findByRole('status')
    const sent = requests.find((r) => r.path === AuthPaths.generateToken)
    expect(sent?.body).not.toHaveProperty('next')
  })

  it('after verifying, the login opens the page registration started from', async () => {
    server.use(
      http.post(`*${AuthPaths.register}`, () => HttpResponse.json({ message: 'Success' as const })),
    )
    const { user } = await renderAppReady(
      `/verifica-registrazione/abc123?next=${encodeURIComponent('/utente')}`,
    )
    const toLogin = await screen.findByRole('link', { name: "Vai all'accesso" })
    expect(toLogin).toHaveAttribute('href', `/login?next=${encodeURIComponent('/utente')}`)
    await user.click(toLogin)
    await logIn(user)
    expect(await heading('Il tuo profilo')).toBeInTheDocument()
    await waitFor(() => expect(window.location.pathname).toBe('/utente'))
  })
})
