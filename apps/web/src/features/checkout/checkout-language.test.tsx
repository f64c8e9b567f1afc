import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { checkoutHandlers, checkoutShop } from '#src/testing/checkout-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'

beforeEach(() => {
  server.use(...checkoutHandlers(checkoutShop({ 'Pizza napoletana': [1450, 150] })))
})

describe('the checkout summary in each language', () => {
  it('writes the amounts the English way on the English site', async () => {
    await renderAppReady('/checkout/course/Pizza-napoletana', { as: 'user', language: 'en' })
    await waitFor(() => expect(screen.getByText('Deposit to pay now')).toBeVisible())
    expect(screen.getByText('€150.00')).toBeVisible()
    expect(screen.getByText('€1,300.00')).toBeVisible()
    const form = await screen.findByRole('form', { name: 'Card details' })
    expect(within(form).getByRole('button', { name: /^Pay €150\.00/ })).toBeVisible()
    expect(screen.queryByText(/150,00/)).not.toBeInTheDocument()
  })

  it('writes them the Italian way on the Italian site', async () => {
    await renderAppReady('/checkout/course/Pizza-napoletana', { as: 'user' })
    await waitFor(() => expect(screen.getByText('Acconto da pagare ora')).toBeVisible())
    expect(screen.getByText('150,00 €')).toBeVisible()
    expect(screen.getByText('1300,00 €')).toBeVisible()
  })
})
