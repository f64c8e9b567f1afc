import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { adminContentData, type AdminContentData } from '#src/testing/admin-content-data.ts'
import { adminContentHandlers } from '#src/testing/admin-content-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'

/*
 * The admin's paid orders show each order's receipt number, a link to its PDF
 * (docs/product.md#receipts); an order without a receipt says so.
 */

let data: AdminContentData

beforeEach(() => {
  data = adminContentData()
  data.orders[0] = { ...data.orders[0]!, receipt: { id: 7, number: '2026/000012' } }
  server.use(...adminContentHandlers(data))
})

describe('the receipt of each paid order', () => {
  it('shows its number, which downloads its PDF', async () => {
    await renderAppReady('/pannello/ordini', { as: 'admin' })
    const table = await screen.findByRole('table', { name: /Ordini pagati/ })
    const [, first, second] = within(table).getAllByRole('row')
    const link = within(first!).getByRole('link', { name: 'Ricevuta n. 2026/000012 in PDF' })
    expect(link).toHaveTextContent('2026/000012')
    expect(link).toHaveAttribute('href', '/api/receipts/7/pdf')
    expect(link).toHaveAttribute('download')
    expect(within(second!).queryByRole('link', { name: /Ricevuta/ })).toBeNull()
    expect(second).toHaveTextContent('Nessuna')
  })

  it('speaks English', async () => {
    await renderAppReady('/pannello/ordini', { as: 'admin', language: 'en' })
    const table = await screen.findByRole('table')
    expect(within(table).getByRole('columnheader', { name: 'Receipt' })).toBeVisible()
    expect(
      within(table).getByRole('link', { name: 'Receipt no. 2026/000012 as PDF' }),
    ).toHaveAttribute('href', '/api/receipts/7/pdf')
    expect(within(table).getByText('None')).toBeVisible()
  })
})
