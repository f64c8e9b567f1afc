import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  adminCouponHandlers,
  couponFixture,
  couponsData,
  type CouponsData,
} from '#src/testing/admin-coupons-handlers.ts'
import { adminContentData, orderFixture } from '#src/testing/admin-content-data.ts'
import { adminContentHandlers } from '#src/testing/admin-content-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'

let data: CouponsData

beforeEach(() => {
  data = couponsData([
    couponFixture({ id: 1, code: 'ESTATE10', percent: 10, maxUses: 50, uses: 3, held: 1 }),
  ])
  server.use(...adminCouponHandlers(data))
})

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) })

describe('the discount codes screen', () => {
  it('lists the codes with their uses and creates a 20 % code limited to one course', async () => {
    const { user } = await renderAppReady('/pannello/codici-sconto', { as: 'admin' })
    expect(await screen.findByRole('heading', { name: 'Codici sconto', level: 1 })).toBeVisible()
    const row = screen.getByRole('row', { name: /ESTATE10/ })
    expect(row).toHaveTextContent('10 %')
    expect(row).toHaveTextContent('3 su 50')
    expect(row).toHaveTextContent('più 1 pagamento in corso')
    expect(row).toHaveTextContent('Attivo')

    await user.type(field('Codice'), 'pizza20')
    await user.type(field('Percentuale di sconto'), '20')
    await user.type(field('Utilizzi in tutto'), '5')
    await user.click(screen.getByRole('checkbox', { name: 'Corso: Pizza napoletana' }))
    await user.click(screen.getByRole('button', { name: 'Crea codice' }))

    expect(await screen.findByRole('status')).toHaveTextContent('Codice sconto creato.')
    expect(data.writes).toEqual([
      {
        method: 'POST',
        body: {
          code: 'pizza20',
          kind: 'percent',
          percent: '20',
          amount: '',
          validFrom: '',
          validUntil: '',
          maxUses: '5',
          active: true,
          courseIds: [7],
          onlineCourseIds: [],
        },
      },
    ])
    const created = await screen.findByRole('row', { name: /PIZZA20/ })
    expect(created).toHaveTextContent('0 su 5')
    expect(created).toHaveTextContent('Solo per 1 corso')
    // The form is empty for the next code.
    expect(field('Codice')).toHaveValue('')
  })

  it('says what is wrong next to each field and sends nothing', async () => {
    const { user } = await renderAppReady('/pannello/codici-sconto', { as: 'admin' })
    await user.type(await screen.findByRole('textbox', { name: /^Codice/ }), 'no spazi')
    await user.type(field('Percentuale di sconto'), '120')
    await user.type(field('Utilizzi in tutto'), '0')
    await user.click(screen.getByRole('button', { name: 'Crea codice' }))
    await waitFor(() =>
      expect(field('Codice')).toHaveAccessibleDescription(
        expect.stringContaining('Usa da 3 a 40 lettere'),
      ),
    )
    expect(field('Percentuale di sconto')).toHaveAccessibleDescription(
      'Scrivi una percentuale da 1 a 100, senza decimali.',
    )
    expect(field('Utilizzi in tutto')).toHaveAccessibleDescription(
      expect.stringContaining('Scrivi un numero intero di utilizzi'),
    )
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo di sconto' }), 'fixed')
    await user.click(screen.getByRole('button', { name: 'Crea codice' }))
    await waitFor(() =>
      expect(field('Sconto in euro')).toHaveAccessibleDescription(
        expect.stringContaining('Scrivi uno sconto in euro maggiore di zero'),
      ),
    )
    expect(data.writes).toEqual([])
  })

  it('shows the server’s refusal of a code already taken on the code field', async () => {
    const { user } = await renderAppReady('/pannello/codici-sconto', { as: 'admin' })
    await user.type(await screen.findByRole('textbox', { name: /^Codice/ }), 'estate10')
    await user.type(field('Percentuale di sconto'), '15')
    await user.click(screen.getByRole('button', { name: 'Crea codice' }))
    await waitFor(() =>
      expect(field('Codice')).toHaveAccessibleDescription(
        expect.stringContaining('Esiste già un codice con questo nome.'),
      ),
    )
  })

  it('edits a code to disable it, and deletes it', async () => {
    const { user } = await renderAppReady('/pannello/codici-sconto', { as: 'admin' })
    await user.click(await screen.findByRole('button', { name: 'Modifica ESTATE10' }))
    expect(screen.getByRole('heading', { name: 'Modifica il codice ESTATE10' })).toBeVisible()
    expect(field('Percentuale di sconto')).toHaveValue('10')
    await user.click(screen.getByRole('checkbox', { name: 'Attivo' }))
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Modifiche salvate.')
    expect(data.writes.at(-1)).toMatchObject({ method: 'PUT', id: 1, body: { active: false } })
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /ESTATE10/ })).toHaveTextContent('Disattivato'),
    )

    vi.spyOn(window, 'confirm').mockReturnValue(true)
    await user.click(screen.getByRole('button', { name: 'Elimina ESTATE10' }))
    expect(await screen.findByText('Codice ESTATE10 eliminato.')).toBeVisible()
    expect(data.writes.at(-1)).toMatchObject({ method: 'DELETE', id: 1 })
    await waitFor(() => expect(screen.queryByRole('row', { name: /ESTATE10/ })).toBeNull())
    expect(within(document.body).getByText('Nessun codice sconto finora.')).toBeVisible()
  })
})

describe('the discount codes screen in English', () => {
  it('labels the form and the list in English and explains a refusal in English', async () => {
    const { user } = await renderAppReady('/pannello/codici-sconto', {
      as: 'admin',
      language: 'en',
    })
    expect(await screen.findByRole('heading', { name: 'Discount codes', level: 1 })).toBeVisible()
    expect(screen.getByRole('row', { name: /ESTATE10/ })).toHaveTextContent('3 of 50')
    await user.type(field('Code'), 'x')
    await user.type(field('Discount percentage'), '0')
    await user.click(screen.getByRole('button', { name: 'Create code' }))
    await waitFor(() =>
      expect(field('Discount percentage')).toHaveAccessibleDescription(
        'Enter a percentage from 1 to 100, without decimals.',
      ),
    )
    expect(field('Code')).toHaveAccessibleDescription(
      expect.stringContaining('Use 3 to 40 letters, digits, hyphens or underscores'),
    )
    expect(data.writes).toEqual([])
  })
})

describe('discount codes elsewhere in the panel', () => {
  it('has a tile on the panel', async () => {
    await renderAppReady('/pannello', { as: 'admin' })
    expect(await screen.findByRole('link', { name: 'Codici sconto' })).toHaveAttribute(
      'href',
      '/pannello/codici-sconto',
    )
  })

  it('shows the code used, and its discount, beside a paid order', async () => {
    const orders = adminContentData({
      orders: [
        orderFixture({
          id: 5,
          title: 'Pizza in teglia',
          name: 'Anna',
          amount: 39.99,
          coupon: { code: 'PIZZA20', discount: 10 },
        }),
        orderFixture({ id: 4, title: 'Pizza in teglia', name: 'Bruno', amount: 49.99 }),
      ],
    })
    server.use(...adminContentHandlers(orders))
    await renderAppReady('/pannello/ordini', { as: 'admin' })
    const anna = await screen.findByRole('row', { name: /Anna/ })
    expect(anna).toHaveTextContent(/39,99\s€Codice PIZZA20: −10,00\s€/)
    expect(screen.getByRole('row', { name: /Bruno/ })).not.toHaveTextContent('Codice')
  })
})
