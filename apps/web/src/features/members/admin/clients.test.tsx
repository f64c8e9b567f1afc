import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ProfilePaths } from '@aula/contract/profile'
import { ADMIN_PRIVATE_TOKEN } from '#src/testing/admin-handlers.ts'
import { error } from '#src/testing/handlers.ts'
import {
  documentFixture,
  profileData,
  profileHandlers,
  withdrawalFixture,
  type ProfileData,
} from '#src/testing/profile-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'
import { testUsers } from '#src/testing/users.ts'

let data: ProfileData

function useData(overrides: Partial<ProfileData> = {}) {
  data = profileData(overrides)
  server.use(...profileHandlers(data))
}

const withdrawals = () => [
  withdrawalFixture({
    idWithdraw: 7,
    name: 'Marco Verdi',
    email: 'marco@example.com',
    amount: 120.5,
    requestDate: '2026-03-04T09:00:00.000Z',
  }),
  withdrawalFixture({ idWithdraw: 6, amount: null }),
  withdrawalFixture({
    idWithdraw: 5,
    name: 'Anna Neri',
    email: 'anna@example.com',
    status: 'Approvato',
  }),
]

const documents = () => [
  documentFixture({ idDoc: 3, name: 'Marco Verdi', email: 'marco@example.com' }),
  documentFixture({
    idDoc: 2,
    name: 'Anna Neri',
    email: 'anna@example.com',
    status: 'approved',
    valid: true,
  }),
]

const files = () => ({
  [ProfilePaths.documentFile(3, 'front')]: { type: 'image/jpeg', body: 'jpeg-bytes' },
  [ProfilePaths.documentFile(3, 'back')]: { type: 'application/pdf', body: '%PDF-1.4' },
})

beforeEach(() => {
  useData({ withdrawals: withdrawals(), documents: documents(), files: files() })
  let next = 0
  // jsdom has no object URLs: each blob gets a name, as a browser would give it.
  URL.createObjectURL = vi.fn(() => `blob:http://localhost/file-${++next}`)
  URL.revokeObjectURL = vi.fn()
})

const table = (name: RegExp) => screen.getByRole('table', { name })
const row = (tableName: RegExp, name: RegExp) => within(table(tableName)).getByRole('row', { name })

async function openClients(language?: 'it' | 'en') {
  const rendered = await renderAppReady('/visualizzaclienti', { as: 'admin', language })
  await screen.findByRole('heading', {
    level: 1,
    name:
      language === 'en' ? 'Clients: withdrawals and documents' : 'Clienti: prelievi e documenti',
  })
  return rendered
}

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

describe('the identity documents', () => {
  it('opens the image side in a modal dialog, fetched with the session', async () => {
    const seen = recordRequests()
    const { user } = await openClients()
    const marco = await waitFor(() => row(/Documenti/, /Marco Verdi/))
    expect(within(marco).getByText('Da verificare')).toBeVisible()
    const front = within(marco).getByRole('button', { name: 'Fronte' })
    await user.click(front)
    const dialog = screen.getByRole('dialog', { name: 'Fronte del documento di Marco Verdi' })
    const picture = await within(dialog).findByRole('img', {
      name: 'Fronte del documento di Marco Verdi',
    })
    expect(picture).toHaveAttribute('src', expect.stringMatching(/^blob:/))
    expect(within(dialog).getByRole('button', { name: 'Chiudi' })).toHaveFocus()
    expect(seen.find((r) => r.path === '/api/document-file/3/front')?.authorization).toBe(
      `Bearer ${testUsers.admin.token}`,
    )

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(front).toHaveFocus()
    expect(URL.revokeObjectURL).toHaveBeenCalled()
  })

  it('embeds the PDF side', async () => {
    const { user } = await openClients()
    const marco = await waitFor(() => row(/Documenti/, /Marco Verdi/))
    await user.click(within(marco).getByRole('button', { name: 'Retro' }))
    const dialog = screen.getByRole('dialog', { name: 'Retro del documento di Marco Verdi' })
    const embedded = await within(dialog).findByTitle('Retro del documento di Marco Verdi')
    expect(embedded.tagName).toBe('IFRAME')
    expect(embedded).toHaveAttribute('src', expect.stringMatching(/^blob:/))
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    await user.click(
      within(dialog).getByRole('button', { name: 'Apri il PDF in una nuova scheda' }),
    )
    expect(open).toHaveBeenCalledWith(embedded.getAttribute('src'), '_blank', 'noopener')
    open.mockRestore()
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('tells in the dialog when a file cannot be read', async () => {
    const { user } = await openClients()
    server.use(http.get('*/api/document-file/:id/:side', () => error(404, 'Not found')))
    const marco = await waitFor(() => row(/Documenti/, /Marco Verdi/))
    await user.click(within(marco).getByRole('button', { name: 'Fronte' }))
    const dialog = screen.getByRole('dialog')
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Non siamo riusciti a caricare i contenuti.',
    )
  })

  it('approves and rejects with a private token, with the result on the row', async () => {
    useData({
      documents: [
        ...documents(),
        documentFixture({ idDoc: 4, name: 'Luca Gialli', email: 'luca@example.com' }),
      ],
    })
    const seen = recordRequests()
    const { user } = await openClients()
    const marco = await waitFor(() => row(/Documenti/, /Marco Verdi/))
    expect(within(row(/Documenti/, /Anna Neri/)).getByText('Approvato')).toBeVisible()
    expect(
      within(row(/Documenti/, /Anna Neri/)).queryByRole('button', { name: 'Approva' }),
    ).not.toBeInTheDocument()

    await user.click(within(marco).getByRole('button', { name: 'Approva' }))
    expect(await within(marco).findByRole('status')).toHaveTextContent(
      'Documento approvato con successo.',
    )
    expect(within(marco).getByText('Approvato')).toBeVisible()
    expect(within(marco).queryByRole('button', { name: 'Rifiuta' })).not.toBeInTheDocument()

    const luca = row(/Documenti/, /Luca Gialli/)
    await user.click(within(luca).getByRole('button', { name: 'Rifiuta' }))
    const form = within(luca).getByRole('form', { name: 'Rifiuta il documento Luca Gialli' })
    await user.type(within(form).getByRole('textbox'), 'Il documento è scaduto.')
    await user.click(within(form).getByRole('button', { name: 'Conferma il rifiuto' }))
    expect(await within(luca).findByRole('status')).toHaveTextContent(
      'Documento rifiutato con successo.',
    )
    expect(within(luca).getByText('Non approvato')).toBeVisible()
    expect(within(luca).getByText('Il documento è scaduto.')).toBeVisible()
    expect(seen.filter((r) => r.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/api/document/',
        authorization: `Bearer ${ADMIN_PRIVATE_TOKEN}`,
        body: { id: 3, status: 1 },
      },
      {
        method: 'PUT',
        path: '/api/document/',
        authorization: `Bearer ${ADMIN_PRIVATE_TOKEN}`,
        body: { id: 4, status: 0, reason: 'Il documento è scaduto.' },
      },
    ])
  })

  it('tells on the row when a decision fails, in English too', async () => {
    server.use(http.put('*/api/document/', () => error(500, 'Internal server error')))
    const { user } = await openClients('en')
    const marco = await waitFor(() => row(/Documents/, /Marco Verdi/))
    await user.click(within(marco).getByRole('button', { name: 'Approve' }))
    expect(await within(marco).findByRole('alert')).toHaveTextContent(
      'Error during the approval operation',
    )
  })
})

describe('the name of each document', () => {
  it('is shown beside its files, or says it was not given', async () => {
    useData({
      documents: [
        documentFixture({
          idDoc: 3,
          name: 'Marco Verdi',
          email: 'marco@example.com',
          documentName: "Carta d'identità",
        }),
        documentFixture({ idDoc: 2, name: 'Anna Neri', email: 'anna@example.com' }),
      ],
    })
    await openClients()
    const marco = await waitFor(() => row(/Documenti/, /Marco Verdi/))
    const files = within(marco).getByRole('button', { name: 'Fronte' }).closest('td')!
    expect(within(files).getByText("Carta d'identità")).toBeVisible()
    expect(
      within(row(/Documenti/, /Anna Neri/)).getByText('Tipo di documento non indicato'),
    ).toBeVisible()
  })
})

describe('who reaches the client screen', () => {
  it('sends a member home without loading the lists', async () => {
    const seen = recordRequests()
    await renderAppReady('/visualizzaclienti', { as: 'user' })
    await waitFor(() => expect(window.location.pathname).toBe('/'))
    expect(seen.some((r) => r.path === '/get/withdrawals/' || r.path === '/api/documents/')).toBe(
      false,
    )
  })

  it('sends a visitor home too', async () => {
    await renderAppReady('/visualizzaclienti')
    await waitFor(() => expect(window.location.pathname).toBe('/'))
  })
})
