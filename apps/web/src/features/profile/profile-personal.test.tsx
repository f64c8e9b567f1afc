import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { courseFixture } from '#src/testing/catalog-handlers.ts'
import { error } from '#src/testing/handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'
import { testUsers } from '#src/testing/users.ts'
import { data, openProfile, section, useData, withProfileData } from './profile-test-kit.ts'

/* The profile page: personal data, purchased courses, the affiliate program, English. */

withProfileData()

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
    expect(data().user).toMatchObject({ phoneNumber: '+39 320 555 0000', address: null })
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
  it('links each in-person course to its page', async () => {
    useData({
      courses: [courseFixture({ id: 3, title: 'Pizza napoletana STG', location: 'Napoli' })],
    })
    await openProfile()
    const courses = section('I tuoi corsi')
    expect(
      await within(courses).findByRole('link', { name: 'Dettagli del corso Pizza napoletana STG' }),
    ).toHaveAttribute('href', '/course/Pizza-napoletana-STG')
    expect(within(courses).getByText('Napoli · Corso in emissione')).toBeVisible()
  })

  it('shows how far each video course got and goes back in where the member stopped', async () => {
    useData({
      learning: [
        {
          id: 8,
          title: 'Pizza in teglia alla romana',
          lessons: 5,
          completedLessons: 2,
          resume: { lesson: 3, title: 'La stesura', positionSeconds: 95 },
          lastWatchedAt: '2026-03-02T09:30:00.000Z',
        },
        {
          id: 9,
          title: 'Focaccia genovese',
          lessons: 4,
          completedLessons: 0,
          resume: { lesson: 1, title: 'Gli ingredienti', positionSeconds: 0 },
          lastWatchedAt: null,
        },
        {
          id: 10,
          title: 'Lievito madre',
          lessons: 2,
          completedLessons: 2,
          resume: null,
          lastWatchedAt: '2026-02-01T09:30:00.000Z',
        },
      ],
    })
    await openProfile()
    const courses = section('I tuoi corsi')
    expect(
      await within(courses).findByRole('link', { name: 'Continua: Pizza in teglia alla romana' }),
    ).toHaveAttribute('href', '/video/Pizza-in-teglia-alla-romana?lezione=3')
    expect(within(courses).getByText('2 di 5 lezioni completate')).toBeVisible()
    expect(within(courses).getByText('Riprendi dalla lezione 3: La stesura')).toBeVisible()
    expect(
      within(courses).getByRole('progressbar', { name: '2 di 5 lezioni completate' }),
    ).toHaveAttribute('aria-valuenow', '40')

    expect(
      within(courses).getByRole('link', { name: 'Inizia il corso: Focaccia genovese' }),
    ).toHaveAttribute('href', '/video/Focaccia-genovese')
    expect(within(courses).getByText('0 di 4 lezioni completate')).toBeVisible()

    expect(within(courses).getByRole('link', { name: 'Rivedi: Lievito madre' })).toHaveAttribute(
      'href',
      '/video/Lievito-madre',
    )
    expect(within(courses).getByText('Hai completato tutte le lezioni')).toBeVisible()
    expect(
      within(courses).getByRole('progressbar', { name: 'Hai completato tutte le lezioni' }),
    ).toHaveAttribute('aria-valuenow', '100')
  })

  it('lists the editions to come with a calendar file and a Google Calendar link', async () => {
    useData({
      upcoming: [
        {
          editionId: 41,
          courseTitle: 'Pizza napoletana STG',
          startDate: '2026-12-30',
          endDate: '2026-12-31',
          location: 'Napoli',
        },
      ],
    })
    await openProfile()
    const courses = section('I tuoi corsi')
    expect(await within(courses).findByText('Prossimi appuntamenti')).toBeVisible()
    expect(
      within(courses).getByText('dal 30 dicembre 2026 al 31 dicembre 2026 · Napoli'),
    ).toBeVisible()
    expect(
      within(courses).getByRole('link', {
        name: 'Aggiungi Pizza napoletana STG al calendario (.ics)',
      }),
    ).toHaveAttribute('href', '/api/user/editions/41/calendar.ics')
    const google = new URL(
      within(courses)
        .getByRole('link', { name: 'Aggiungi Pizza napoletana STG a Google Calendar' })
        .getAttribute('href')!,
    )
    expect(google.searchParams.get('dates')).toBe('20261230/20270101')
    expect(google.searchParams.get('text')).toBe('Pizza napoletana STG')
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
