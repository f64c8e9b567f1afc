import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import { AdminPaths } from '@aula/contract/routes/admin'
import {
  adminContentData,
  orderFixture,
  type AdminContentData,
} from '#src/testing/admin-content-data.ts'
import { adminContentHandlers } from '#src/testing/admin-content-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'

let data: AdminContentData

/** 25 orders of 10 € each, the newest first; two of them are duplicates to refund. */
beforeEach(() => {
  data = adminContentData({
    orders: Array.from({ length: 25 }, (_, index) =>
      orderFixture({
        id: 100 - index,
        name: `Cliente ${index + 1}`,
        title: 'Pizza in teglia alla romana',
        amount: 10,
        paidAt: new Date(Date.UTC(2026, 2, 28, 12 - index / 5, 0)).toISOString(),
        refund: index === 3 || index === 22 ? { requestedAt: null } : null,
      }),
    ),
  })
  server.use(...adminContentHandlers(data))
})

/** The query of each read of the orders from now on. */
function recordAsked() {
  const asked: Record<string, string>[] = []
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    if (url.pathname === AdminPaths.paidCourses) asked.push(Object.fromEntries(url.searchParams))
  }
  server.events.on('request:start', listener)
  onTestFinished(() => {
    server.events.removeListener('request:start', listener)
  })
  return asked
}

const rowHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent)
    .filter((text) => text !== 'Totale di tutti gli ordini')

describe('the paid orders, a page at a time', () => {
  it('shows twenty orders, the total of every sale, and numbered pages', async () => {
    const asked = recordAsked()
    const { user } = await renderAppReady('/pannello/ordini', { as: 'admin' })
    const table = await screen.findByRole('table', {
      name: 'Ordini pagati: 25, dal più recente. Pagina 1 di 2.',
    })
    expect(asked).toEqual([{ page: '1', limit: '20' }])
    expect(rowHeaders(table)).toHaveLength(20)
    expect(rowHeaders(table)[0]).toBe('Cliente 1')
    // 23 sales of 10 €: the duplicates are not sales, on this page or the next.
    const total = within(table).getByRole('row', { name: /Totale di tutti gli ordini/ })
    expect(total).toHaveTextContent('230,00 €')

    const pages = screen.getByRole('navigation', { name: 'Pagine' })
    await user.click(within(pages).getByRole('link', { name: 'Pagina 2' }))
    const second = await screen.findByRole('table', {
      name: 'Ordini pagati: 25, dal più recente. Pagina 2 di 2.',
    })
    expect(asked.at(-1)).toEqual({ page: '2', limit: '20' })
    expect(rowHeaders(second)).toEqual([
      'Cliente 21',
      'Cliente 22',
      'Cliente 23',
      'Cliente 24',
      'Cliente 25',
    ])
    expect(within(second).getByRole('row', { name: /Cliente 23/ })).toHaveTextContent(
      'Da rimborsare',
    )
    expect(within(second).getByRole('row', { name: /Totale/ })).toHaveTextContent('230,00 €')
    // The focus follows the turn of the page, to the table that names its page.
    expect(screen.getByRole('region', { name: /Pagina 2 di 2/ })).toHaveFocus()
    expect(
      within(screen.getByRole('navigation', { name: 'Pagine' })).getByRole('link', {
        name: 'Pagina precedente',
      }),
    ).toHaveAttribute('href', '/pannello/ordini')
  })

  it('turns the page with the keyboard alone', async () => {
    const { user } = await renderAppReady('/pannello/ordini', { as: 'admin' })
    await screen.findByRole('table')
    const next = within(screen.getByRole('navigation', { name: 'Pagine' })).getByRole('link', {
      name: 'Pagina successiva',
    })
    next.focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('table', { name: /Pagina 2 di 2/ })).toBeVisible()
  })

  it('says a page past the last does not exist, and leads back to the first', async () => {
    const { user } = await renderAppReady('/pannello/ordini?pagina=9', { as: 'admin' })
    expect(await screen.findByText("Questa pagina non esiste: l'elenco ha 2 pagine.")).toBeVisible()
    expect(screen.queryByText('Nessun ordine pagato finora.')).not.toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Vai alla pagina 1' }))
    expect(await screen.findByRole('table', { name: /Pagina 1 di 2/ })).toBeVisible()
  })

  it('says the same in English', async () => {
    await renderAppReady('/pannello/ordini?pagina=3', { as: 'admin', language: 'en' })
    expect(await screen.findByText('This page does not exist: the list has 2 pages.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Go to page 1' })).toHaveAttribute(
      'href',
      '/pannello/ordini',
    )
  })
})
