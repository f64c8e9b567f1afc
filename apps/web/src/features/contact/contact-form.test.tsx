import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { ApiError, Message } from '@aula/contract/common'
import { ContactPaths } from '@aula/contract/routes/contact'
import { ContactMessages } from '@aula/contract/contact'
import { error, site, tooManyRequests } from '#src/testing/handlers.ts'
import { renderApp, type TestUser } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'

const REQUIRED = 'Questo campo è obbligatorio.'
const SENT = 'Messaggio inviato con successo! Ti risponderemo al più presto.'
const NOT_SENT = "Errore durante l'invio del messaggio. Riprova."

const field = {
  name: () => screen.getByLabelText('Nome e cognome'),
  email: () => screen.getByLabelText('E-mail'),
  phone: () => screen.getByLabelText('Telefono'),
  gender: () => screen.getByLabelText('Genere'),
  workStatus: () => screen.getByLabelText('Situazione lavorativa'),
  message: () => screen.getByLabelText('Messaggio'),
}

/** The page is ready once the school's contacts (GET /api/site) are shown beside the form. */
async function openContactPage(language: 'it' | 'en' = 'it') {
  const rendered = renderApp('/contatti', { language })
  const details = await screen.findByRole('region', {
    name: language === 'it' ? 'I nostri recapiti' : 'Our contacts',
  })
  await within(details).findByText(site.contactAddress)
  return rendered
}

async function fillIn(user: TestUser) {
  await user.type(field.name(), 'Giulia Rossi')
  await user.type(field.email(), 'giulia@example.com')
  await user.type(field.phone(), '+39 333 123 4567')
  await user.selectOptions(field.gender(), 'Donna')
  await user.selectOptions(field.workStatus(), 'Non occupato/a')
  await user.type(field.message(), 'Quando parte il prossimo corso base?')
}

const send = (user: TestUser) => user.click(screen.getByRole('button', { name: 'Invia messaggio' }))

describe('the contact page', () => {
  it('sends the message, clears the form and moves to the confirmation', async () => {
    const requests = recordRequests()
    const { user } = await openContactPage()
    await fillIn(user)
    await send(user)

    const confirmation = await screen.findByText(SENT)
    expect(confirmation.closest('[role="status"]')).toBeInTheDocument()
    expect(document.activeElement).toContainElement(confirmation)
    expect(requests.find((r) => r.path === ContactPaths.contact)).toMatchObject({
      method: 'POST',
      authorization: null,
      body: {
        name: 'Giulia Rossi',
        email: 'giulia@example.com',
        phoneNumber: '+39 333 123 4567',
        gender: 'donna',
        statoLavorativo: 'disoccupato',
        message: 'Quando parte il prossimo corso base?',
      },
    })
    for (const input of Object.values(field)) expect(input()).toHaveValue('')
  })

  it('asks for every field, and a valid e-mail and phone, without sending anything', async () => {
    const requests = recordRequests()
    const { user } = await openContactPage()
    await send(user)

    for (const input of Object.values(field)) {
      await waitFor(() => expect(input()).toHaveAccessibleDescription(REQUIRED))
      expect(input()).toBeRequired()
      expect(input()).toBeInvalid()
    }
    // The first field to fix gets the focus.
    expect(field.name()).toHaveFocus()

    await user.type(field.email(), 'giulia.example.com')
    await user.type(field.phone(), 'chiamami')
    await send(user)
    await waitFor(() =>
      expect(field.email()).toHaveAccessibleDescription('Inserisci un indirizzo e-mail valido.'),
    )
    expect(field.phone()).toHaveAccessibleDescription(
      'Inserisci un numero di telefono valido (da 6 a 15 cifre, con prefisso facoltativo).',
    )
    expect(field.email()).toHaveAttribute('type', 'email')
    expect(field.phone()).toHaveAttribute('type', 'tel')
    expect(requests.some((r) => r.path === ContactPaths.contact)).toBe(false)
  })

  it("shows the server's field errors next to the fields", async () => {
    server.use(
      http.post(`*${ContactPaths.contact}`, () =>
        HttpResponse.json<ApiError>(
          {
            message: 'Invalid body: phoneNumber Enter a valid phone number',
            errors: [
              { path: 'phoneNumber', message: ContactMessages.phone },
              { path: 'message', message: 'Required' },
            ],
          },
          { status: 400 },
        ),
      ),
    )
    const { user } = await openContactPage()
    await fillIn(user)
    await send(user)

    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_SENT)
    expect(field.phone()).toHaveAccessibleDescription(
      'Inserisci un numero di telefono valido (da 6 a 15 cifre, con prefisso facoltativo).',
    )
    expect(field.message()).toHaveAccessibleDescription(REQUIRED)
    // Nothing was sent, so nothing is lost.
    expect(field.name()).toHaveValue('Giulia Rossi')
  })

  it('says the message was not sent when the answer is not Success', async () => {
    server.use(
      http.post<never, never, Message>(`*${ContactPaths.contact}`, () =>
        HttpResponse.json({ message: 'Not sent' }),
      ),
    )
    const { user } = await openContactPage()
    await fillIn(user)
    await send(user)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(NOT_SENT)
    expect(document.activeElement).toContainElement(alert)
    expect(field.message()).toHaveValue('Quando parte il prossimo corso base?')
  })

  it('says the message was not sent when the server fails', async () => {
    server.use(http.post(`*${ContactPaths.contact}`, () => error(500, 'Internal server error')))
    const { user } = await openContactPage()
    await fillIn(user)
    await send(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_SENT)
  })

  it('reports a network failure', async () => {
    server.use(http.post(`*${ContactPaths.contact}`, () => HttpResponse.error()))
    const { user } = await openContactPage()
    await fillIn(user)
    await send(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore di rete, riprova più tardi.')
    expect(field.name()).toHaveValue('Giulia Rossi')
  })

  it('asks to wait after too many messages', async () => {
    server.use(http.post(`*${ContactPaths.contact}`, () => tooManyRequests()))
    const { user } = await openContactPage()
    await fillIn(user)
    await send(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Troppi tentativi: attendi qualche minuto e riprova.',
    )
  })

  it("shows the school's contacts and leads to the information request", async () => {
    await openContactPage()
    expect(document.title).toBe('Contatti | Aula')
    expect(screen.getByRole('heading', { level: 1, name: 'Contatti' })).toBeInTheDocument()

    const details = screen.getByRole('region', { name: 'I nostri recapiti' })
    expect(within(details).getByText(site.contactAddress)).toBeInTheDocument()
    expect(within(details).getByRole('link', { name: site.contactPhone })).toHaveAttribute(
      'href',
      'tel:+390612345678',
    )
    expect(within(details).getByRole('link', { name: site.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${site.contactEmail}`,
    )
    expect(
      within(details).getByRole('link', { name: /^WhatsApp: \+39 333 1234567.*nuova scheda/ }),
    ).toHaveAttribute('href', 'https://wa.me/393331234567')
    expect(screen.getByRole('link', { name: 'Richiedi informazioni su un corso' })).toHaveAttribute(
      'href',
      '/modulo',
    )
  })

  it('speaks English on the English site', async () => {
    const { user } = await openContactPage('en')
    expect(document.title).toBe('Contact us | Aula')
    const gender = screen.getByLabelText('Gender')
    expect(
      within(gender)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'Man', 'Woman', 'Other'])
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription(
        'This field is required.',
      ),
    )
  })
})
