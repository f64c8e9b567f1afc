import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { catalogHandlers, courseFixture } from '#src/testing/catalog-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'

// Fourteen undated courses: a first page of twelve and a second of two.
const COURSES = Array.from({ length: 14 }, (_, i) =>
  courseFixture({
    id: i + 1,
    title: `Corso numero ${String(i + 1).padStart(2, '0')}`,
    category: i % 2 === 0 ? 'Pizza' : 'Forno',
  }),
)

const shownTitles = () =>
  within(screen.getByRole('main'))
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)

beforeEach(() => {
  server.use(...catalogHandlers({ courses: COURSES }))
})

describe('the course list, a page at a time', () => {
  it('shows the first page, then the next one from its numbered link, keeping it in the address', async () => {
    const { user } = await renderAppReady('/corsi')
    await screen.findAllByRole('link', { name: 'Dettagli' })
    expect(shownTitles()).toEqual(COURSES.slice(0, 12).map((c) => c.title))
    expect(screen.getByText('14 corsi trovati · pagina 1 di 2')).toBeInTheDocument()
    const pages = screen.getByRole('navigation', { name: 'Pagine' })
    expect(within(pages).getByText('1')).toHaveAttribute('aria-current', 'page')

    await user.click(within(pages).getByRole('link', { name: 'Pagina 2' }))
    await waitFor(() => expect(shownTitles()).toEqual(['Corso numero 13', 'Corso numero 14']))
    expect(window.location.search).toBe('?pagina=2')
    expect(screen.getByText('14 corsi trovati · pagina 2 di 2')).toBeInTheDocument()
    // The focus goes on to the list of the new page, which names it.
    expect(screen.getByRole('list', { name: 'Pagina 2 di 2' })).toHaveFocus()

    await user.click(screen.getByRole('link', { name: 'Pagina precedente' }))
    await waitFor(() => expect(shownTitles()).toHaveLength(12))
  })

  it('opens the page and the filters an address carries, and a new filter starts again from page 1', async () => {
    const { user } = await renderAppReady('/corsi?categoria=Pizza&pagina=1')
    await waitFor(() => expect(shownTitles()).toHaveLength(7))
    expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveValue('Pizza')
    expect(screen.queryByRole('navigation', { name: 'Pagine' })).not.toBeInTheDocument()

    await user.type(screen.getByRole('searchbox', { name: 'Cerca un corso' }), '13')
    await waitFor(() => expect(shownTitles()).toEqual(['Corso numero 13']))
    expect(new URLSearchParams(window.location.search).get('q')).toBe('13')
    expect(new URLSearchParams(window.location.search).get('categoria')).toBe('Pizza')
    expect(new URLSearchParams(window.location.search).get('pagina')).toBeNull()
  })

  it('says nothing matches, and shows every course again', async () => {
    const { user } = await renderAppReady('/corsi?q=nessuno')
    expect(await screen.findByText('Nessun corso trovato')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Mostra tutti i corsi' }))
    await waitFor(() => expect(shownTitles()).toHaveLength(12))
  })
})
