import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { AuthPaths } from '@aula/contract/routes/auth'
import { error } from '#src/testing/handlers.ts'
import { renderApp } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'

describe('the verification link', () => {
  it('verifies the account once, showing progress and then success with a way to log in', async () => {
    // The answer is held until the test has seen the progress message.
    let answer!: () => void
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    server.use(
      http.post(`*${AuthPaths.register}`, async () => {
        await answered
        return HttpResponse.json({ message: 'Success' as const })
      }),
    )
    const requests = recordRequests()
    renderApp('/verifica-registrazione/abc123')

    expect(await screen.findByText('Verifica in corso…')).toBeInTheDocument()
    answer()
    expect(await screen.findByText('La verifica è avvenuta con successo!')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: "Vai all'accesso" })).toHaveAttribute('href', '/login')
    const sent = requests.filter((r) => r.path === AuthPaths.register)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.body).toEqual({ token: 'abc123' })
  })

  it('says the verification failed for a link the server refuses', async () => {
    server.use(http.post(`*${AuthPaths.register}`, () => error(400, 'Invalid or expired token')))
    renderApp('/verifica-registrazione/scaduto')
    expect(await screen.findByRole('alert')).toHaveTextContent('La verifica è fallita. Riprova.')
    expect(screen.getByRole('link', { name: 'Registrati di nuovo' })).toHaveAttribute(
      'href',
      '/register',
    )
  })

  it('can be retried after a network failure', async () => {
    server.use(
      http.post(`*${AuthPaths.register}`, () => HttpResponse.error(), { once: true }),
      http.post(`*${AuthPaths.register}`, () => HttpResponse.json({ message: 'Success' as const })),
    )
    const { user } = renderApp('/verifica-registrazione/abc123')
    expect(await screen.findByRole('alert')).toHaveTextContent('La verifica è fallita. Riprova.')
    await user.click(screen.getByRole('button', { name: 'Riprova la verifica' }))
    expect(await screen.findByText('La verifica è avvenuta con successo!')).toBeInTheDocument()
  })
})
