import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ApiError } from '@aula/contract/common'
import { describe, expect, it } from 'vitest'
import { error, tooManyRequests } from '#src/testing/handlers.ts'
import { renderAppReady, type TestUser } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'
import { testUsers } from '#src/testing/users.ts'

const newsletter = () => screen.getByRole('region', { name: 'Newsletter' })

async function subscribe(user: TestUser, email: string) {
  // The form's code comes when the footer is near (footer-newsletter.tsx).
  await screen.findByRole('region', { name: 'Newsletter' })
  await user.type(within(newsletter()).getByLabelText('La tua e-mail'), email)
  await user.click(within(newsletter()).getByRole('button', { name: 'Iscriviti' }))
}

describe('the newsletter form in the footer', () => {
  it('subscribes and confirms with the literal message', async () => {
    const requests = recordRequests()
    const { user } = await renderAppReady('/')
    await subscribe(user, 'lettore@example.com')
    const status = await within(newsletter()).findByRole('status')
    expect(status).toHaveTextContent('Iscrizione alla newsletter avvenuta con successo.')
    // Double opt-in: the visitor is told to confirm from the mailbox.
    expect(status).toHaveTextContent("apri il link per confermare l'iscrizione")
    expect(document.activeElement).toContainElement(status)
    expect(requests.find((r) => r.path === '/api/subscribe/')).toMatchObject({
      method: 'POST',
      authorization: null,
      body: { email: 'lettore@example.com', language: 'it' },
    })
    expect(within(newsletter()).getByLabelText('La tua e-mail')).toHaveValue('')
  })

  it('sends the bearer of a logged-in user', async () => {
    const requests = recordRequests()
    const { user } = await renderAppReady('/', { as: 'user' })
    await screen.findByRole('link', { name: 'Profilo' })
    await subscribe(user, testUsers.user.email)
    await within(newsletter()).findByRole('status')
    expect(requests.find((r) => r.path === '/api/subscribe/')?.authorization).toBe(
      `Bearer ${testUsers.user.token}`,
    )
  })

  it('shows the error message when the answer is not Success', async () => {
    server.use(http.post('*/api/subscribe/', () => HttpResponse.json({ message: 'Already' })))
    const { user } = await renderAppReady('/')
    await subscribe(user, 'lettore@example.com')
    expect(await within(newsletter()).findByRole('alert')).toHaveTextContent(
      "Errore durante l'iscrizione alla newsletter.",
    )
  })

  it('shows the error message when the server refuses', async () => {
    server.use(http.post('*/api/subscribe/', () => error(400, 'Invalid body')))
    const { user } = await renderAppReady('/')
    await subscribe(user, 'lettore@example.com')
    expect(await within(newsletter()).findByRole('alert')).toHaveTextContent(
      "Errore durante l'iscrizione alla newsletter.",
    )
  })

  it('says why the server refused the address, under the field', async () => {
    server.use(
      http.post('*/api/subscribe/', () =>
        HttpResponse.json<ApiError>(
          {
            message: 'Invalid body',
            errors: [{ path: 'email', message: 'Invalid email address' }],
          },
          { status: 400 },
        ),
      ),
    )
    const { user } = await renderAppReady('/')
    await subscribe(user, 'lettore@example.com')
    const alert = await within(newsletter()).findByRole('alert')
    expect(alert).toHaveTextContent("Errore durante l'iscrizione alla newsletter.")
    expect(document.activeElement).toContainElement(alert)
    const input = within(newsletter()).getByLabelText('La tua e-mail')
    expect(input).toHaveAccessibleDescription('Inserisci un indirizzo e-mail valido.')
    expect(input).toHaveValue('lettore@example.com')
  })

  it('asks to wait after too many subscriptions', async () => {
    server.use(http.post('*/api/subscribe/', () => tooManyRequests()))
    const { user } = await renderAppReady('/')
    await subscribe(user, 'lettore@example.com')
    expect(await within(newsletter()).findByRole('alert')).toHaveTextContent(
      'Troppi tentativi: attendi qualche minuto e riprova.',
    )
  })

  it('shows the network message when the request fails', async () => {
    server.use(http.post('*/api/subscribe/', () => HttpResponse.error()))
    const { user } = await renderAppReady('/')
    await subscribe(user, 'lettore@example.com')
    expect(await within(newsletter()).findByRole('alert')).toHaveTextContent(
      'Errore di rete, riprova più tardi.',
    )
  })

  it('requires a valid e-mail before sending', async () => {
    const requests = recordRequests()
    const { user } = await renderAppReady('/')
    await user.click(within(newsletter()).getByRole('button', { name: 'Iscriviti' }))
    const input = within(newsletter()).getByLabelText('La tua e-mail')
    expect(input).toBeRequired()
    await waitFor(() => expect(input).toHaveAccessibleDescription('Questo campo è obbligatorio.'))
    await subscribe(user, 'non-una-mail')
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription('Inserisci un indirizzo e-mail valido.'),
    )
    expect(requests.some((r) => r.path === '/api/subscribe/')).toBe(false)
  })

  it('speaks English on the English site', async () => {
    const { user } = await renderAppReady('/', { language: 'en' })
    const region = screen.getByRole('region', { name: 'Newsletter' })
    await user.type(within(region).getByLabelText('Your e-mail'), 'reader@example.com')
    await user.click(within(region).getByRole('button', { name: 'Subscribe' }))
    expect(await within(region).findByRole('status')).toHaveTextContent(
      'You have subscribed to the newsletter.',
    )
  })
})

describe('the footer', () => {
  it('links to the FAQ, the legal pages and the socials', async () => {
    await renderAppReady('/')
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: 'Domande frequenti (FAQ)' })).toHaveAttribute(
      'href',
      '/faq',
    )
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    )
    expect(within(footer).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    )
    for (const social of ['Instagram', 'Facebook', 'YouTube']) {
      expect(within(footer).getByRole('link', { name: social })).toBeInTheDocument()
    }
  })
})
