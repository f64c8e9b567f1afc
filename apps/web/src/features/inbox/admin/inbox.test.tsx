import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { ADMIN_PRIVATE_TOKEN } from '#src/testing/admin-handlers.ts'
import { adminContentData, type AdminContentData } from '#src/testing/admin-content-data.ts'
import { adminContentHandlers, failing } from '#src/testing/admin-content-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'
import { testUsers } from '#src/testing/users.ts'

let data: AdminContentData

beforeEach(() => {
  data = adminContentData()
  server.use(...adminContentHandlers(data))
})

/** The toggle button that opens a message, named by what it shows. */
const messageButtons = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('button', { expanded: false })
    .concat(within(panel).queryAllByRole('button', { expanded: true }))

describe('the inbox', () => {
  it('shows the contact messages newest first, with the unread ones marked in words', async () => {
    const seen = recordRequests()
    await renderAppReady('/pannello/messaggi', { as: 'admin' })
    const contacts = await screen.findByRole('tab', { name: /Messaggi di contatto/ })
    expect(contacts).toHaveAttribute('aria-selected', 'true')
    await screen.findByRole('button', { name: /Luca Verdi/ })
    expect(contacts).toHaveTextContent('Non letti: 1')
    expect(screen.getByRole('tab', { name: /Richieste di informazioni/ })).toHaveTextContent(
      'Non letti: 1',
    )
    expect(seen.find((r) => r.path === '/api/admin/inbox')?.authorization).toBe(
      `Bearer ${testUsers.admin.token}`,
    )

    const panel = screen.getByRole('tabpanel', { name: /Messaggi di contatto/ })
    const [first, second] = messageButtons(panel)
    // Luca wrote on 5 March, Marta on 1 March.
    expect(first).toHaveTextContent('Luca Verdi')
    expect(first).not.toHaveTextContent('Non letto')
    expect(second).toHaveTextContent('Marta Bianchi')
    expect(second).toHaveTextContent('Non letto')
    expect(second).toHaveTextContent('01/03/2026')
  })

  it('opens a message in full, marks it read and offers a reply by e-mail', async () => {
    const seen = recordRequests()
    const { user } = await renderAppReady('/pannello/messaggi', { as: 'admin' })
    const marta = await screen.findByRole('button', { name: /Marta Bianchi/ })
    await user.click(marta)
    expect(marta).toHaveAttribute('aria-expanded', 'true')
    const region = screen.getByRole('region', { name: /Marta Bianchi/ })
    expect(within(region).getByText('Buongiorno, sono Marta Bianchi.')).toBeVisible()
    expect(within(region).getByText('marta@example.com')).toBeVisible()
    expect(within(region).getByText('Donna')).toBeVisible()
    expect(
      within(region).getByRole('link', { name: 'Rispondi a Marta Bianchi via e-mail' }),
    ).toHaveAttribute('href', expect.stringMatching(/^mailto:marta@example\.com\?subject=/))

    expect(
      await within(region).findByRole('button', { name: 'Segna come non letto' }),
    ).toBeVisible()
    expect(marta).not.toHaveTextContent('Non letto')
    expect(screen.getByRole('tab', { name: /Messaggi di contatto/ })).not.toHaveTextContent(
      'Non letti',
    )
    expect(seen.filter((r) => r.path === '/api/admin/inbox/read')).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/inbox/read',
        authorization: `Bearer ${ADMIN_PRIVATE_TOKEN}`,
        body: { kind: 'contact', id: 1, read: true },
      },
    ])

    await user.click(within(region).getByRole('button', { name: 'Segna come non letto' }))
    expect(await within(region).findByRole('button', { name: 'Segna come letto' })).toBeVisible()
    expect(marta).toHaveTextContent('Non letto')
    expect(data.contacts.find((message) => message.id === 1)?.read).toBe(false)
  })

  it('shows the information requests in their own tab, reached with the arrow keys', async () => {
    const { user } = await renderAppReady('/pannello/messaggi', { as: 'admin' })
    const contacts = await screen.findByRole('tab', { name: /Messaggi di contatto/ })
    contacts.focus()
    await user.keyboard('{ArrowRight}')
    const requests = screen.getByRole('tab', { name: /Richieste di informazioni/ })
    expect(requests).toHaveFocus()
    expect(requests).toHaveAttribute('aria-selected', 'true')
    const panel = screen.getByRole('tabpanel', { name: /Richieste di informazioni/ })
    await user.click(await within(panel).findByRole('button', { name: /Giorgio Rossi/ }))
    const region = screen.getByRole('region', { name: /Giorgio Rossi/ })
    expect(within(region).getByText('Pizza napoletana STG')).toBeVisible()
    expect(within(region).getByText('Aprire una pizzeria')).toBeVisible()
    expect(within(region).getByText('1500,00 €')).toBeVisible()
    expect(within(region).getByText('14/05/1990')).toBeVisible()
  })

  it('says when marking fails', async () => {
    server.use(failing('put', '/api/admin/inbox/read', 500))
    const { user } = await renderAppReady('/pannello/messaggi', { as: 'admin' })
    await user.click(await screen.findByRole('button', { name: /Marta Bianchi/ }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non è stato possibile aggiornare il messaggio. Riprova.',
    )
    expect(screen.getByRole('button', { name: /Marta Bianchi/ })).toHaveTextContent('Non letto')
  })

  it('says when a tab is empty', async () => {
    data.contacts.splice(0)
    data.requests.splice(0)
    const { user } = await renderAppReady('/pannello/messaggi', { as: 'admin' })
    expect(await screen.findByText('Nessun messaggio di contatto.')).toBeVisible()
    await user.click(screen.getByRole('tab', { name: /Richieste di informazioni/ }))
    expect(await screen.findByText('Nessuna richiesta di informazioni.')).toBeVisible()
  })
})
