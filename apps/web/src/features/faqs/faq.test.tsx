import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { catalogHandlers } from '#src/testing/catalog-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'

const question = (name: string) => screen.getByRole('button', { name })
/** The answers on show: regions named by their question. */
const openAnswers = () =>
  screen.queryAllByRole('region', { name: /^(Come mi iscrivo|Posso pagare|Posso avere)/ })
const answerOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls')!)!

beforeEach(() => {
  server.use(...catalogHandlers())
})

describe('the FAQ page', () => {
  it('opens one answer at a time', async () => {
    const { user } = await renderAppReady('/faq')
    await screen.findByRole('button', { name: 'Come mi iscrivo a un corso?' })
    expect(document.title).toBe('Domande frequenti | Aula')
    const first = question('Come mi iscrivo a un corso?')
    const second = question('Posso pagare solo un acconto?')
    expect(first).toHaveAttribute('aria-expanded', 'false')
    expect(answerOf(first)).not.toBeVisible()
    expect(openAnswers()).toHaveLength(0)

    await user.click(first)
    expect(first).toHaveAttribute('aria-expanded', 'true')
    const region = screen.getByRole('region', { name: 'Come mi iscrivo a un corso?' })
    expect(region).toBe(answerOf(first))
    expect(within(region).getByText('Scegli il corso e completa il pagamento.')).toBeVisible()

    await user.click(second)
    expect(second).toHaveAttribute('aria-expanded', 'true')
    expect(first).toHaveAttribute('aria-expanded', 'false')
    expect(answerOf(first)).not.toBeVisible()
    expect(openAnswers()).toHaveLength(1)

    await user.click(second)
    expect(second).toHaveAttribute('aria-expanded', 'false')
    expect(openAnswers()).toHaveLength(0)
  })

  it('mentions the 30-day refund and the 24/7 support, and links to the contacts', async () => {
    await renderAppReady('/faq')
    expect(
      await screen.findByText(/rimborso entro 30 giorni dall'acquisto, se il servizio non è/),
    ).toBeVisible()
    expect(screen.getByText(/24 ore su 24, 7 giorni su 7/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Contattaci' })).toHaveAttribute('href', '/contatti')
  })

  it('says when there are no questions yet', async () => {
    server.use(...catalogHandlers({ faqs: [] }))
    await renderAppReady('/faq')
    expect(
      await screen.findByText(
        'Non ci sono ancora domande frequenti: scrivici e ti risponderemo noi.',
      ),
    ).toBeVisible()
  })
})
