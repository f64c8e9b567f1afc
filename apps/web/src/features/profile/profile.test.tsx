import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { ProfileMessages } from '@aula/contract/profile'
import { courseFixture, onlineCourseFixture } from '#src/testing/catalog-handlers.ts'
import { error } from '#src/testing/handlers.ts'
import {
  giuliaProfile,
  profileData,
  profileHandlers,
  withdrawalFixture,
  type ProfileData,
} from '#src/testing/profile-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'
import { testUsers } from '#src/testing/users.ts'

const VALID_IBAN = 'IT60 X054 2811 1010 0000 0123 456'
const VALID_CF = 'RSSMRA85T10A562S'

let data: ProfileData

function useData(overrides: Partial<ProfileData> = {}, uploadHeld?: Promise<unknown>) {
  data = profileData(overrides)
  server.use(...profileHandlers(data, { uploadHeld }))
}

beforeEach(() => useData())

const section = (name: string) => screen.getByRole('region', { name })

async function openProfile(language?: 'it' | 'en') {
  const rendered = await renderAppReady('/utente', { as: 'user', language })
  await screen.findByRole('region', {
    name: language === 'en' ? 'Personal information' : 'Dati personali',
  })
  return rendered
}

/** A payout-ready member: IBAN, CF and a verified identity. */
const ready = (overrides = {}) =>
  giuliaProfile({
    iban: 'IT60X0542811101000000123456',
    CF: VALID_CF,
    docVerified: true,
    ...overrides,
  })

describe('personal information', () => {
  it('shows the data, then edits it in place and saves it with the session', async () => {
    const seen = recordRequests()
    const { user } = await openProfile()
    expect(screen.getByRole('heading', { level: 1, name: 'Il tuo profilo' })).toBeVisible()
    const personal = section('Dati personali')
    expect(within(personal).getByText('Giulia Bianchi')).toBeVisible()
    expect(within(personal).getByText(testUsers.user.email)).toBeVisible()
    expect(within(personal).getByText('Via Roma 1, 70121 Bari')).toBeVisible()
    expect(within(personal).getByRole('link', { name: 'Cambia password' })).toHaveAttribute(
      'href',
      '/changepassword',
    )

    await user.click(within(personal).getByRole('button', { name: 'Modifica i dati personali' }))
    const phone = within(personal).getByRole('textbox', { name: 'Telefono' })
    expect(within(personal).getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly')
    await user.clear(phone)
    await user.type(phone, 'abc')
    await user.click(within(personal).getByRole('button', { name: 'Salva' }))
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(/Inserisci un numero di telefono valido/),
    )

    await user.clear(phone)
    await user.type(phone, '+39 320 555 0000')
    await user.clear(within(personal).getByRole('textbox', { name: 'Indirizzo' }))
    await user.click(within(personal).getByRole('button', { name: 'Salva' }))

    expect(await within(personal).findByRole('status')).toHaveTextContent(
      'Dati personali aggiornati con successo.',
    )
    expect(await within(personal).findByText('+39 320 555 0000')).toBeVisible()
    expect(within(personal).getByText('Non indicato')).toBeVisible()
    const put = seen.find((r) => r.method === 'PUT' && r.path === '/api/user/')
    expect(put).toMatchObject({
      authorization: `Bearer ${testUsers.user.token}`,
      body: { name: 'Giulia Bianchi', phoneNumber: '+39 320 555 0000', address: '' },
    })
    expect(data.user).toMatchObject({ phoneNumber: '+39 320 555 0000', address: null })
  })

  it('requires the name and tells when saving fails', async () => {
    const { user } = await openProfile()
    const personal = section('Dati personali')
    await user.click(within(personal).getByRole('button', { name: 'Modifica i dati personali' }))
    const name = within(personal).getByRole('textbox', { name: 'Nome e cognome' })
    expect(name).toHaveFocus()
    await user.clear(name)
    await user.click(within(personal).getByRole('button', { name: 'Salva' }))
    await waitFor(() => expect(name).toHaveAccessibleDescription('Questo campo è obbligatorio.'))

    server.use(http.put('*/api/user/', () => error(500, 'Internal server error')))
    await user.type(name, 'Giulia B.')
    await user.click(within(personal).getByRole('button', { name: 'Salva' }))
    expect(await within(personal).findByRole('alert')).toHaveTextContent(
      'Non è stato possibile salvare i dati personali. Riprova.',
    )
    await user.click(within(personal).getByRole('button', { name: 'Annulla' }))
    expect(within(personal).getByText('Giulia Bianchi')).toBeVisible()
  })

  it('shows a retry when the profile cannot be read', async () => {
    server.use(http.get('*/api/user/', () => error(500, 'Internal server error')))
    await renderAppReady('/utente', { as: 'user' })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non siamo riusciti a caricare i contenuti.',
    )
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeVisible()
  })
})

describe('purchased courses', () => {
  it('links each in-person course to its page and each video course to its lessons', async () => {
    useData({
      courses: [courseFixture({ id: 3, title: 'Pizza napoletana STG', location: 'Napoli' })],
      onlineCourses: [onlineCourseFixture({ id: 8, title: 'Pizza in teglia alla romana' })],
    })
    await openProfile()
    const courses = section('I tuoi corsi')
    expect(
      await within(courses).findByRole('link', { name: 'Dettagli del corso Pizza napoletana STG' }),
    ).toHaveAttribute('href', '/course/Pizza-napoletana-STG')
    expect(within(courses).getByText('Napoli · Corso in emissione')).toBeVisible()
    expect(
      await within(courses).findByRole('link', {
        name: 'Guarda le lezioni di Pizza in teglia alla romana',
      }),
    ).toHaveAttribute('href', '/video/Pizza-in-teglia-alla-romana')
  })

  it('says when nothing was bought, with a way to the catalog', async () => {
    await openProfile()
    const courses = section('I tuoi corsi')
    expect(
      await within(courses).findByText('Non hai ancora acquistato corsi in presenza.'),
    ).toBeVisible()
    expect(within(courses).getByText('Non hai ancora acquistato videocorsi.')).toBeVisible()
    expect(within(courses).getByRole('link', { name: 'Scopri i corsi' })).toHaveAttribute(
      'href',
      '/corsi',
    )
  })
})

describe('the affiliate section', () => {
  it('shows the codes, the earnings and a registration link that can be copied', async () => {
    const { user } = await openProfile()
    const affiliate = section('Programma affiliati')
    expect(within(affiliate).getByText('GIULIA26')).toBeVisible()
    const link = `${window.location.origin}/register?invite=GIULIA26`
    expect(within(affiliate).getByText(link)).toBeVisible()
    expect(within(affiliate).getByText('MARIO2026')).toBeVisible()
    expect(within(affiliate).getByText('42,50 €')).toBeVisible()
    expect(within(affiliate).getByText('15,00 €')).toBeVisible()
    expect(within(affiliate).getByText('3')).toBeVisible()

    await user.click(within(affiliate).getByRole('button', { name: 'Copia il codice' }))
    expect(await navigator.clipboard.readText()).toBe('GIULIA26')
    expect(within(affiliate).getByText('Codice invito copiato negli appunti.')).toBeVisible()
    await user.click(within(affiliate).getByRole('button', { name: 'Copia il link' }))
    expect(await navigator.clipboard.readText()).toBe(link)
  })
})

describe('IBAN and codice fiscale', () => {
  it('refuses an IBAN with wrong check digits before sending it, then saves a good one', async () => {
    const seen = recordRequests()
    const { user } = await openProfile()
    const payout = section('Dati per i pagamenti')
    await user.click(within(payout).getByRole('button', { name: "Aggiungi l'IBAN" }))
    const iban = within(payout).getByRole('textbox', { name: 'IBAN' })
    await user.type(iban, 'IT60 X054 2811 1010 0000 0123 457')
    await user.click(within(payout).getByRole('button', { name: 'Salva' }))
    expect(iban).toHaveAccessibleDescription(
      /IBAN non valido: controlla di averlo copiato per intero e senza errori\./,
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
    expect(cf).toHaveAccessibleDescription(/Codice fiscale non valido: controlla i 16 caratteri\./)

    await user.clear(cf)
    await user.type(cf, VALID_CF.toLowerCase())
    await user.click(within(payout).getByRole('button', { name: 'Salva' }))
    expect(await within(payout).findByRole('status')).toHaveTextContent(
      'Codice fiscale salvato con successo.',
    )
    expect(within(payout).getByText(VALID_CF)).toBeVisible()
    expect(data.user.CF).toBe(VALID_CF)

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
    expect(name).toHaveAccessibleDescription(/Scrivi che documento stai caricando\./)
    expect(name).toHaveFocus()
    expect(back).toHaveAccessibleDescription(/Scegli il retro del documento\./)
    expect(data.uploads).toEqual([])

    await user.type(name, "Carta d'identità")
    await user.upload(front, image())
    await user.upload(back, pdf())
    expect(front).toHaveAccessibleDescription(/Scelto: fronte\.jpg/)
    await user.click(within(documents).getByRole('button', { name: 'Carica i documenti' }))
    expect(
      await within(documents).findByRole('progressbar', {
        name: 'Caricamento dei documenti in corso…',
      }),
    ).toBeVisible()
    release()

    expect(await within(documents).findByRole('status')).toHaveTextContent(
      'Documenti caricati con successo!',
    )
    expect(
      await within(documents).findByText(
        'Verifica dei documenti in corso: ti avviseremo appena sarà completata.',
      ),
    ).toBeVisible()
    expect(within(documents).queryByLabelText('Fronte del documento')).not.toBeInTheDocument()
    expect(data.uploads).toEqual([
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

describe('withdrawals', () => {
  const request = () =>
    within(section('Prelievi')).getByRole('button', { name: 'Richiedi un prelievo' })

  it("asks for IBAN, CF and identity first ('No data')", async () => {
    const { user } = await openProfile()
    const withdrawals = section('Prelievi')
    expect(within(withdrawals).getByText('Non hai ancora richiesto prelievi.')).toBeVisible()
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

describe('in English', () => {
  it('speaks English throughout', async () => {
    const { user } = await openProfile('en')
    expect(screen.getByRole('region', { name: 'Affiliate program' })).toBeVisible()
    expect(screen.getByRole('region', { name: 'Payout details' })).toBeVisible()
    expect(screen.getByRole('region', { name: 'Identity verification' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Request a withdrawal' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'To request a withdrawal you must first enter your IBAN and tax code and verify your identity.',
    )
  })
})
