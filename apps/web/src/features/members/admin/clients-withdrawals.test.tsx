import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { ADMIN_PRIVATE_TOKEN } from '#src/testing/admin-handlers.ts'
import { error } from '#src/testing/handlers.ts'
import { withdrawalFixture, type ProfileData } from '#src/testing/profile-fixtures.ts'
import { recordRequests, server } from '#src/testing/server.ts'
import { testUsers } from '#src/testing/users.ts'
import { clientsData, openClients, row, serveClients, stubObjectUrls } from './clients-test-kit.ts'

let data: ProfileData

function useData(overrides: Partial<ProfileData> = {}) {
  data = serveClients(overrides)
}

beforeEach(() => {
  useData(clientsData())
  stubObjectUrls()
})

describe('the withdrawal requests', () => {
  it('lists them with amount in euros, Italian date and status; decided ones have no buttons', async () => {
    const seen = recordRequests()
    await openClients()
    const marco = await waitFor(() => row(/Richieste di prelievo/, /Marco Verdi/))
    expect(within(marco).getByText('120,50 €')).toBeVisible()
    expect(within(marco).getByText('04/03/2026')).toBeVisible()
    expect(within(marco).getByText('In attesa')).toBeVisible()
    expect(within(marco).getByRole('link', { name: 'marco@example.com' })).toHaveAttribute(
      'href',
      'mailto:marco@example.com',
    )
    const giulia = row(/Richieste di prelievo/, /Giulia Bianchi/)
    expect(within(giulia).getByText('N/A')).toBeVisible()
    const anna = row(/Richieste di prelievo/, /Anna Neri/)
    expect(within(anna).getByText('Approvato')).toBeVisible()
    expect(within(anna).queryByRole('button')).not.toBeInTheDocument()
    expect(seen.find((r) => r.path === '/get/withdrawals/')?.authorization).toBe(
      `Bearer ${testUsers.admin.token}`,
    )
  })

  it('approves one with a private token and tells it on the row', async () => {
    const seen = recordRequests()
    const { user } = await openClients()
    const marco = await waitFor(() => row(/Richieste di prelievo/, /Marco Verdi/))
    await user.click(within(marco).getByRole('button', { name: 'Approva' }))
    expect(await within(marco).findByRole('status')).toHaveTextContent(
      'Richiesta di prelievo approvata con successo.',
    )
    expect(within(marco).getByText('Approvato')).toBeVisible()
    expect(within(marco).queryByRole('button', { name: 'Approva' })).not.toBeInTheDocument()
    expect(within(marco).queryByRole('button', { name: 'Rifiuta' })).not.toBeInTheDocument()
    expect(seen.filter((r) => r.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/api/withdraw/',
        authorization: `Bearer ${ADMIN_PRIVATE_TOKEN}`,
        body: { id: 7, status: 'Approvato' },
      },
    ])
    // Giulia's row is untouched.
    const giulia = row(/Richieste di prelievo/, /Giulia Bianchi/)
    expect(within(giulia).getByRole('button', { name: 'Rifiuta' })).toBeEnabled()
  })

  it('rejects one with the reason the admin writes, shown on the row', async () => {
    const seen = recordRequests()
    const { user } = await openClients()
    const giulia = await waitFor(() => row(/Richieste di prelievo/, /Giulia Bianchi/))
    await user.click(within(giulia).getByRole('button', { name: 'Rifiuta' }))
    const form = within(giulia).getByRole('form', {
      name: 'Rifiuta la richiesta di prelievo Giulia Bianchi',
    })
    const reason = within(form).getByRole('textbox', { name: 'Motivo del rifiuto (facoltativo)' })
    expect(reason).toHaveFocus()
    expect(reason).toHaveAccessibleDescription(/Il cliente lo legge nel profilo e nell'e-mail/)
    expect(reason).toHaveAttribute('maxLength', '500')
    await user.type(reason, "  L'IBAN non è intestato alla cliente. ")
    expect(within(form).getByText('Restano 461 caratteri.')).toBeVisible()
    await user.click(within(form).getByRole('button', { name: 'Conferma il rifiuto' }))
    expect(await within(giulia).findByRole('status')).toHaveTextContent(
      'Richiesta di prelievo rifiutata con successo.',
    )
    expect(within(giulia).getByText('Rifiutato')).toBeVisible()
    expect(within(giulia).getByText("L'IBAN non è intestato alla cliente.")).toBeVisible()
    expect(within(giulia).queryByRole('form')).not.toBeInTheDocument()
    expect(seen.filter((r) => r.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/api/withdraw/',
        authorization: `Bearer ${ADMIN_PRIVATE_TOKEN}`,
        body: { id: 6, status: 'Rifiutato', reason: "L'IBAN non è intestato alla cliente." },
      },
    ])
    expect(data.withdrawals.find((w) => w.idWithdraw === 6)).toMatchObject({
      status: 'Rifiutato',
      reason: "L'IBAN non è intestato alla cliente.",
    })
  })

  it('can leave a rejection without a reason, or cancel it', async () => {
    const seen = recordRequests()
    const { user } = await openClients()
    const marco = await waitFor(() => row(/Richieste di prelievo/, /Marco Verdi/))
    const reject = within(marco).getByRole('button', { name: 'Rifiuta' })
    await user.click(reject)
    await user.type(within(marco).getByRole('textbox'), 'ripensamento')
    await user.click(within(marco).getByRole('button', { name: 'Annulla' }))
    expect(within(marco).queryByRole('form')).not.toBeInTheDocument()
    expect(within(marco).getByRole('button', { name: 'Rifiuta' })).toHaveFocus()
    // Escape closes it too.
    await user.click(within(marco).getByRole('button', { name: 'Rifiuta' }))
    await user.keyboard('{Escape}')
    expect(within(marco).queryByRole('form')).not.toBeInTheDocument()
    expect(seen.filter((r) => r.method === 'PUT')).toEqual([])

    await user.click(within(marco).getByRole('button', { name: 'Rifiuta' }))
    expect(within(marco).getByRole('textbox')).toHaveValue('')
    await user.click(within(marco).getByRole('button', { name: 'Conferma il rifiuto' }))
    expect(await within(marco).findByRole('status')).toHaveTextContent(
      'Richiesta di prelievo rifiutata con successo.',
    )
    expect(seen.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { id: 7, status: 'Rifiutato' },
    ])
  })

  it('shows where to pay each waiting request, with a copy button for each detail', async () => {
    useData({
      withdrawals: [
        withdrawalFixture({
          idWithdraw: 7,
          name: 'Marco Verdi',
          email: 'marco@example.com',
          payee: {
            holder: 'Marco Verdi',
            iban: 'IT60X0542811101000000123456',
            CF: 'VRDMRC80A01H501U',
          },
        }),
        withdrawalFixture({
          idWithdraw: 5,
          name: 'Anna Neri',
          email: 'anna@example.com',
          status: 'Rifiutato',
          reason: 'Conto chiuso',
        }),
      ],
    })
    const { user } = await openClients()
    const table = await waitFor(() => screen.getByRole('table', { name: /Richieste di prelievo/ }))
    expect(within(table).getByRole('columnheader', { name: 'Dati per il bonifico' })).toBeVisible()
    const marco = row(/Richieste di prelievo/, /Marco Verdi/)
    expect(within(marco).getByText('IT60 X054 2811 1010 0000 0123 456')).toBeVisible()
    expect(within(marco).getByText('VRDMRC80A01H501U')).toBeVisible()
    expect(within(marco).getByText('Intestatario')).toBeVisible()

    await user.click(within(marco).getByRole('button', { name: "Copia l'IBAN di Marco Verdi" }))
    expect(await navigator.clipboard.readText()).toBe('IT60X0542811101000000123456')
    expect(within(marco).getByText('IBAN di Marco Verdi copiato negli appunti.')).toBeVisible()
    await user.click(
      within(marco).getByRole('button', { name: 'Copia il codice fiscale di Marco Verdi' }),
    )
    expect(await navigator.clipboard.readText()).toBe('VRDMRC80A01H501U')
    await user.click(
      within(marco).getByRole('button', { name: "Copia l'intestatario del conto di Marco Verdi" }),
    )
    expect(await navigator.clipboard.readText()).toBe('Marco Verdi')

    // A decided request shows no payout details, and the reason of its rejection.
    const anna = row(/Richieste di prelievo/, /Anna Neri/)
    expect(within(anna).queryByText(/IT60/)).not.toBeInTheDocument()
    expect(within(anna).queryByRole('button', { name: /Copia/ })).not.toBeInTheDocument()
    expect(within(anna).getByText('Conto chiuso')).toBeVisible()
  })

  it('tells on the row when the decision fails, or the server is out of reach', async () => {
    server.use(http.put('*/api/withdraw/', () => error(500, 'Internal server error')))
    const { user } = await openClients()
    const marco = await waitFor(() => row(/Richieste di prelievo/, /Marco Verdi/))
    await user.click(within(marco).getByRole('button', { name: 'Rifiuta' }))
    await user.type(within(marco).getByRole('textbox'), 'Dati incompleti')
    await user.click(within(marco).getByRole('button', { name: 'Conferma il rifiuto' }))
    expect(await within(marco).findByRole('alert')).toHaveTextContent(
      "Errore durante l'operazione di rifiuto.",
    )
    // The reason is kept, to try again.
    expect(within(marco).getByRole('textbox')).toHaveValue('Dati incompleti')
    expect(within(marco).getByRole('button', { name: 'Conferma il rifiuto' })).toBeEnabled()
    await user.click(within(marco).getByRole('button', { name: 'Annulla' }))

    server.use(http.put('*/api/withdraw/', () => HttpResponse.error()))
    await user.click(within(marco).getByRole('button', { name: 'Approva' }))
    await waitFor(() =>
      expect(within(marco).getByRole('alert')).toHaveTextContent(
        'Errore di rete: non è stato possibile approvare la richiesta di prelievo.',
      ),
    )
  })

  it('shows the empty texts', async () => {
    useData()
    await openClients('en')
    expect(await screen.findByText('No withdrawal requests found')).toBeVisible()
    expect(await screen.findByText('No documents found for approval')).toBeVisible()
  })
})
