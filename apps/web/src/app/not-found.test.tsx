import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderAppReady } from '#src/testing/render-app.tsx'

describe('unknown addresses', () => {
  it('show the 404 page with a way back home', async () => {
    await renderAppReady('/questa-pagina-non-esiste')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/')
  })

  it('include a checkout of an unknown kind', async () => {
    await renderAppReady('/checkout/abbonamento/Corso-base', { as: 'user' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' }),
    ).toBeInTheDocument()
  })
})
