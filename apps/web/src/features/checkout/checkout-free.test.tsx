import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  checkoutHandlers,
  checkoutShop,
  type CheckoutShop,
} from '#src/testing/checkout-handlers.ts'
import { checkoutCouponHandlers } from '#src/testing/checkout-coupon-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'

/*
 * A discount code that covers the whole payment (docs/product.md#coupons): the order is
 * complete as the checkout opens, so the page shows the success and the way to the course,
 * without the card form.
 */

const TEGLIA = 'Pizza in teglia'

let shop: CheckoutShop
beforeEach(() => {
  shop = checkoutShop({ [TEGLIA]: [49.99, null], 'Pizza napoletana': [300, 100] })
  server.use(...checkoutCouponHandlers(shop, { GRATIS: 100 }), ...checkoutHandlers(shop))
})

describe('a code that covers the whole payment', () => {
  it('shows the enrolment done and the way to the lessons, without the card form', async () => {
    const seen = recordRequests()
    const { user } = await renderAppReady('/checkout/onlinecourse/Pizza-in-teglia', { as: 'user' })
    await screen.findByRole('button', { name: /^Paga 49,99\s€$/ })
    await user.type(screen.getByRole('textbox', { name: 'Hai un codice sconto?' }), 'gratis')
    await user.click(screen.getByRole('button', { name: 'Applica' }))

    expect(
      await screen.findByText(
        "Iscrizione completata: il codice sconto copre l'intero importo, non paghi nulla.",
      ),
    ).toBeVisible()
    expect(screen.getByText('Ti abbiamo inviato la conferma via e-mail.')).toBeVisible()
    const lessons = screen.getByRole('link', { name: 'Vai al videocorso' })
    expect(lessons).toHaveAttribute('href', expect.stringMatching(/Pizza-in-teglia/))
    expect(screen.queryByRole('form', { name: 'Dati della carta' })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Paga/ })).toBeNull()
    expect(screen.queryByRole('textbox', { name: 'Hai un codice sconto?' })).toBeNull()
    // Nothing is paid or confirmed: no card call at all.
    expect(seen.some((r) => r.path === '/api/demo-pay')).toBe(false)
    expect(seen.filter((r) => r.path === '/api/create-checkout').at(-1)?.body).toMatchObject({
      coupon: 'GRATIS',
    })
  })

  it('speaks English, and leads to the in-person course', async () => {
    const { user } = await renderAppReady('/checkout/course/Pizza-napoletana', {
      as: 'user',
      language: 'en',
    })
    await user.type(await screen.findByRole('textbox', { name: 'Have a discount code?' }), 'GRATIS')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(
      await screen.findByText(
        'You are enrolled: the discount code covers the whole amount, there is nothing to pay.',
      ),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Go to the course' })).toBeVisible()
    expect(screen.queryByRole('form', { name: 'Card details' })).toBeNull()
  })
})
