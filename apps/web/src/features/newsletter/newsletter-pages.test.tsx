import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { NewsletterPaths } from '@aula/contract/routes/newsletter'
import { NewsletterMessages } from '@aula/contract/newsletter'
import { error } from '#src/testing/handlers.ts'
import { renderApp, renderAppReady } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'

describe('the newsletter confirmation link', () => {
  it('confirms the subscription once, showing progress and then success with a way home', async () => {
    // The answer is held until the test has seen the progress message.
    let answer!: () => void
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    server.use(
      http.post(`*${NewsletterPaths.confirm}`, async () => {
        await answered
        return HttpResponse.json({ message: 'Success' as const })
      }),
    )
    const requests = recordRequests()
    renderApp('/newsletter/conferma/tok-abc')

    expect(await screen.findByText("Conferma dell'iscrizione in corso…")).toBeInTheDocument()
    answer()
    expect(
      await screen.findByText('Iscrizione confermata! Da ora riceverai la nostra newsletter.'),
    ).toBeInTheDocument()
    expect(document.title).toBe("Conferma dell'iscrizione alla newsletter | Aula")
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/')
    const sent = requests.filter((r) => r.path === NewsletterPaths.confirm)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ method: 'POST', body: { token: 'tok-abc' } })
  })

  it('says the link is not valid when the server refuses it', async () => {
    server.use(
      http.post(`*${NewsletterPaths.confirm}`, () => error(400, NewsletterMessages.invalidToken)),
    )
    renderApp('/newsletter/conferma/scaduto')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il link di conferma non è valido, è già stato usato oppure è scaduto (vale 7 giorni).',
    )
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/')
    expect(screen.queryByRole('button', { name: 'Riprova la conferma' })).not.toBeInTheDocument()
  })

  it('can be retried after a network failure', async () => {
    server.use(http.post(`*${NewsletterPaths.confirm}`, () => HttpResponse.error(), { once: true }))
    const { user } = renderApp('/newsletter/conferma/tok-abc')
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore di rete, riprova più tardi.')
    await user.click(screen.getByRole('button', { name: 'Riprova la conferma' }))
    expect(
      await screen.findByText('Iscrizione confermata! Da ora riceverai la nostra newsletter.'),
    ).toBeInTheDocument()
  })

  it('speaks English on the English site', async () => {
    renderApp('/newsletter/conferma/tok-abc', { language: 'en' })
    expect(
      await screen.findByText(
        'Subscription confirmed! From now on you will receive our newsletter.',
      ),
    ).toBeInTheDocument()
    expect(document.title).toBe('Newsletter subscription confirmation | Aula')
  })
})

describe('the newsletter unsubscribe link', () => {
  it('changes nothing until the button is pressed, then unsubscribes', async () => {
    const requests = recordRequests()
    const { user } = await renderAppReady('/newsletter/disiscriviti/tok-xyz')
    expect(document.title).toBe('Disiscrizione dalla newsletter | Aula')
    const button = screen.getByRole('button', { name: 'Conferma la disiscrizione' })
    expect(requests.some((r) => r.path.startsWith('/api/newsletter/'))).toBe(false)

    await user.click(button)
    const done = await screen.findByText(
      'Disiscrizione completata: non riceverai più la nostra newsletter.',
    )
    expect(document.activeElement).toContainElement(done)
    const sent = requests.filter((r) => r.path.startsWith('/api/newsletter/'))
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: NewsletterPaths.unsubscribe,
      body: { token: 'tok-xyz' },
    })
    expect(
      screen.queryByRole('button', { name: 'Conferma la disiscrizione' }),
    ).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/')
  })

  it('says the link is not valid when the server refuses it', async () => {
    server.use(
      http.post(`*${NewsletterPaths.unsubscribe}`, () =>
        error(400, NewsletterMessages.invalidToken),
      ),
    )
    const { user } = await renderAppReady('/newsletter/disiscriviti/vecchio')
    await user.click(screen.getByRole('button', { name: 'Conferma la disiscrizione' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Il link di disiscrizione non è valido oppure l'indirizzo è già stato rimosso dalla newsletter.",
    )
    expect(
      screen.queryByRole('button', { name: 'Conferma la disiscrizione' }),
    ).not.toBeInTheDocument()
  })

  it('keeps the button after a network failure so the person can try again', async () => {
    server.use(
      http.post(`*${NewsletterPaths.unsubscribe}`, () => HttpResponse.error(), { once: true }),
    )
    const { user } = await renderAppReady('/newsletter/disiscriviti/tok-xyz')
    await user.click(screen.getByRole('button', { name: 'Conferma la disiscrizione' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore di rete, riprova più tardi.')
    await user.click(screen.getByRole('button', { name: 'Conferma la disiscrizione' }))
    expect(
      await screen.findByText('Disiscrizione completata: non riceverai più la nostra newsletter.'),
    ).toBeInTheDocument()
  })
})
