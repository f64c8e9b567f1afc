import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  checkoutHandlers,
  checkoutShop,
  type CheckoutShop,
} from '#src/testing/checkout-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'
import { testUsers } from '#src/testing/users.ts'

const NAPOLETANA = 'Pizza napoletana'
const TEGLIA = 'Pizza in teglia'

let shop: CheckoutShop
beforeEach(() => {
  shop = checkoutShop({ [NAPOLETANA]: [450, 150], [TEGLIA]: [39, null] })
  server.use(...checkoutHandlers(shop))
})

async function payWith(user: Awaited<ReturnType<typeof renderAppReady>>['user'], card: string) {
  const form = await screen.findByRole('form', { name: 'Dati della carta' })
  await user.type(within(form).getByLabelText('Numero della carta'), card)
  await user.type(within(form).getByLabelText('Scadenza'), '1230')
  await user.type(within(form).getByLabelText('CVC'), '123')
  await user.click(within(form).getByRole('button', { name: /^Paga/ }))
}

describe('the checkout', () => {
  it('charges the deposit of an in-person course, says what is left, and pays with 4242…', async () => {
    const seen = recordRequests()
    const { user } = await renderAppReady('/checkout/course/Pizza-napoletana', { as: 'user' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Paga con carta di credito/debito' }),
    ).toBeVisible()
    expect(await screen.findByText('Acconto da pagare ora')).toBeVisible()
    expect(screen.getByText('150,00 €')).toBeVisible()
    expect(screen.getByText('Saldo da pagare in sede')).toBeVisible()
    expect(screen.getByText('300,00 €')).toBeVisible()
    expect(screen.getByRole('button', { name: /^Paga 150,00\s€$/ })).toBeVisible()

    await payWith(user, '4242 4242 4242 4242')
    expect(await screen.findByText('Pagamento effettuato con successo')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Vai al corso' })).toHaveAttribute(
      'href',
      '/course/Pizza-napoletana',
    )
    const create = seen.find((r) => r.path === '/api/create-checkout')
    expect(create?.body).toEqual({
      title: NAPOLETANA,
      type: 'physical',
      email: testUsers.user.email,
    })
    expect(create?.authorization).toBe(`Bearer ${testUsers.user.token}`)
    // The result comes from the server's own reading of the payment.
    expect(seen.some((r) => r.path === '/api/checkout/confirm')).toBe(true)
  })

  it('shows the full price of a video course and a declined card grants nothing', async () => {
    const { user } = await renderAppReady('/checkout/onlinecourse/Pizza-in-teglia', { as: 'user' })
    expect(await screen.findByText('Totale da pagare ora')).toBeVisible()
    expect(screen.queryByText('Saldo da pagare in sede')).toBeNull()
    await payWith(user, '4000 0000 0000 0002')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il pagamento non è andato a buon fine.',
    )
    expect(screen.queryByText('Pagamento effettuato con successo')).toBeNull()
    expect(shop.owned.has(TEGLIA)).toBe(false)

    // Another card on a new checkout still pays.
    await user.click(screen.getByRole('button', { name: "Riprova con un'altra carta" }))
    await payWith(user, '4242424242424242')
    expect(await screen.findByText('Pagamento effettuato con successo')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Vai al videocorso' })).toHaveAttribute(
      'href',
      '/video/Pizza-in-teglia',
    )
  })

  it('checks the card data before sending it', async () => {
    const seen = recordRequests()
    const { user } = await renderAppReady('/checkout/onlinecourse/Pizza-in-teglia', { as: 'user' })
    const form = await screen.findByRole('form', { name: 'Dati della carta' })
    await user.type(within(form).getByLabelText('Numero della carta'), '4242')
    await user.click(within(form).getByRole('button', { name: /^Paga/ }))
    expect(within(form).getByLabelText('Numero della carta')).toHaveAccessibleDescription(
      'Inserisci un numero di carta valido.',
    )
    expect(within(form).getByLabelText('Scadenza')).toHaveAccessibleDescription(
      'Inserisci la scadenza nel formato MM/AA.',
    )
    expect(seen.some((r) => r.path === '/api/demo-pay')).toBe(false)
  })

  it('sends a buyer who owns the course to it instead of charging again', async () => {
    shop.owned.add(TEGLIA)
    await renderAppReady('/checkout/onlinecourse/Pizza-in-teglia', { as: 'user' })
    expect(
      await screen.findByText('Hai già acquistato questo corso: non serve pagarlo di nuovo.'),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Vai al videocorso' })).toHaveAttribute(
      'href',
      '/video/Pizza-in-teglia',
    )
    expect(screen.queryByRole('form', { name: 'Dati della carta' })).toBeNull()
  })

  it('charges nothing when the course was bought in another tab meanwhile, and says so', async () => {
    const seen = recordRequests()
    const { user } = await renderAppReady('/checkout/onlinecourse/Pizza-in-teglia', {
      as: 'user',
    })
    await screen.findByRole('form', { name: 'Dati della carta' })
    shop.owned.add(TEGLIA)
    await payWith(user, '4242 4242 4242 4242')
    expect(
      await screen.findByText(
        'Questo corso è già tuo: il pagamento non è stato eseguito e non ti è stato addebitato nulla.',
      ),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Vai al videocorso' })).toHaveAttribute(
      'href',
      '/video/Pizza-in-teglia',
    )
    expect(screen.queryByRole('form', { name: 'Dati della carta' })).toBeNull()
    expect(screen.queryByText('Pagamento effettuato con successo')).toBeNull()
    expect([...shop.checkouts.values()].map((c) => c.status)).toEqual(['PENDING'])
    expect(seen.filter((r) => r.path === '/api/demo-pay')).toHaveLength(1)
  })

  it('says in English that nothing was charged for a course already owned', async () => {
    const { user } = await renderAppReady('/checkout/onlinecourse/Pizza-in-teglia', {
      as: 'user',
      language: 'en',
    })
    await screen.findByRole('form', { name: 'Card details' })
    shop.owned.add(TEGLIA)
    const form = screen.getByRole('form', { name: 'Card details' })
    await user.type(within(form).getByLabelText('Card number'), '4242 4242 4242 4242')
    await user.type(within(form).getByLabelText('Expiry date'), '1230')
    await user.type(within(form).getByLabelText('CVC'), '123')
    await user.click(within(form).getByRole('button', { name: /^Pay/ }))
    expect(
      await screen.findByText(
        'This course is already yours: the payment was not made and nothing was charged.',
      ),
    ).toBeVisible()
  })

  it('says so when the course does not exist', async () => {
    await renderAppReady('/checkout/course/Corso-sparito', { as: 'user' })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Corso non trovato: potrebbe non essere più in vendita.',
    )
  })

  it('offers to try again when the payment service does not answer', async () => {
    server.use(
      http.post('*/api/create-checkout', () =>
        HttpResponse.json({ message: 'Payment service unavailable' }, { status: 503 }),
      ),
    )
    await renderAppReady('/checkout/course/Pizza-napoletana', { as: 'user' })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il servizio di pagamento non risponde in questo momento.',
    )
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeVisible()
  })

  it('reads in English after the switch', async () => {
    await renderAppReady('/checkout/course/Pizza-napoletana', { as: 'user', language: 'en' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pay with credit/debit card' }),
    ).toBeVisible()
    await waitFor(() => expect(screen.getByText('Deposit to pay now')).toBeVisible())
  })

  it('sends a visitor to the login', async () => {
    await renderAppReady('/checkout/course/Pizza-napoletana')
    expect(await screen.findByRole('heading', { level: 1, name: /accedi/i })).toBeVisible()
  })
})

describe('the checkout with SumUp', () => {
  /** A stand-in for SumUp's widget script, which cannot be reached from here. */
  function fakeSumUpCard() {
    const mounts: { options: Record<string, unknown>; unmounted: boolean }[] = []
    window.SumUpCard = {
      mount(options) {
        const mount = { options, unmounted: false }
        mounts.push(mount)
        return { unmount: () => void (mount.unmounted = true) }
      },
    }
    return mounts
  }

  beforeEach(() => {
    // What the server adds to a checkout page whose policy allows SumUp's widget.
    const marker = document.createElement('meta')
    marker.name = 'aula-card-widget'
    marker.content = 'sumup'
    document.head.append(marker)
    server.use(
      http.post('*/api/create-checkout', () =>
        HttpResponse.json({
          message: 'Success',
          id: 'sumup-checkout-1',
          amount: 39,
          currency: 'EUR',
          charge: 'full',
          balanceDue: null,
          provider: 'sumup',
          title: TEGLIA,
          type: 'online',
        }),
      ),
    )
    shop.checkouts.set('sumup-checkout-1', { title: TEGLIA, status: 'PENDING' })
    return () => {
      marker.remove()
      delete window.SumUpCard
    }
  })

  it('mounts SumUp’s widget in Italian with its button, trusts the server and unmounts on leave', async () => {
    const mounts = fakeSumUpCard()
    const seen = recordRequests()
    await renderAppReady('/checkout/onlinecourse/Pizza-in-teglia', { as: 'user' })
    await waitFor(() => expect(mounts).toHaveLength(1))
    expect(mounts[0]!.options).toMatchObject({
      checkoutId: 'sumup-checkout-1',
      locale: 'it-IT',
      showSubmitButton: true,
    })
    expect(screen.queryByRole('form', { name: 'Dati della carta' })).toBeNull()

    // The widget says SUCCESS, but the server has not seen the payment: nothing is shown yet.
    const onResponse = mounts[0]!.options.onResponse as (type: string, body: object) => void
    onResponse('success', { status: 'PAID' })
    expect(await screen.findByText('Stiamo verificando il pagamento…')).toBeVisible()
    expect(screen.queryByText('Pagamento effettuato con successo')).toBeNull()
    shop.checkouts.get('sumup-checkout-1')!.status = 'PAID'
    expect(
      await screen.findByText('Pagamento effettuato con successo', {}, { timeout: 4000 }),
    ).toBeVisible()
    expect(seen.filter((r) => r.path === '/api/checkout/confirm').length).toBeGreaterThan(1)
    // The widget is gone once the payment is done.
    expect(mounts[0]!.unmounted).toBe(true)
  })

  it('tells a buyer charged twice (two tabs) that this second payment is refunded', async () => {
    const mounts = fakeSumUpCard()
    server.use(
      http.post('*/api/checkout/confirm', () =>
        HttpResponse.json(
          { message: 'Already purchased: this payment is refunded' },
          { status: 409 },
        ),
      ),
    )
    await renderAppReady('/checkout/onlinecourse/Pizza-in-teglia', { as: 'user' })
    await waitFor(() => expect(mounts).toHaveLength(1))
    const onResponse = mounts[0]!.options.onResponse as (type: string, body: object) => void
    onResponse('success', { status: 'PAID' })
    expect(
      await screen.findByText(
        'Questo corso era già tuo: questo secondo pagamento ti viene rimborsato per intero, sulla stessa carta.',
      ),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Vai al videocorso' })).toBeVisible()
    expect(screen.queryByText('Pagamento effettuato con successo')).toBeNull()
    expect(screen.queryByText(/Errore di rete/)).toBeNull()
  })

  it('shows the failure SumUp reports', async () => {
    const mounts = fakeSumUpCard()
    await renderAppReady('/checkout/onlinecourse/Pizza-in-teglia', { as: 'user' })
    await waitFor(() => expect(mounts).toHaveLength(1))
    const onResponse = mounts[0]!.options.onResponse as (type: string, body: object) => void
    onResponse('error', { status: 'FAILED' })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il pagamento non è andato a buon fine.',
    )
  })
})
