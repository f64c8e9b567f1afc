import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { CheckoutPaths } from '@aula/contract/checkout'
import { EditionMessages } from '@aula/contract/editions'
import { checkoutHandlers, checkoutShop } from '#src/testing/checkout-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'

/*
 * The checkout of one edition of an in-person course (docs/product.md#editions): the
 * edition the course page's link names is sent, and a sold-out one is said so, with the way
 * back to the course.
 */

beforeEach(() => {
  server.use(...checkoutHandlers(checkoutShop({ 'Pizza napoletana': [450, 150] })))
})

describe('the checkout of an edition', () => {
  it('sends the edition named in the address', async () => {
    const seen = recordRequests()
    await renderAppReady('/checkout/course/Pizza-napoletana?edizione=11', { as: 'user' })
    expect(await screen.findByText('Acconto da pagare ora')).toBeVisible()
    await waitFor(() =>
      expect(seen.find((r) => r.path === CheckoutPaths.create)?.body).toMatchObject({
        title: 'Pizza napoletana',
        type: 'physical',
        edition: 11,
      }),
    )
  })

  it('says the edition is sold out and leads back to the course', async () => {
    server.use(
      http.post(`*${CheckoutPaths.create}`, () =>
        HttpResponse.json({ message: EditionMessages.soldOut }, { status: 409 }),
      ),
    )
    await renderAppReady('/checkout/course/Pizza-napoletana?edizione=12', { as: 'user' })
    expect(
      await screen.findByText(/Esaurito: non ci sono più posti per questa edizione/),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Torna al corso' })).toHaveAttribute(
      'href',
      '/course/Pizza-napoletana',
    )
  })
})
