import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { ApiError } from '@aula/contract/common'
import { ContactPaths } from '@aula/contract/routes/contact'
import { ContactMessages } from '@aula/contract/contact'
import { CoursePaths } from '@aula/contract/routes/courses'
import type { CoursesAnswer } from '@aula/contract/courses'
import { coursesAnswer } from '#src/testing/form-handlers.ts'
import { tooManyRequests } from '#src/testing/handlers.ts'
import { renderAppReady, type TestUser } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'
import { testUsers } from '#src/testing/users.ts'

const TERMS = 'Accetto i termini e le condizioni e il trattamento dei miei dati personali'
const SENT = 'Messaggio inviato con successo! Ti risponderemo al più presto.'

const field = {
  name: () => screen.getByLabelText('Nome'),
  surname: () => screen.getByLabelText('Cognome'),
  birthDate: () => screen.getByLabelText('Data di nascita'),
  city: () => screen.getByLabelText('Città'),
  email: () => screen.getByLabelText('E-mail'),
  phone: () => screen.getByLabelText('Telefono'),
  course: () => screen.getByLabelText('Corso di interesse'),
  objective: () => screen.getByLabelText('Obiettivo'),
  budget: () => screen.getByLabelText('Budget (€)'),
  message: () => screen.getByLabelText('Messaggio'),
  terms: () => screen.getByRole('checkbox', { name: TERMS }),
}

/** Everything but the terms, which each test ticks (or not) itself. */
async function fillIn(user: TestUser, { course = true } = {}) {
  await user.type(field.name(), 'Luca')
  await user.type(field.surname(), 'Bianchi')
  await user.type(field.birthDate(), '1995-04-23')
  await user.type(field.city(), 'Napoli')
  await user.type(field.email(), 'luca@example.com')
  await user.type(field.phone(), '081 555 1234')
  if (course) await user.type(field.course(), 'Pizza in teglia')
  await user.type(field.objective(), 'Aprire una pizzeria')
  await user.type(field.budget(), '1500')
  await user.type(field.message(), 'Ci sono date a giugno?')
}

const send = (user: TestUser) => user.click(screen.getByRole('button', { name: 'Invia richiesta' }))

describe('the information request', () => {
  it('wants the terms accepted first, then sends the request with the surname and the course of the link', async () => {
    server.use(
      http.get<never, never, CoursesAnswer>(`*${CoursePaths.courses}`, () =>
        HttpResponse.json(coursesAnswer('Pizza napoletana', 'Corso base di pizzaiolo')),
      ),
    )
    const requests = recordRequests()
    const { user } = await renderAppReady('/modulo?corso=corso-base-di-pizzaiolo')
    expect(document.title).toBe('Richiedi informazioni | Aula')

    // The link's spelling gives way to the course's real title, and the others are offered.
    await waitFor(() => expect(field.course()).toHaveValue('Corso base di pizzaiolo'))
    const listId = field.course().getAttribute('list')
    const options = document.getElementById(listId ?? '')?.querySelectorAll('option')
    expect([...(options ?? [])].map((option) => option.value)).toEqual([
      'Pizza napoletana',
      'Corso base di pizzaiolo',
    ])

    await fillIn(user, { course: false })
    await send(user)
    await waitFor(() =>
      expect(field.terms()).toHaveAccessibleDescription(
        expect.stringContaining('Devi accettare i termini e le condizioni.'),
      ),
    )
    expect(field.terms()).toHaveFocus()
    expect(requests.some((r) => r.path === ContactPaths.module)).toBe(false)

    await user.click(field.terms())
    await send(user)
    const confirmation = await screen.findByText(SENT)
    expect(document.activeElement).toContainElement(confirmation)
    expect(requests.find((r) => r.path === ContactPaths.module)).toMatchObject({
      method: 'POST',
      authorization: null,
      body: {
        name: 'Luca',
        surname: 'Bianchi',
        email: 'luca@example.com',
        birth_date: '1995-04-23',
        city: 'Napoli',
        phonenumber: '081 555 1234',
        interested_in: 'Corso base di pizzaiolo',
        objective: 'Aprire una pizzeria',
        spending: 1500,
        message: 'Ci sono date a giugno?',
        accept_terms: true,
      },
    })
    expect(field.surname()).toHaveValue('')
    expect(field.terms()).not.toBeChecked()
  })

  it('links the terms to the privacy policy', async () => {
    await renderAppReady('/modulo')
    const privacy = screen.getByRole('link', { name: /Leggi l'informativa sulla privacy/ })
    expect(privacy).toHaveAttribute('href', '/privacy')
    expect(field.terms()).toHaveAccessibleDescription(expect.stringContaining('privacy'))
  })

  it('checks every field before sending', async () => {
    const requests = recordRequests()
    const { user } = await renderAppReady('/modulo')
    await send(user)
    for (const [name, input] of Object.entries(field)) {
      if (name === 'terms') continue
      await waitFor(() =>
        expect(input()).toHaveAccessibleDescription(
          expect.stringContaining('Questo campo è obbligatorio.'),
        ),
      )
    }
    expect(field.terms()).toHaveAccessibleDescription(
      expect.stringContaining('Devi accettare i termini e le condizioni.'),
    )
    expect(field.birthDate()).toHaveAttribute('type', 'date')
    expect(field.budget()).toHaveAttribute('type', 'number')

    await user.type(field.birthDate(), '2999-01-01')
    await user.type(field.budget(), '2.5')
    await user.type(field.email(), 'luca-at-example.com')
    await send(user)
    await waitFor(() =>
      expect(field.birthDate()).toHaveAccessibleDescription(
        'La data di nascita deve essere nel passato.',
      ),
    )
    expect(field.budget()).toHaveAccessibleDescription(
      expect.stringContaining('Inserisci il budget in euro come numero intero, da 0 in su.'),
    )
    expect(field.email()).toHaveAccessibleDescription('Inserisci un indirizzo e-mail valido.')

    await user.clear(field.birthDate())
    await user.type(field.birthDate(), `${new Date().getUTCFullYear() - 5}-01-01`)
    await send(user)
    await waitFor(() =>
      expect(field.birthDate()).toHaveAccessibleDescription(
        'Inserisci una data di nascita reale: devi avere tra 14 e 110 anni.',
      ),
    )
    expect(requests.some((r) => r.path === ContactPaths.module)).toBe(false)
  })

  it("sends a signed-in person's token", async () => {
    const requests = recordRequests()
    const { user } = await renderAppReady('/modulo', { as: 'user' })
    await screen.findByRole('link', { name: 'Profilo' })
    await fillIn(user)
    await user.click(field.terms())
    await send(user)
    await screen.findByText(SENT)
    expect(requests.find((r) => r.path === ContactPaths.module)?.authorization).toBe(
      `Bearer ${testUsers.user.token}`,
    )
  })

  it('reports a refusal, a network failure and too many requests', async () => {
    server.use(
      http.post(`*${ContactPaths.module}`, () => tooManyRequests(), { once: true }),
      http.post(`*${ContactPaths.module}`, () => HttpResponse.error(), { once: true }),
      http.post(`*${ContactPaths.module}`, () => new HttpResponse(null, { status: 503 })),
    )
    const { user } = await renderAppReady('/modulo')
    await fillIn(user)
    await user.click(field.terms())

    await send(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('Troppi tentativi')
    await send(user)
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Errore di rete, riprova più tardi.'),
    )
    await send(user)
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        "Errore durante l'invio del messaggio. Riprova.",
      ),
    )
    expect(within(screen.getByRole('alert')).queryByText(SENT)).not.toBeInTheDocument()
    expect(field.surname()).toHaveValue('Bianchi')
  })

  it("shows the server's field errors in the visitor's words, keeping what was typed", async () => {
    server.use(
      http.post(`*${ContactPaths.module}`, () =>
        HttpResponse.json<ApiError>(
          {
            message: 'Invalid body',
            errors: [
              { path: 'birth_date', message: ContactMessages.birthDate },
              { path: 'email', message: 'Invalid email address' },
              { path: 'city', message: 'Unknown city' },
              { path: 'city', message: 'Required' },
            ],
          },
          { status: 400 },
        ),
      ),
    )
    const { user } = await renderAppReady('/modulo')
    await fillIn(user)
    await user.click(field.terms())
    await send(user)

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Errore durante l'invio del messaggio. Riprova.",
    )
    expect(field.birthDate()).toHaveAccessibleDescription(
      'Inserisci una data di nascita reale: devi avere tra 14 e 110 anni.',
    )
    expect(field.email()).toHaveAccessibleDescription('Inserisci un indirizzo e-mail valido.')
    // The first word on a field wins; one the site does not know reads as a wrong value.
    expect(field.city()).toHaveAccessibleDescription('Controlla il valore inserito.')
    expect(field.city()).toHaveValue('Napoli')
    expect(field.terms()).toBeChecked()
  })
})
