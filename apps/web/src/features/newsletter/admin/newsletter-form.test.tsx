import '#src/components/admin/editor/jsdom-layout.ts'
import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { NewsletterAdminPaths } from '@aula/contract/routes/newsletter'
import { ADMIN_PRIVATE_TOKEN } from '#src/testing/admin-handlers.ts'
import { campaignFixture, newsletterHandlers } from '#src/testing/admin-articles-handlers.ts'
import { POLL_MS } from './api/get-campaigns.ts'
import { renderAppReady, type TestUser } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'

async function openNewsletter(options: Parameters<typeof newsletterHandlers>[0] = {}) {
  const fake = newsletterHandlers(options)
  server.use(...fake.handlers)
  const rendered = await renderAppReady('/invianewsletter', { as: 'admin' })
  await screen.findByRole('textbox', { name: 'Contenuto' })
  return { ...rendered, fake }
}

async function fill(user: TestUser, subject: string, text: string) {
  await user.type(screen.getByRole('textbox', { name: 'Oggetto' }), subject)
  await user.click(screen.getByRole('textbox', { name: 'Contenuto' }))
  await user.keyboard(text)
}

const history = () =>
  within(screen.getByRole('region', { name: 'Newsletter inviate' })).queryAllByRole('listitem')

describe('sending the newsletter', () => {
  it('asks first, then follows the sending until every mail is out', async () => {
    // Only the polling's interval is faked: requests and Testing Library keep real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    const nextPoll = () => act(() => vi.advanceTimersByTimeAsync(POLL_MS))
    const seen = recordRequests()
    const { user, fake } = await openNewsletter()
    expect(screen.getByRole('heading', { level: 1, name: 'Invia newsletter' })).toBeVisible()
    await waitFor(() => expect(history()).toHaveLength(1))

    await fill(user, 'Corsi di maggio', 'Nuove date a Napoli.')
    await user.click(screen.getByRole('radio', { name: 'Destra' }))
    await user.click(screen.getByRole('button', { name: 'Invia la newsletter' }))

    const question = await screen.findByRole('group', {
      name: "Inviare «Corsi di maggio» a tutti gli iscritti confermati? L'invio non si può annullare.",
    })
    expect(fake.sent).toHaveLength(0)
    await user.click(within(question).getByRole('button', { name: 'Sì, invia' }))

    expect(
      await screen.findByText("Newsletter in coda per 3 iscritti: l'invio è iniziato."),
    ).toBeVisible()
    expect(fake.sent).toEqual([
      {
        authorization: `Bearer ${ADMIN_PRIVATE_TOKEN}`,
        body: {
          oggetto: 'Corsi di maggio',
          contenuto: '<p>Nuove date a Napoli.</p>',
          posizioneImmagine: 'right',
        },
      },
    ])
    const progress = screen.getByRole('region', { name: 'Invio di «Corsi di maggio»' })
    expect(within(progress).getByText('Inviate 0 di 3')).toBeVisible()
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0')

    // Every 1.5 s the page asks how far it got.
    await nextPoll()
    expect(await within(progress).findByText('Inviate 1 di 3')).toBeVisible()
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1')
    await nextPoll()
    expect(
      await within(progress).findByText('Newsletter inviata: 3 e-mail su 3 recapitate.'),
    ).toBeVisible()
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3')
    expect(fake.polls()).toBe(2)
    // The campaign is read with the session; only the sending needed a private token.
    const polls = seen.filter((request) => request.path === NewsletterAdminPaths.campaign(2))
    expect(polls.every((request) => request.authorization === 'Bearer token-direzione')).toBe(true)

    // Then it appears in the list, sent, and the form is empty again.
    await waitFor(() => expect(history()).toHaveLength(2))
    expect(history()[0]).toHaveTextContent('Corsi di maggio')
    expect(history()[0]).toHaveTextContent('Inviata')
    expect(history()[0]).toHaveTextContent('Inviate 3 di 3')
    expect(screen.getByRole('textbox', { name: 'Oggetto' })).toHaveValue('')
    // No more polling once it is done.
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 10))
    expect(fake.polls()).toBe(2)
  })

  it('keeps the history in step with the sending, up to its final state', async () => {
    const { user } = await openNewsletter({
      subscribers: 2,
      progress: [
        { status: 'sending', sent: 2, failed: 0 },
        { status: 'sent', sent: 2, failed: 0 },
      ],
    })
    await waitFor(() => expect(history()).toHaveLength(1))
    await fill(user, 'Corsi di giugno', 'Nuove date a Roma.')
    await user.click(screen.getByRole('button', { name: 'Invia la newsletter' }))
    await user.click(await screen.findByRole('button', { name: 'Sì, invia' }))

    // The new campaign is in the history as soon as it is queued.
    await waitFor(() => expect(history()).toHaveLength(2), { timeout: 500 })
    expect(history()[0]).toHaveTextContent('Corsi di giugno')
    expect(history()[0]).toHaveTextContent('Inviate 0 di 2')

    // Whatever the box above says, the history says too: never "0 of 2" beside "2 of 2".
    const progress = screen.getByRole('region', { name: 'Invio di «Corsi di giugno»' })
    expect(await within(progress).findByText('Inviate 2 di 2')).toBeVisible()
    await waitFor(() => expect(history()[0]).toHaveTextContent('Inviate 2 di 2'), {
      timeout: 500,
    })
    expect(history()[0]).toHaveTextContent('Invio in corso')

    expect(
      await within(progress).findByText(
        'Newsletter inviata: 2 e-mail su 2 recapitate.',
        {},
        { timeout: 4000 },
      ),
    ).toBeVisible()
    await waitFor(() => expect(history()[0]).toHaveTextContent('Inviata'), { timeout: 500 })
    expect(history()[0]).not.toHaveTextContent('Invio in corso')
    expect(history()[0]).toHaveTextContent('Inviate 2 di 2')
  })

  it('shows a failed sending as such', async () => {
    const { user } = await openNewsletter({
      progress: [{ status: 'failed', sent: 1, failed: 2 }],
    })
    await fill(user, 'Promo', 'Sconti.')
    await user.click(screen.getByRole('button', { name: 'Invia la newsletter' }))
    await user.click(await screen.findByRole('button', { name: 'Sì, invia' }))
    expect(
      await screen.findByText(
        "L'invio della newsletter non è riuscito (1 e-mail su 3 recapitate).",
        {},
        { timeout: 4000 },
      ),
    ).toBeVisible()
    expect(screen.getAllByText('Non recapitate: 2')[0]).toBeVisible()
  })

  it('can be called off at the question', async () => {
    const { user, fake } = await openNewsletter()
    await fill(user, 'Bozza', 'Da rivedere.')
    await user.click(screen.getByRole('button', { name: 'Invia la newsletter' }))
    await user.click(await screen.findByRole('button', { name: 'No, torna al testo' }))
    expect(screen.queryByRole('group', { name: /Inviare/ })).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Oggetto' })).toHaveValue('Bozza')
    expect(fake.sent).toHaveLength(0)
  })

  it('needs a subject and some content', async () => {
    const { user, fake } = await openNewsletter()
    await user.click(screen.getByRole('button', { name: 'Invia la newsletter' }))
    // Both errors appear together, whichever the form marks first.
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'Oggetto' })).toHaveAccessibleDescription(
        'Questo campo è obbligatorio.',
      )
      expect(screen.getByRole('textbox', { name: 'Contenuto' })).toHaveAccessibleDescription(
        /Questo campo è obbligatorio\./,
      )
      expect(screen.getByRole('textbox', { name: 'Contenuto' })).toHaveAttribute(
        'aria-invalid',
        'true',
      )
    })
    expect(screen.queryByRole('group', { name: /Inviare/ })).not.toBeInTheDocument()
    expect(fake.sent).toHaveLength(0)
  })

  it('says clearly when nobody has subscribed yet', async () => {
    const { user } = await openNewsletter({ subscribers: 0 })
    await fill(user, 'Ciao', 'Primo numero.')
    await user.click(screen.getByRole('button', { name: 'Invia la newsletter' }))
    await user.click(await screen.findByRole('button', { name: 'Sì, invia' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non ci sono iscritti confermati: la newsletter non è stata inviata.',
    )
    expect(screen.queryByRole('region', { name: /Invio di/ })).not.toBeInTheDocument()
  })

  it('tells a network failure', async () => {
    const { user } = await openNewsletter()
    server.use(http.post(`*${NewsletterAdminPaths.send}`, () => HttpResponse.error()))
    await fill(user, 'Ciao', 'Testo.')
    await user.click(screen.getByRole('button', { name: 'Invia la newsletter' }))
    await user.click(await screen.findByRole('button', { name: 'Sì, invia' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Errore di rete o server non raggiungibile.',
    )
    expect(screen.getByRole('textbox', { name: 'Oggetto' })).toHaveValue('Ciao')
  })
})

describe('the newsletters sent before', () => {
  it('lists them with their status and counts', async () => {
    await openNewsletter({
      past: [
        campaignFixture({ id: 3, subject: 'Estate', status: 'sending', sent: 40, total: 120 }),
        campaignFixture({
          id: 2,
          subject: 'Primavera',
          status: 'sent',
          sent: 118,
          failed: 2,
          total: 120,
        }),
      ],
    })
    await waitFor(() => expect(history()).toHaveLength(2))
    expect(history()[0]).toHaveTextContent('Estate')
    expect(history()[0]).toHaveTextContent('Invio in corso')
    expect(history()[0]).toHaveTextContent('Inviate 40 di 120')
    expect(history()[1]).toHaveTextContent('Inviata')
    expect(history()[1]).toHaveTextContent('Inviate 118 di 120 · Non recapitate: 2')
    expect(within(history()[1]!).getByText('01/03/2026, 10:00')).toBeVisible()
  })

  it('says when there are none yet', async () => {
    await openNewsletter({ past: [] })
    expect(await screen.findByText('Non è ancora stata inviata nessuna newsletter.')).toBeVisible()
  })

  it('shows an error the admin can retry', async () => {
    server.use(
      http.get(`*${NewsletterAdminPaths.campaigns}`, () =>
        HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      ),
    )
    const fake = newsletterHandlers()
    const { user } = await renderAppReady('/invianewsletter', { as: 'admin' })
    expect(await screen.findByRole('button', { name: 'Riprova' })).toBeVisible()
    server.use(...fake.handlers)
    await user.click(screen.getByRole('button', { name: 'Riprova' }))
    await waitFor(() => expect(history()).toHaveLength(1))
  })
})
