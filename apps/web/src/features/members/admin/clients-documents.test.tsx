import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ADMIN_PRIVATE_TOKEN } from '#src/testing/admin-handlers.ts'
import { error } from '#src/testing/handlers.ts'
import { documentFixture, type ProfileData } from '#src/testing/profile-fixtures.ts'
import { recordRequests, server } from '#src/testing/server.ts'
import { testUsers } from '#src/testing/users.ts'
import {
  clientsData,
  documents,
  openClients,
  row,
  serveClients,
  stubObjectUrls,
} from './clients-test-kit.ts'

function useData(overrides: Partial<ProfileData> = {}) {
  serveClients(overrides)
}

beforeEach(() => {
  useData(clientsData())
  stubObjectUrls()
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
