import { screen, within, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { catalogHandlers } from '#src/testing/catalog-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'

const TEGLIA = 'Pizza in teglia alla romana'
const LIEVITAZIONE = 'Lievitazione e impasti indiretti'

const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('article')!
const titles = () =>
  within(screen.getByRole('main'))
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)

beforeEach(() => {
  server.use(...catalogHandlers())
})

describe('video courses in each language', () => {
  it('names the months and writes the prices in Italian on the Italian site', async () => {
    await renderAppReady('/videocorsi')
    await screen.findByRole('heading', { level: 2, name: TEGLIA })
    const month = screen.getByRole('combobox', { name: 'Data di pubblicazione' })
    expect(within(month).getByRole('option', { name: 'Novembre 2026' })).toBeInTheDocument()
    expect(within(month).getByRole('option', { name: 'Ottobre 2026' })).toBeInTheDocument()
    expect(within(card(TEGLIA)).getByText('39,00 €')).toBeInTheDocument()
  })

  it('names the months and writes the prices in English on the English site', async () => {
    const { user } = await renderAppReady('/videocorsi', { language: 'en' })
    await screen.findByRole('heading', { level: 2, name: TEGLIA })
    const month = screen.getByRole('combobox', { name: 'Publication date' })
    const options = within(month)
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(options).toContain('November 2026')
    expect(options).toContain('October 2026')
    expect(options.join(' ')).not.toMatch(/novembre|ottobre/i)
    expect(within(card(TEGLIA)).getByText('€39.00')).toBeInTheDocument()
    expect(within(card(LIEVITAZIONE)).getByText('€69.00')).toBeInTheDocument()

    await user.selectOptions(month, 'October 2026')
    await waitFor(() => expect(titles()).toEqual([LIEVITAZIONE]))
  })

  it('shows the price and the publication day of a video course page in English', async () => {
    await renderAppReady('/videocorso/Pizza-in-teglia-alla-romana', { language: 'en' })
    const summary = await screen.findByRole('complementary', { name: 'Video course summary' })
    expect(within(summary).getByText('€39.00')).toBeVisible()
    expect(within(summary).getByText('Published on').nextElementSibling).toHaveTextContent(
      '17/11/2026',
    )
  })
})
