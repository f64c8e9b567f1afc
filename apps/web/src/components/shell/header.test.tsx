import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AuthPaths } from '@aula/contract/routes/auth'
import { LANGUAGE_STORAGE_KEY } from '#src/lib/i18n.ts'
import { SESSION_STORAGE_KEY } from '#src/lib/session.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { recordRequests } from '#src/testing/server.ts'
import { testUsers } from '#src/testing/users.ts'

const banner = () => screen.getByRole('banner')

describe('the header', () => {
  it('links to every main section', async () => {
    await renderAppReady('/')
    const nav = screen.getByRole('navigation', { name: 'Menu principale' })
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')])
    expect(links).toEqual([
      ['Home', '/'],
      ['Chi siamo', '/chisiamo'],
      ['Servizi', '/servizi'],
      ['Corsi', '/corsi'],
      ['Videocorsi', '/videocorsi'],
      ['Formatori', '/formatori'],
      ['Articoli', '/articoli'],
      ['Contatti', '/contatti'],
      ['Calendario', '/calendario'],
    ])
  })

  it('marks the current page and shows its title', async () => {
    const { user } = await renderAppReady('/')
    const nav = screen.getByRole('navigation', { name: 'Menu principale' })
    await user.click(within(nav).getByRole('link', { name: 'Formatori' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'I nostri formatori' }),
    ).toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: 'Formatori' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(document.title).toBe('I nostri formatori | Aula')
  })

  it('opens and closes the menu with its toggle and with Escape', async () => {
    const { user } = await renderAppReady('/')
    const toggle = screen.getByRole('button', { name: 'Menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(
      screen.getByRole('navigation', { name: 'Menu principale' }),
    )
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    await user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })

  it('folds the menu after moving to another page', async () => {
    const { user } = await renderAppReady('/')
    const toggle = screen.getByRole('button', { name: 'Menu' })
    await user.click(toggle)
    await user.click(screen.getByRole('link', { name: 'Servizi' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Servizi' })).toBeInTheDocument()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    // Coming back to the page it was opened on does not open it again.
    await user.click(screen.getByRole('link', { name: 'Aula, pagina iniziale' }))
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Impara il mestiere con le mani in pasta',
      }),
    ).toBeInTheDocument()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('offers login and registration to visitors', async () => {
    await renderAppReady('/')
    expect(within(banner()).getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/login')
    expect(within(banner()).getByRole('link', { name: 'Registrati' })).toHaveAttribute(
      'href',
      '/register',
    )
    expect(within(banner()).queryByRole('link', { name: 'Profilo' })).not.toBeInTheDocument()
  })

  it('shows a logged-in user the profile icon and a logout button', async () => {
    await renderAppReady('/', { as: 'user' })
    expect(await within(banner()).findByRole('link', { name: 'Profilo' })).toHaveAttribute(
      'href',
      '/utente',
    )
    expect(within(banner()).getByRole('button', { name: 'Esci' })).toBeInTheDocument()
    expect(within(banner()).queryByRole('link', { name: 'Accedi' })).not.toBeInTheDocument()
  })

  it('logs out: tells the server, clears the session and goes home', async () => {
    const requests = recordRequests()
    const { user } = await renderAppReady('/utente', { as: 'user' })
    await screen.findByRole('heading', { level: 1, name: 'Il tuo profilo' })
    await user.click(within(banner()).getByRole('button', { name: 'Esci' }))

    expect(await within(banner()).findByRole('link', { name: 'Accedi' })).toBeInTheDocument()
    await waitFor(() => expect(window.location.pathname).toBe('/'))
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
    expect(requests.find((r) => r.path === AuthPaths.logout)).toMatchObject({
      method: 'POST',
      authorization: `Bearer ${testUsers.user.token}`,
    })
  })

  it('has a skip link to the content', async () => {
    await renderAppReady('/')
    const skip = screen.getByRole('link', { name: 'Vai al contenuto' })
    expect(skip).toHaveAttribute('href', '#main-content')
    expect(document.getElementById('main-content')).toBe(screen.getByRole('main'))
  })
})

describe('the language switch', () => {
  it('starts in Italian', async () => {
    await renderAppReady('/')
    expect(document.documentElement.lang).toBe('it')
    expect(screen.getByRole('button', { name: 'IT' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('switches to English, sets the page language and remembers the choice', async () => {
    const { user } = await renderAppReady('/corsi')
    await user.click(
      within(screen.getByRole('group', { name: 'Lingua' })).getByRole('button', { name: 'EN' }),
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'In-person courses' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true')
    expect(document.documentElement.lang).toBe('en')
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en')
  })

  it('restores the stored choice on load', async () => {
    await renderAppReady('/', { language: 'en' })
    expect(document.documentElement.lang).toBe('en')
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument()
  })
})

describe('the chat button', () => {
  it('links to WhatsApp with the digits of the school number', async () => {
    await renderAppReady('/')
    const chat = screen.getByRole('link', { name: 'Scrivici su WhatsApp' })
    expect(chat).toHaveAttribute('href', 'https://wa.me/393331234567')
    expect(chat).toHaveAttribute('rel', expect.stringContaining('noopener'))
  })
})
