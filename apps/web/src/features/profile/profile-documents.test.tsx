import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ProfileMessages } from '@aula/contract/profile'
import { error } from '#src/testing/handlers.ts'
import { giuliaProfile } from '#src/testing/profile-fixtures.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'
import { testUsers } from '#src/testing/users.ts'
import { data, openProfile, section, useData, withProfileData } from './profile-test-kit.ts'

/* Identity verification: the documents' upload, its refusals and the admin's verdict. */

withProfileData()

const image = (name = 'fronte.jpg') => new File(['jpg'], name, { type: 'image/jpeg' })
const pdf = (name = 'retro.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' })

describe('identity documents', () => {
  it('checks the files, uploads front and back with progress, then waits for the check', async () => {
    // The upload is held on its way until the test has seen its progress.
    let release!: () => void
    useData(
      {},
      new Promise<void>((resolve) => {
        release = resolve
      }),
    )
    const { user } = await openProfile()
    const documents = section("Verifica dell'identità")
    const front = within(documents).getByLabelText('Fronte del documento')
    const back = within(documents).getByLabelText('Retro del documento')

    // Wrong type and too large are refused before anything is sent.
    const anyFile = userEvent.setup({ applyAccept: false, delay: null })
    await anyFile.upload(front, new File(['hi'], 'note.txt', { type: 'text/plain' }))
    expect(front).toHaveAccessibleDescription(
      /«note\.txt» non è un'immagine JPEG, PNG o WebP né un PDF\./,
    )
    const huge = image('enorme.jpg')
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 })
    await user.upload(front, huge)
    expect(front).toHaveAccessibleDescription(/«enorme\.jpg» è troppo grande: al massimo 10 MB\./)

    // Which document it is, and both sides, are needed before anything is sent.
    const name = within(documents).getByRole('textbox', { name: 'Tipo di documento' })
    await user.click(within(documents).getByRole('button', { name: 'Carica i documenti' }))
    // The form's checks finish after the click: what they say is waited for.
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(/Scrivi che documento stai caricando\./),
    )
    expect(name).toHaveFocus()
    expect(back).toHaveAccessibleDescription(/Scegli il retro del documento\./)
    expect(data().uploads).toEqual([])

    await user.type(name, "Carta d'identità")
    await user.upload(front, image())
    await user.upload(back, pdf())
    expect(
      within(documents).getByRole('list', { name: 'File scelti per Fronte del documento' }),
    ).toHaveTextContent('fronte.jpg')
    await user.click(within(documents).getByRole('button', { name: 'Carica i documenti' }))
    expect(
      await within(documents).findByRole('progressbar', {
        name: 'Caricamento dei documenti in corso…',
      }),
    ).toBeVisible()
    release()

    // The note that the server is saving the files may show first, for as long as it takes.
    await waitFor(() =>
      expect(within(documents).getByRole('status')).toHaveTextContent(
        'Documenti caricati con successo!',
      ),
    )
    expect(
      await within(documents).findByText(
        'Verifica dei documenti in corso: ti avviseremo appena sarà completata.',
      ),
    ).toBeVisible()
    expect(within(documents).queryByLabelText('Fronte del documento')).not.toBeInTheDocument()
    expect(data().uploads).toEqual([
      {
        email: testUsers.user.email,
        name: "Carta d'identità",
        // The front first, then the back (jsdom's upload keeps the types, not the names).
        document: [
          expect.objectContaining({ type: 'image/jpeg' }),
          expect.objectContaining({ type: 'application/pdf' }),
        ],
      },
    ])
  })

  it('tells when the upload fails', async () => {
    server.use(http.post('*/api/document/', () => error(500, 'Internal server error')))
    const { user } = await openProfile()
    const documents = section("Verifica dell'identità")
    await user.type(within(documents).getByLabelText('Tipo di documento'), 'Passaporto')
    await user.upload(within(documents).getByLabelText('Fronte del documento'), image())
    await user.upload(within(documents).getByLabelText('Retro del documento'), pdf())
    await user.click(within(documents).getByRole('button', { name: 'Carica i documenti' }))
    expect(await within(documents).findByRole('alert')).toHaveTextContent(
      'Errore nel caricamento dei documenti. Riprova.',
    )
    expect(within(documents).getByLabelText('Fronte del documento')).toBeEnabled()
  })

  it("shows the server's reason next to the file it refused, type or size", async () => {
    const refuse = (status: 413 | 415, side: 'front' | 'back') =>
      server.use(
        http.post('*/api/document/', () => {
          const message =
            status === 415 ? ProfileMessages.documentWrongType : ProfileMessages.documentTooLarge
          return HttpResponse.json({ message, errors: [{ path: side, message }] }, { status })
        }),
      )
    refuse(415, 'back')
    const { user } = await openProfile()
    const documents = section("Verifica dell'identità")
    const front = within(documents).getByLabelText('Fronte del documento')
    const back = within(documents).getByLabelText('Retro del documento')
    await user.type(within(documents).getByLabelText('Tipo di documento'), 'Patente')
    await user.upload(front, image())
    // Named .pdf, but the server reads what it really is.
    await user.upload(back, pdf('finto.pdf'))
    await user.click(within(documents).getByRole('button', { name: 'Carica i documenti' }))
    await waitFor(() =>
      expect(back).toHaveAccessibleDescription(
        /Il file non è un'immagine JPEG, PNG o WebP né un PDF: scegline un altro\./,
      ),
    )
    expect(back).toHaveAttribute('aria-invalid', 'true')
    expect(back).toHaveFocus()
    expect(front).not.toHaveAttribute('aria-invalid')
    expect(within(documents).queryByText(/Errore nel caricamento/)).not.toBeInTheDocument()

    // The refused side is chosen again; then the server finds the front too large.
    refuse(413, 'front')
    await user.upload(back, pdf())
    await user.click(within(documents).getByRole('button', { name: 'Carica i documenti' }))
    await waitFor(() =>
      expect(front).toHaveAccessibleDescription(
        /Il file supera i 10 MB: scegline uno più leggero\./,
      ),
    )
    expect(back).not.toHaveAttribute('aria-invalid')
  })

  it("shows the server's reason in English too", async () => {
    server.use(
      http.post('*/api/document/', () =>
        HttpResponse.json(
          {
            message: ProfileMessages.documentWrongType,
            errors: [{ path: 'front', message: ProfileMessages.documentWrongType }],
          },
          { status: 415 },
        ),
      ),
    )
    const { user } = await openProfile('en')
    const documents = section('Identity verification')
    await user.type(within(documents).getByLabelText('Type of document'), 'Passport')
    const front = within(documents).getByLabelText('Front of the document')
    await user.upload(front, image())
    await user.upload(within(documents).getByLabelText('Back of the document'), pdf())
    await user.click(within(documents).getByRole('button', { name: 'Upload the documents' }))
    await waitFor(() =>
      expect(front).toHaveAccessibleDescription(
        /The file is not a JPEG, PNG or WebP image nor a PDF: choose another one\./,
      ),
    )
  })

  it('shows a rejected document with the reason, and the form to send another', async () => {
    useData({
      user: giuliaProfile({
        document: {
          status: 'rejected',
          reason: 'La foto del retro è sfocata.',
          uploadDate: '2026-03-02T09:30:00.000Z',
        },
      }),
    })
    await openProfile()
    const documents = section("Verifica dell'identità")
    expect(
      within(documents).getByText('Documento rifiutato: La foto del retro è sfocata.'),
    ).toBeVisible()
    expect(within(documents).getByLabelText('Fronte del documento')).toBeEnabled()

    useData({
      user: giuliaProfile({
        document: { status: 'rejected', reason: null, uploadDate: '2026-03-02T09:30:00.000Z' },
      }),
    })
    await renderAppReady('/utente', { as: 'user', language: 'en' })
    expect(await screen.findByText('Document rejected.')).toBeVisible()
  })

  it('shows the pending and the verified states', async () => {
    useData({ user: giuliaProfile({ veryfing: true }) })
    await openProfile()
    expect(
      within(section("Verifica dell'identità")).getByText(/Verifica dei documenti in corso/),
    ).toBeVisible()

    useData({ user: giuliaProfile({ docVerified: true }) })
    await renderAppReady('/utente', { as: 'user' })
    expect(
      await screen.findByText('Identità verificata: i tuoi documenti sono stati approvati.'),
    ).toBeVisible()
  })
})
