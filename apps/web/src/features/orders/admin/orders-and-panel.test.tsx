import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  adminContentData,
  orderFixture,
  type AdminContentData,
} from '#src/testing/admin-content-data.ts'
import { adminContentHandlers, failing } from '#src/testing/admin-content-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'
import { testUsers } from '#src/testing/users.ts'

let data: AdminContentData

beforeEach(() => {
  data = adminContentData()
  server.use(...adminContentHandlers(data))
})

describe('the paid orders', () => {
  it('lists who paid what, in euros and Italian dates, with the total', async () => {
    const seen = recordRequests()
    await renderAppReady('/pannello/ordini', { as: 'admin' })
    const table = await screen.findByRole('table', { name: 'Ordini pagati: 2, dal più recente.' })
    expect(seen.find((r) => r.path === '/api/paidcourses/')?.authorization).toBe(
      `Bearer ${testUsers.admin.token}`,
    )
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Cliente',
      'E-mail',
      'Corso',
      'Tipo',
      'Importo',
      'Pagamento',
      'Data',
      'Stato',
      'Ricevuta',
    ])
    const [, sara, mario, total] = within(table).getAllByRole('row')
    expect(
      within(sara!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'sara@example.com',
      'Pizza napoletana STG',
      'Corso in presenza',
      '150,00\u00a0€',
      'Acconto',
      '12/03/2026, 16:20',
      'Pagato',
      'Nessuna',
    ])
    expect(within(sara!).getByRole('rowheader')).toHaveTextContent('Sara Neri')
    expect(mario).toHaveTextContent('Videocorso')
    expect(mario).toHaveTextContent('Intero')
    expect(mario).toHaveTextContent('39,00 €')
    expect(total).toHaveTextContent('Totale')
    expect(total).toHaveTextContent('189,00 €')
  })

  it('marks a payment for a course the buyer already had as to refund, outside the total', async () => {
    data.orders.unshift(
      orderFixture({
        id: 3,
        name: 'Sara Neri',
        title: 'Pizza napoletana STG',
        amount: 150,
        charge: 'deposit',
        paidAt: '2026-03-12T15:21:00.000Z',
        refund: { requestedAt: '2026-03-12T15:21:05.000Z' },
      }),
      orderFixture({
        id: 4,
        name: 'Mario Gialli',
        title: 'Pizza in teglia alla romana',
        type: 'onlinecourse',
        amount: 39,
        paidAt: '2026-03-13T09:00:00.000Z',
        refund: { requestedAt: null },
      }),
    )
    await renderAppReady('/pannello/ordini', { as: 'admin' })
    const table = await screen.findByRole('table', { name: 'Ordini pagati: 4, dal più recente.' })
    const [, requested, refused, sale, , total] = within(table).getAllByRole('row')
    expect(requested).toHaveTextContent('Da rimborsare')
    expect(requested).toHaveTextContent(
      'Pagamento doppio: rimborso chiesto al servizio di pagamento il 12/03/2026, 16:21.',
    )
    expect(refused).toHaveTextContent('Da rimborsare')
    expect(refused).toHaveTextContent('non ha ancora accettato il rimborso')
    expect(sale).toHaveTextContent('Pagato')
    expect(sale).not.toHaveTextContent('Da rimborsare')
    expect(total).toHaveTextContent('189,00 €')
  })

  it('reads "To refund" in English', async () => {
    data.orders.unshift(
      orderFixture({
        id: 3,
        name: 'Sara Neri',
        title: 'Pizza napoletana STG',
        amount: 150,
        refund: { requestedAt: '2026-03-12T15:21:05.000Z' },
      }),
    )
    await renderAppReady('/pannello/ordini', { as: 'admin', language: 'en' })
    const table = await screen.findByRole('table')
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeVisible()
    expect(await within(table).findByText('To refund')).toBeVisible()
    expect(within(table).getAllByText('Paid')).toHaveLength(2)
  })

  it('says when nothing was sold yet', async () => {
    data.orders.splice(0)
    await renderAppReady('/pannello/ordini', { as: 'admin' })
    expect(await screen.findByText('Nessun ordine pagato finora.')).toBeVisible()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('offers to try again when the orders cannot be loaded', async () => {
    server.use(failing('get', '/api/paidcourses/', 403, 'Forbidden'))
    await renderAppReady('/pannello/ordini', { as: 'admin' })
    expect(await screen.findByRole('button', { name: 'Riprova' })).toBeVisible()
  })
})

describe('the admin panel', () => {
  it('has a tile for every task, with the work waiting on them', async () => {
    const asked: URL[] = []
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      if (/\/api\/admin\/(reviews\/pending|inbox)$/.test(url.pathname)) asked.push(url)
    })
    const { user } = await renderAppReady('/pannello', { as: 'admin' })
    expect(
      await screen.findByRole('heading', { name: 'Pannello di amministrazione' }),
    ).toBeVisible()
    const tiles = {
      'Aggiungi formatore': '/aggiungiistruttore',
      'Aggiungi corso': '/aggiungicorso',
      'Aggiungi videocorso': '/aggiungivideocorso',
      'Aggiungi articolo': '/aggiungiarticolo',
      'Aggiungi FAQ': '/aggiungifaq',
      'Clienti: prelievi e documenti': '/visualizzaclienti',
      'Aggiungi argomento': '/aggiungiargomento',
      'Invia newsletter': '/invianewsletter',
      'Recensioni da approvare': '/pannello/recensioni',
      'Messaggi e richieste': '/pannello/messaggi',
      'Corsi pagati': '/pannello/ordini',
    }
    for (const [name, href] of Object.entries(tiles)) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href)
    }
    // Two reviews wait; Marta's message and Giorgio's request are unread.
    expect(
      await screen.findByRole('link', {
        name: 'Recensioni da approvare',
        description: /Da approvare: 2/,
      }),
    ).toBeVisible()
    expect(
      await screen.findByRole('link', {
        name: 'Messaggi e richieste',
        description: /Non letti: 2/,
      }),
    ).toBeVisible()
    // The counts come with a page of one item: the panel never reads the whole lists.
    expect(asked.length).toBeGreaterThan(0)
    for (const url of asked) expect(url.searchParams.get('limit'), url.pathname).toBe('1')

    await user.click(screen.getByRole('link', { name: 'Corsi pagati' }))
    expect(await screen.findByRole('heading', { name: 'Corsi pagati' })).toBeVisible()
  })

  it('shows the tiles even when the counts cannot be read', async () => {
    server.use(
      failing('get', '/api/admin/reviews/pending', 403, 'Forbidden'),
      failing('get', '/api/admin/inbox', 403, 'Forbidden'),
    )
    await renderAppReady('/pannello', { as: 'admin' })
    expect(await screen.findByRole('link', { name: 'Recensioni da approvare' })).toBeVisible()
    expect(screen.queryByText(/Da approvare:/)).not.toBeInTheDocument()
  })
})
