import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { CouponMessages } from '@aula/contract/coupons'
import {
  checkoutHandlers,
  checkoutShop,
  type CheckoutShop,
} from '#src/testing/checkout-handlers.ts'
import { checkoutCouponHandlers } from '#src/testing/checkout-coupon-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'

const TEGLIA = 'Pizza in teglia'

let shop: CheckoutShop
beforeEach(() => {
  shop = checkoutShop({ [TEGLIA]: [49.99, null] })
  server.use(
    ...checkoutCouponHandlers(
      shop,
      {
        PIZZA20: 20,
        FINITO: CouponMessages.usedUp,
        VECCHIO: CouponMessages.expired,
        ULTIMO: 10,
      },
      { ULTIMO: CouponMessages.usedUp },
    ),
    ...checkoutHandlers(shop),
  )
})

const codeField = () => screen.getByRole('textbox', { name: 'Hai un codice sconto?' })

describe('a discount code at checkout', () => {
  it('shows the discount and the new total, and the card pays the discounted amount', async () => {
    const seen = recordRequests()
    const { user } = await renderAppReady('/checkout/onlinecourse/Pizza-in-teglia', { as: 'user' })
    expect(await screen.findByRole('button', { name: /^Paga 49,99\s€$/ })).toBeVisible()
    await user.type(codeField(), 'pizza20')
    await user.click(screen.getByRole('button', { name: 'Applica' }))

    const applied = await screen.findByText(/Codice PIZZA20 applicato/)
    expect(applied).toHaveTextContent(
      /Codice PIZZA20 applicato: sconto di 10,00\s€\. Paghi 39,99\s€ invece di 49,99\s€\./,
    )
    expect(screen.getByRole('button', { name: /^Paga 39,99\s€$/ })).toBeVisible()
    const creates = seen.filter((r) => r.path === '/api/create-checkout')
    expect(creates.at(-1)?.body).toMatchObject({ title: TEGLIA, coupon: 'PIZZA20' })
    expect(seen.find((r) => r.path === '/api/coupons/preview')?.body).toEqual({
      code: 'pizza20',
      title: TEGLIA,
      type: 'online',
    })

    const form = screen.getByRole('form', { name: 'Dati della carta' })
    await user.type(within(form).getByLabelText('Numero della carta'), '4242 4242 4242 4242')
    await user.type(within(form).getByLabelText('Scadenza'), '1230')
    await user.type(within(form).getByLabelText('CVC'), '123')
    await user.click(within(form).getByRole('button', { name: /^Paga 39,99/ }))
    expect(await screen.findByText('Pagamento effettuato con successo')).toBeVisible()
  })

  it('shows why a code is refused in the field, and the checkout stays as it was', async () => {
    const seen = recordRequests()
    const { user } = await renderAppReady('/checkout/onlinecourse/Pizza-in-teglia', { as: 'user' })
    await screen.findByRole('button', { name: /^Paga 49,99\s€$/ })
    const cases: [string, string][] = [
      ['NESSUNO', "Questo codice sconto non esiste: controlla come l'hai scritto."],
      ['finito', 'Questo codice sconto è già stato usato tutte le volte previste.'],
      ['vecchio', 'Questo codice sconto è scaduto.'],
    ]
    for (const [code, message] of cases) {
      await user.clear(codeField())
      await user.type(codeField(), code)
      await user.click(screen.getByRole('button', { name: 'Applica' }))
      expect(await screen.findByText(message)).toBeVisible()
      expect(codeField()).toHaveAccessibleDescription(message)
    }
    await user.clear(codeField())
    await user.click(screen.getByRole('button', { name: 'Applica' }))
    expect(codeField()).toHaveAccessibleDescription('Scrivi il codice sconto.')
    // Only the checkout the page opened: a refused code changes nothing.
    expect(seen.filter((r) => r.path === '/api/create-checkout')).toHaveLength(1)
    expect(screen.getByRole('button', { name: /^Paga 49,99\s€$/ })).toBeVisible()
  })

  it('removes an applied code and goes back to the full price', async () => {
    const { user } = await renderAppReady('/checkout/onlinecourse/Pizza-in-teglia', { as: 'user' })
    await screen.findByRole('button', { name: /^Paga 49,99\s€$/ })
    await user.type(codeField(), 'PIZZA20')
    await user.click(screen.getByRole('button', { name: 'Applica' }))
    await user.click(await screen.findByRole('button', { name: 'Togli il codice' }))
    expect(await screen.findByRole('button', { name: /^Paga 49,99\s€$/ })).toBeVisible()
    expect(codeField()).toHaveValue('')
  })

  it('says so when the last use went to someone else meanwhile, and goes on without it', async () => {
    const { user } = await renderAppReady('/checkout/onlinecourse/Pizza-in-teglia', { as: 'user' })
    await screen.findByRole('button', { name: /^Paga 49,99\s€$/ })
    await user.type(codeField(), 'ultimo')
    await user.click(screen.getByRole('button', { name: 'Applica' }))
    expect(
      await screen.findByText('Questo codice sconto è già stato usato tutte le volte previste.'),
    ).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Continua senza codice' }))
    expect(await screen.findByRole('button', { name: /^Paga 49,99\s€$/ })).toBeVisible()
  })

  it('speaks English too', async () => {
    const { user } = await renderAppReady('/checkout/onlinecourse/Pizza-in-teglia', {
      as: 'user',
      language: 'en',
    })
    const field = await screen.findByRole('textbox', { name: 'Have a discount code?' })
    await user.type(field, 'vecchio')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('This discount code has expired.')).toBeVisible()
  })
})
