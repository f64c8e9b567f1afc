import { fireEvent, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { SchoolFiscalDataAnswer } from '@aula/contract/receipts'
import { ADMIN_PRIVATE_TOKEN } from '#src/testing/admin-handlers.ts'
import { profileHandlers } from '#src/testing/profile-handlers.ts'
import { profileData } from '#src/testing/profile-fixtures.ts'
import { receiptFixture, receiptHandlers } from '#src/testing/receipt-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'

const deposit = receiptFixture()
const video = receiptFixture({
  id: 13,
  number: '2026/000013',
  issuedAt: '2026-04-02T09:00:00.000Z',
  title: 'Corso base di pizzaiolo',
  amount: 250,
})

beforeEach(() => {
  server.use(...profileHandlers(profileData()))
})

describe('the receipts in the member area', () => {
  it('lists each receipt with its number, date, amount and PDF', async () => {
    server.use(...receiptHandlers([video, deposit]))
    await renderAppReady('/utente', { as: 'user' })
    const section = await screen.findByRole('region', { name: 'Ricevute' })
    const items = await within(section).findAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Ricevuta n. 2026/000013')
    expect(items[0]).toHaveTextContent('Corso base di pizzaiolo')
    expect(items[0]).toHaveTextContent('250,00')
    expect(items[1]).toHaveTextContent('Ricevuta n. 2026/000012')
    const pdf = within(items[1]!).getByRole('link', {
      name: 'Scarica il PDF della ricevuta n. 2026/000012',
    })
    expect(pdf).toHaveAttribute('href', '/api/receipts/12/pdf')
    expect(pdf).toHaveAttribute('download')
    expect(within(section).getByText(/Non è una fattura elettronica/)).toBeVisible()
  })

  it('says when there is none yet, in English too', async () => {
    await renderAppReady('/utente', { as: 'user', language: 'en' })
    const section = await screen.findByRole('region', { name: 'Receipts' })
    expect(
      await within(section).findByText('No receipts yet: you get one for every course you buy.'),
    ).toBeVisible()
  })
})

describe("the school's fiscal data", () => {
  const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) })

  it('is saved with the private token once the partita IVA check digit holds', async () => {
    const state: { fiscalData: SchoolFiscalDataAnswer['fiscalData'] } = { fiscalData: null }
    server.use(...receiptHandlers([], state))
    const seen = recordRequests()
    const { user } = await renderAppReady('/pannello/dati-fiscali', { as: 'admin' })
    expect(await screen.findByRole('heading', { name: 'Dati fiscali della scuola' })).toBeVisible()
    await user.type(field('Ragione sociale'), 'Scuola Pizza S.r.l.')
    await user.type(field('Partita IVA'), '01234567890')
    await user.type(field('Codice fiscale'), '01234567897')
    await user.type(field('Sede legale'), 'Via Toledo 1, Napoli')
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    expect(
      await screen.findByText(
        'Partita IVA non valida: servono 11 cifre con la cifra di controllo giusta.',
      ),
    ).toBeVisible()
    expect(seen.filter((r) => r.method === 'PUT')).toEqual([])

    await user.clear(field('Partita IVA'))
    await user.type(field('Partita IVA'), 'IT01234567897')
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Dati fiscali salvati: le prossime ricevute li riporteranno.',
    )
    expect(seen.filter((r) => r.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/school-fiscal-data',
        authorization: `Bearer ${ADMIN_PRIVATE_TOKEN}`,
        body: {
          companyName: 'Scuola Pizza S.r.l.',
          vatNumber: '01234567897',
          taxCode: '01234567897',
          address: 'Via Toledo 1, Napoli',
          rea: null,
          pec: null,
        },
      },
    ])
    expect(state.fiscalData).toMatchObject({ vatNumber: '01234567897' })
    expect(field('Partita IVA')).toHaveValue('01234567897')
  })

  it('shows what is saved, in English, and names a wrong PEC', async () => {
    server.use(
      ...receiptHandlers([], {
        fiscalData: {
          companyName: 'Scuola Pizza S.r.l.',
          vatNumber: '01234567897',
          taxCode: '01234567897',
          address: 'Via Toledo 1, Napoli',
          rea: 'NA-123456',
          pec: null,
          updatedAt: '2026-03-12T10:00:00.000Z',
        },
      }),
    )
    const { user } = await renderAppReady('/pannello/dati-fiscali', {
      as: 'admin',
      language: 'en',
    })
    expect(await screen.findByRole('heading', { name: "The school's fiscal data" })).toBeVisible()
    expect(field('Company name')).toHaveValue('Scuola Pizza S.r.l.')
    expect(field('REA number')).toHaveValue('NA-123456')
    await user.type(screen.getByRole('textbox', { name: /^PEC address/ }), 'not-an-address')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Invalid PEC address.')).toBeVisible()
  })

  it('has its tile on the panel', async () => {
    await renderAppReady('/pannello', { as: 'admin' })
    expect(await screen.findByRole('link', { name: /Dati fiscali/ })).toHaveAttribute(
      'href',
      '/pannello/dati-fiscali',
    )
  })
})

describe("the accountant's export on the orders screen", () => {
  it('links the CSV of the chosen period and explains a period that cannot be exported', async () => {
    await renderAppReady('/pannello/ordini', { as: 'admin' })
    const section = await screen.findByRole('region', { name: 'Esporta per il commercialista' })
    const from = within(section).getByLabelText('Dal')
    const to = within(section).getByLabelText('Al')
    fireEvent.input(from, { target: { value: '2026-01-01' } })
    fireEvent.input(to, { target: { value: '2026-03-31' } })
    expect(within(section).getByRole('link', { name: 'Scarica il CSV' })).toHaveAttribute(
      'href',
      '/api/admin/orders/export.csv?from=2026-01-01&to=2026-03-31',
    )
    fireEvent.input(from, { target: { value: '2026-04-01' } })
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'La data di inizio viene dopo quella di fine.',
    )
    expect(within(section).queryByRole('link', { name: 'Scarica il CSV' })).toBeNull()
  })
})
