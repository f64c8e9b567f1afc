import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderAppReady } from '#src/testing/render-app.tsx'

describe('the about page', () => {
  it('tells the mission, vision, values and why choose us', async () => {
    await renderAppReady('/chisiamo')
    expect(await screen.findByRole('heading', { level: 1, name: 'Chi siamo' })).toBeVisible()
    expect(document.title).toBe('Chi siamo | Aula')
    for (const name of ['La nostra missione', 'La nostra visione', 'I nostri valori']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible()
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Perché sceglierci' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Conosci i formatori' })).toHaveAttribute(
      'href',
      '/formatori',
    )
  })

  it('speaks English on the English site', async () => {
    await renderAppReady('/chisiamo', { language: 'en' })
    expect(await screen.findByRole('heading', { level: 2, name: 'Our mission' })).toBeVisible()
  })
})

describe('the services page', () => {
  it('lists the services and the promises', async () => {
    await renderAppReady('/servizi')
    expect(await screen.findByRole('heading', { level: 1, name: 'Servizi' })).toBeVisible()
    expect(screen.getByRole('heading', { level: 3, name: 'Corsi in presenza' })).toBeVisible()
    expect(
      screen.getByText(
        "Puoi chiedere il rimborso entro 30 giorni dall'acquisto, a meno che il servizio non sia già iniziato.",
      ),
    ).toBeVisible()
    expect(screen.getByRole('heading', { level: 3, name: 'Assistenza 24/7' })).toBeVisible()
    expect(screen.getByRole('heading', { level: 3, name: 'Classi piccole' })).toBeVisible()
    expect(
      screen.getByRole('heading', { level: 3, name: 'Attestato di partecipazione' }),
    ).toBeVisible()
  })
})
