import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp, renderAppReady } from '#src/testing/render-app.tsx'
import { checkoutHandlers, checkoutShop } from '#src/testing/checkout-handlers.ts'
import { recordRequests, server } from '#src/testing/server.ts'

const path = () => window.location.pathname
const heading = (name: string) => screen.findByRole('heading', { level: 1, name })

describe('pages for logged-in people', () => {
  it.each(['/utente', '/changepassword', '/checkout/course/Corso-base-di-pizzaiolo'])(
    'send a visitor from %s to the login page',
    async (start) => {
      await renderAppReady(start)
      expect(await heading('Accedi')).toBeInTheDocument()
      expect(path()).toBe('/login')
    },
  )

  it('open for a logged-in user once the session is confirmed', async () => {
    await renderAppReady('/utente', { as: 'user' })
    expect(await heading('Il tuo profilo')).toBeInTheDocument()
    expect(path()).toBe('/utente')
  })

  it('show the checkout with the title the address carries, hyphens as spaces', async () => {
    const seen = recordRequests()
    server.use(...checkoutHandlers(checkoutShop({ 'Impasti a lunga lievitazione': [59, null] })))
    await renderAppReady('/checkout/onlinecourse/Impasti-a-lunga-lievitazione', { as: 'user' })
    expect(await heading('Paga con carta di credito/debito')).toBeInTheDocument()
    expect(await screen.findByText('Impasti a lunga lievitazione')).toBeVisible()
    expect(seen.find((r) => r.path === '/api/create-checkout')?.body).toMatchObject({
      title: 'Impasti a lunga lievitazione',
      type: 'online',
    })
  })

  it('wait for the start-up check instead of redirecting too early', async () => {
    renderApp('/utente', { as: 'user' })
    // Before the server has answered, neither the page nor the login form is shown.
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento…')
    expect(screen.queryByRole('heading', { name: 'Accedi' })).not.toBeInTheDocument()
    expect(await heading('Il tuo profilo')).toBeInTheDocument()
  })
})

describe('login and registration', () => {
  it.each(['/login', '/register'])('send someone already logged in from %s home', async (start) => {
    await renderAppReady(start, { as: 'user' })
    await waitFor(() => expect(path()).toBe('/'))
    expect(await heading('Impara il mestiere con le mani in pasta')).toBeInTheDocument()
  })

  it('are open to visitors', async () => {
    await renderAppReady('/register')
    expect(await heading('Crea il tuo account')).toBeInTheDocument()
  })
})

describe('admin pages', () => {
  it('send a visitor to the login page without loading the admin area', async () => {
    const { app } = await renderAppReady('/pannello')
    expect(await heading('Accedi')).toBeInTheDocument()
    expect(path()).toBe('/login')
    const ids = JSON.stringify(app.router.routes, ['id', 'children'])
    expect(ids).not.toContain('"admin"')
  })

  it.each(['/pannello', '/aggiungivideocorso', '/modifica-corso/Pizza-in-teglia'])(
    'send a logged-in user who is not an admin away from %s',
    async (start) => {
      await renderAppReady(start, { as: 'user' })
      await waitFor(() => expect(path()).toBe('/'))
    },
  )

  it('send non-admins from the client screen home', async () => {
    await renderAppReady('/visualizzaclienti')
    await waitFor(() => expect(path()).toBe('/'))
  })

  it('open for an admin, who sees the panel link in the header', async () => {
    const { user } = await renderAppReady('/', { as: 'admin' })
    const menu = screen.getByRole('navigation', { name: 'Menu principale' }).parentElement!
    const panelLink = await within(menu).findByRole('link', { name: 'Pannello' })
    await user.click(panelLink)
    expect(await heading('Pannello di amministrazione')).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Aggiungi corso' }))
    expect(await heading('Aggiungi corso')).toBeInTheDocument()
    expect(path()).toBe('/aggiungicorso')
  })

  it('open an edit page straight from its address for an admin', async () => {
    const { app } = await renderAppReady('/modifica-corso/Pizza-in-teglia', { as: 'admin' })
    expect(await heading('Modifica corso: Pizza in teglia')).toBeInTheDocument()
    expect(JSON.stringify(app.router.routes, ['id', 'children'])).toContain('"admin"')
  })

  it('do not show the panel link to a user who is not an admin', async () => {
    await renderAppReady('/', { as: 'user' })
    expect(await screen.findByRole('link', { name: 'Profilo' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Pannello' })).not.toBeInTheDocument()
  })
})
