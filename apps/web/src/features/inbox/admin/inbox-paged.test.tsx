import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import { AdminPaths } from '@aula/contract/routes/admin'
import {
  adminContentData,
  contactFixture,
  requestFixture,
  type AdminContentData,
} from '#src/testing/admin-content-data.ts'
import { adminContentHandlers, failing } from '#src/testing/admin-content-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'

let data: AdminContentData

/** 25 contact messages, one a day in March (the 25th the newest), all unread; 3 requests. */
beforeEach(() => {
  data = adminContentData({
    contacts: Array.from({ length: 25 }, (_, index) =>
      contactFixture({
        id: index + 1,
        name: `Mittente ${index + 1}`,
        createdAt: `2026-03-${String(index + 1).padStart(2, '0')}T09:00:00.000Z`,
      }),
    ),
    requests: [1, 2, 3].map((id) =>
      requestFixture({ id, name: `Richiedente${id}`, createdAt: `2026-02-0${id}T09:00:00.000Z` }),
    ),
  })
  server.use(...adminContentHandlers(data))
})

/** The query of each read of the inbox from now on. */
function recordAsked() {
  const asked: Record<string, string>[] = []
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    if (url.pathname === AdminPaths.inbox) asked.push(Object.fromEntries(url.searchParams))
  }
  server.events.on('request:start', listener)
  onTestFinished(() => {
    server.events.removeListener('request:start', listener)
  })
  return asked
}

const senders = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('article')
    .map((message) => within(message).getByText(/^Mittente \d+$/).textContent)

describe('the inbox, a page at a time', () => {
  it('shows twenty messages, newest first, with numbered pages that keep the tab', async () => {
    const asked = recordAsked()
    const { user } = await renderAppReady('/pannello/messaggi', { as: 'admin' })
    await screen.findByRole('button', { name: /Mittente 25/ })
    expect(asked).toContainEqual({ kind: 'contact', page: '1', limit: '20' })
    const panel = screen.getByRole('tabpanel', { name: /Messaggi di contatto/ })
    expect(senders(panel)).toHaveLength(20)
    expect(senders(panel)[0]).toBe('Mittente 25')
    // The count is of every unread message, not only this page's.
    expect(screen.getByRole('tab', { name: /Messaggi di contatto/ })).toHaveTextContent(
      'Non letti: 25',
    )

    const pages = within(panel).getByRole('navigation', { name: 'Pagine' })
    await user.click(within(pages).getByRole('link', { name: 'Pagina 2' }))
    await screen.findByRole('button', { name: /Mittente 5\b/ })
    expect(asked).toContainEqual({ kind: 'contact', page: '2', limit: '20' })
    expect(senders(panel)).toEqual([
      'Mittente 5',
      'Mittente 4',
      'Mittente 3',
      'Mittente 2',
      'Mittente 1',
    ])
    expect(within(panel).getByRole('list', { name: 'Pagina 2 di 2' })).toHaveFocus()

    // Reading a message on page 2 lowers the count of the whole list.
    await user.click(screen.getByRole('button', { name: /Mittente 3\b/ }))
    expect(await screen.findByRole('button', { name: 'Segna come non letto' })).toBeVisible()
    expect(screen.getByRole('tab', { name: /Messaggi di contatto/ })).toHaveTextContent(
      'Non letti: 24',
    )
  })

  it('opens the requests from their first page, and keeps the tab in the address', async () => {
    const asked = recordAsked()
    const { user } = await renderAppReady('/pannello/messaggi?pagina=2', { as: 'admin' })
    await screen.findByRole('button', { name: /Mittente 5\b/ })
    const contacts = screen.getByRole('tab', { name: /Messaggi di contatto/ })
    contacts.focus()
    await user.keyboard('{ArrowRight}')
    const requests = screen.getByRole('tab', { name: /Richieste di informazioni/ })
    expect(requests).toHaveFocus()
    // The tabs and their counts stay while the requests come.
    expect(requests).toHaveTextContent('Non letti: 3')
    const panel = screen.getByRole('tabpanel', { name: /Richieste di informazioni/ })
    expect(await within(panel).findAllByRole('article')).toHaveLength(3)
    expect(asked.at(-1)).toEqual({ kind: 'request', page: '1', limit: '20' })
    expect(within(panel).getAllByRole('article')[0]).toHaveTextContent('Richiedente3')
    expect(within(panel).queryByRole('navigation')).not.toBeInTheDocument()
  })

  it('opens the requests tab from the address', async () => {
    await renderAppReady('/pannello/messaggi?elenco=richieste', { as: 'admin' })
    const panel = await screen.findByRole('tabpanel', { name: /Richieste di informazioni/ })
    expect(await within(panel).findAllByRole('article')).toHaveLength(3)
    expect(screen.getByRole('tab', { name: /Richieste/ })).toHaveAttribute('aria-selected', 'true')
  })

  it('says a page past the last does not exist, and leads back to the first', async () => {
    const { user } = await renderAppReady('/pannello/messaggi?pagina=7', { as: 'admin' })
    expect(await screen.findByText("Questa pagina non esiste: l'elenco ha 2 pagine.")).toBeVisible()
    expect(screen.queryByText('Nessun messaggio di contatto.')).not.toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Vai alla pagina 1' }))
    expect(await screen.findByRole('button', { name: /Mittente 25/ })).toBeVisible()
  })

  it('says so in English too, keeping the tab', async () => {
    await renderAppReady('/pannello/messaggi?elenco=richieste&pagina=2', {
      as: 'admin',
      language: 'en',
    })
    expect(
      await screen.findByText('This page does not exist: the list has only one page.'),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Go to page 1' })).toHaveAttribute(
      'href',
      '/pannello/messaggi?elenco=richieste',
    )
  })

  it('offers to try again when a page cannot be loaded', async () => {
    server.use(failing('get', AdminPaths.inbox, 403, 'Forbidden'))
    await renderAppReady('/pannello/messaggi', { as: 'admin' })
    expect(await screen.findByRole('button', { name: 'Riprova' })).toBeVisible()
    expect(screen.getByRole('tab', { name: /Messaggi di contatto/ })).toBeVisible()
  })
})
