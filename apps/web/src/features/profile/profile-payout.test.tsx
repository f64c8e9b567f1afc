import { waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ProfileMessages } from '@aula/contract/profile'
import { error } from '#src/testing/handlers.ts'
import { withdrawalFixture } from '#src/testing/profile-fixtures.ts'
import { recordRequests, server } from '#src/testing/server.ts'
import { testUsers } from '#src/testing/users.ts'
import {
  VALID_CF,
  VALID_IBAN,
  data,
  openProfile,
  ready,
  section,
  useData,
  withProfileData,
} from './profile-test-kit.ts'

/* The payout details (IBAN, codice fiscale) and the withdrawals they allow. */

withProfileData()

describe('IBAN and codice fiscale', () => {
  it('refuses an IBAN with wrong check digits before sending it, then saves a good one', async () => {
    const seen = recordRequests()
    const { user } = await openProfile()
    const payout = section('Dati per i pagamenti')
    await user.click(within(payout).getByRole('button', { name: "Aggiungi l'IBAN" }))
    const iban = within(payout).getByRole('textbox', { name: 'IBAN' })
    await user.type(iban, 'IT60 X054 2811 1010 0000 0123 457')
    await user.click(within(payout).getByRole('button', { name: 'Salva' }))
    await waitFor(() =>
      expect(iban).toHaveAccessibleDescription(
        /IBAN non valido: controlla di averlo copiato per intero e senza errori\./,
      ),
    )
    expect(iban).toHaveAttribute('aria-invalid', 'true')
    expect(seen.some((r) => r.path === '/api/iban/')).toBe(false)

    await user.clear(iban)
    await user.type(iban, VALID_IBAN.toLowerCase())
    await user.click(within(payout).getByRole('button', { name: 'Salva' }))
    expect(await within(payout).findByRole('status')).toHaveTextContent(
      'IBAN salvato con successo.',
    )
    expect(within(payout).getByText('IT60X0542811101000000123456')).toBeVisible()
    expect(within(payout).getByRole('button', { name: "Modifica l'IBAN" })).toBeVisible()
    expect(seen.find((r) => r.path === '/api/iban/')).toMatchObject({
      method: 'PUT',
      authorization: `Bearer ${testUsers.user.token}`,
      body: { iban: 'IT60X0542811101000000123456', email: testUsers.user.email },
    })
  })

  it("shows the server's refusal of an IBAN as a clear message", async () => {
    server.use(http.put('*/api/iban/', () => error(400, ProfileMessages.invalidIban)))
    const { user } = await openProfile()
    const payout = section('Dati per i pagamenti')
    await user.click(within(payout).getByRole('button', { name: "Aggiungi l'IBAN" }))
    const iban = within(payout).getByRole('textbox', { name: 'IBAN' })
    await user.type(iban, VALID_IBAN)
    await user.click(within(payout).getByRole('button', { name: 'Salva' }))
    await waitFor(() =>
      expect(iban).toHaveAccessibleDescription(/IBAN non valido: controlla di averlo copiato/),
    )
  })

  it('checks the codice fiscale, and shows the server refusing one', async () => {
    const { user } = await openProfile()
    const payout = section('Dati per i pagamenti')
    await user.click(within(payout).getByRole('button', { name: 'Aggiungi il codice fiscale' }))
    const cf = within(payout).getByRole('textbox', { name: 'Codice fiscale' })
    await user.type(cf, 'RSSMRA85T10A562T')
    await user.click(within(payout).getByRole('button', { name: 'Salva' }))
    await waitFor(() =>
      expect(cf).toHaveAccessibleDescription(
        /Codice fiscale non valido: controlla i 16 caratteri\./,
      ),
    )

    await user.clear(cf)
    await user.type(cf, VALID_CF.toLowerCase())
    await user.click(within(payout).getByRole('button', { name: 'Salva' }))
    expect(await within(payout).findByRole('status')).toHaveTextContent(
      'Codice fiscale salvato con successo.',
    )
    expect(within(payout).getByText(VALID_CF)).toBeVisible()
    expect(data().user.CF).toBe(VALID_CF)

    server.use(http.put('*/api/cf/', () => error(400, ProfileMessages.invalidCf)))
    await user.click(within(payout).getByRole('button', { name: 'Modifica il codice fiscale' }))
    await user.click(within(payout).getByRole('button', { name: 'Salva' }))
    await waitFor(() =>
      expect(
        within(payout).getByRole('textbox', { name: 'Codice fiscale' }),
      ).toHaveAccessibleDescription(/Codice fiscale non valido/),
    )
  })
})

describe('withdrawals', () => {
  const request = () =>
    within(section('Prelievi')).getByRole('button', { name: 'Richiedi un prelievo' })

  it("asks for IBAN, CF and identity first ('No data')", async () => {
    const { user } = await openProfile()
    const withdrawals = section('Prelievi')
    // The list arrives after the page: the withdrawals are read on their own.
    expect(await within(withdrawals).findByText('Non hai ancora richiesto prelievi.')).toBeVisible()
    await user.click(request())
    expect(await within(withdrawals).findByRole('alert')).toHaveTextContent(
      'Per poter richiedere un prelievo devi prima inserire il tuo IBAN, Codice Fiscale e verificare la tua identità.',
    )
  })

  it('says when there is nothing to withdraw', async () => {
    useData({ user: ready({ earnings: 0 }) })
    const { user } = await openProfile()
    await user.click(request())
    expect(await within(section('Prelievi')).findByRole('alert')).toHaveTextContent(
      'Non hai guadagni disponibili da prelevare.',
    )
  })

  it('requests the balance, then shows the new request and the new balances', async () => {
    const seen = recordRequests()
    useData({ user: ready() })
    const { user } = await openProfile()
    const withdrawals = section('Prelievi')
    expect(within(withdrawals).getByText('42,50 €')).toBeVisible()
    await user.click(request())
    expect(await within(withdrawals).findByRole('status')).toHaveTextContent(
      'Prelievo richiesto con successo!',
    )
    const list = within(withdrawals).getByRole('list', { name: 'Prelievi richiesti' })
    expect(within(list).getByText('42,50 €')).toBeVisible()
    expect(within(list).getByText('In attesa')).toBeVisible()
    expect(within(withdrawals).getByText('0,00 €')).toBeVisible()
    expect(within(section('Programma affiliati')).getByText('0,00 €')).toBeVisible()
    expect(seen.find((r) => r.path === '/api/withdraw')).toMatchObject({
      method: 'POST',
      authorization: `Bearer ${testUsers.user.token}`,
      body: { email: testUsers.user.email },
    })
  })

  it('tells a refused request from a failure to reach the server', async () => {
    useData({ user: ready() })
    server.use(http.post('*/api/withdraw', () => error(500, 'Internal server error')))
    const { user } = await openProfile()
    await user.click(request())
    expect(await within(section('Prelievi')).findByRole('alert')).toHaveTextContent(
      'Errore nella richiesta di prelievo. Riprova.',
    )

    server.use(http.post('*/api/withdraw', () => HttpResponse.error()))
    await user.click(request())
    await waitFor(() =>
      expect(within(section('Prelievi')).getByRole('alert')).toHaveTextContent(
        'Si è verificato un errore. Riprova più tardi.',
      ),
    )
  })

  it('lists earlier requests with the amount in euros, the Italian date and N/A', async () => {
    useData({
      withdrawals: [
        withdrawalFixture({
          idWithdraw: 3,
          amount: 30,
          status: 'Rifiutato',
          reason: "L'IBAN non è intestato a te.",
        }),
        withdrawalFixture({ idWithdraw: 2, amount: null, status: 'Rifiutato' }),
        withdrawalFixture({
          idWithdraw: 1,
          amount: 120,
          requestDate: '2026-01-05T08:00:00.000Z',
          status: 'Approvato',
        }),
      ],
    })
    await openProfile()
    const list = await within(section('Prelievi')).findByRole('list', {
      name: 'Prelievi richiesti',
    })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(
      within(items[0]!).getByText("Prelievo rifiutato: L'IBAN non è intestato a te."),
    ).toBeVisible()
    expect(within(items[1]!).getByText('N/A')).toBeVisible()
    expect(within(items[1]!).getByText('10/02/2026')).toBeVisible()
    expect(within(items[1]!).getByText('Rifiutato')).toBeVisible()
    expect(
      within(items[1]!).getByText(
        "Prelievo rifiutato: l'importo è di nuovo tra i tuoi guadagni disponibili.",
      ),
    ).toBeVisible()
    expect(within(items[2]!).getByText('120,00 €')).toBeVisible()
    expect(within(items[2]!).getByText('05/01/2026')).toBeVisible()
    expect(within(items[2]!).getByText('Approvato')).toBeVisible()
    expect(within(items[2]!).queryByText(/Prelievo rifiutato/)).not.toBeInTheDocument()
  })
})
