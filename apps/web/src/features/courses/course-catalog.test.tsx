import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { CoursePaths } from '@aula/contract/routes/courses'
import { catalogHandlers } from '#src/testing/catalog-handlers.ts'
import { tooManyRequests } from '#src/testing/handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'

const ALL = [
  'Pizza napoletana STG',
  'Pizza in teglia romana',
  'Gestione del forno a legna',
  'Aprire e gestire una pizzeria',
]

const shownTitles = () =>
  within(screen.getByRole('main'))
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)

async function openCourses(path = '/corsi', options?: Parameters<typeof renderAppReady>[1]) {
  const rendered = await renderAppReady(path, options)
  await screen.findAllByRole('link', { name: 'Dettagli' })
  return rendered
}

const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('article')!

beforeEach(() => {
  server.use(...catalogHandlers())
})

describe('the course list', () => {
  it('shows every course with its cover, place, date, price and details link', async () => {
    await openCourses()
    expect(screen.getByRole('heading', { level: 1, name: 'Corsi in presenza' })).toBeVisible()
    expect(document.title).toBe('Corsi in presenza | Aula')
    await waitFor(() => expect(shownTitles()).toEqual(ALL))
    expect(screen.getByText('4 corsi trovati')).toBeInTheDocument()

    const napoletana = within(card('Pizza napoletana STG'))
    expect(napoletana.getByText('Napoli')).toBeInTheDocument()
    expect(napoletana.getByText('16/12/2026')).toBeInTheDocument()
    expect(napoletana.getByText('490,00 €')).toBeInTheDocument()
    expect(napoletana.getByRole('link', { name: 'Dettagli' })).toHaveAttribute(
      'href',
      '/course/Pizza-napoletana-STG',
    )
    expect(napoletana.getByRole('link', { name: 'Dettagli' })).toHaveAccessibleDescription(
      'Pizza napoletana STG',
    )
    const cover = card('Pizza napoletana STG').querySelector('img')!
    expect(cover).toHaveAttribute('src', '/media/images/napoletana-cover-1280.webp')
    expect(cover).toHaveAttribute(
      'srcset',
      expect.stringContaining('napoletana-cover-640.webp 640w'),
    )
    expect(cover).toHaveAttribute('width', '1280')
    expect(cover).toHaveAttribute('height', '720')
    expect(cover).toHaveAttribute('sizes')
  })

  it('fetches the first cover at once and first of all, and the others as they are scrolled to', async () => {
    await openCourses()
    await waitFor(() => expect(shownTitles()).toEqual(ALL))
    const [first, ...rest] = ALL.map((title) => card(title).querySelector('img')!)
    expect(first).toHaveAttribute('loading', 'eager')
    expect(first).toHaveAttribute('fetchpriority', 'high')
    for (const cover of rest) {
      expect(cover).toHaveAttribute('loading', 'lazy')
      expect(cover).not.toHaveAttribute('fetchpriority')
    }
  })

  it("reads 'Corso in emissione' and shows the default image when date and cover are missing", async () => {
    await openCourses()
    const pizzeria = card('Aprire e gestire una pizzeria')
    expect(within(pizzeria).getByText('Corso in emissione')).toBeInTheDocument()
    expect(pizzeria.querySelector('img')).toHaveAttribute('src', '/images/course-placeholder.svg')
  })

  it('finds courses by words of their title or intro', async () => {
    const { user } = await openCourses()
    const search = screen.getByRole('searchbox', { name: 'Cerca un corso' })
    await user.type(search, 'teglia')
    await waitFor(() => expect(shownTitles()).toEqual(['Pizza in teglia romana']))
    expect(screen.getByText('1 corso trovato')).toBeInTheDocument()

    await user.clear(search)
    await user.type(search, 'business plan')
    await waitFor(() => expect(shownTitles()).toEqual(['Aprire e gestire una pizzeria']))
  })

  it('says a page past the end does not exist and links back to the first, keeping the filters', async () => {
    const { user } = await renderAppReady('/corsi?q=pizza&pagina=99')
    const main = screen.getByRole('main')
    expect(
      await within(main).findByText("Questa pagina non esiste: l'elenco finisce a pagina 1."),
    ).toBeInTheDocument()
    const first = within(main).getByRole('link', { name: 'Vai alla prima pagina' })
    expect(first).toHaveAttribute('href', '/corsi?q=pizza')
    await user.click(first)
    await screen.findAllByRole('link', { name: 'Dettagli' })
    expect(window.location.search).toBe('?q=pizza')
  })

  it('filters by category, keeping the choice in the address', async () => {
    const { user } = await openCourses()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoria' }), 'Forno a legna')
    await waitFor(() => expect(shownTitles()).toEqual(['Gestione del forno a legna']))
    expect(new URLSearchParams(window.location.search).get('categoria')).toBe('Forno a legna')
  })

  it('opens already filtered by the category in the address', async () => {
    await openCourses('/corsi?categoria=Pizza+napoletana')
    await waitFor(() => expect(shownTitles()).toEqual(['Pizza napoletana STG']))
    expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveValue('Pizza napoletana')
  })

  it('filters by month, counting every day of a course, and finds the undated ones', async () => {
    const { user } = await openCourses()
    const month = screen.getByRole('combobox', { name: 'Mese' })
    expect(
      within(month)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(
      expect.arrayContaining([
        'Tutte le date',
        'Dicembre 2026',
        'Gennaio 2027',
        'Data da definire',
      ]),
    )

    // The course in teglia runs from 29 December to 2 January.
    await user.selectOptions(month, 'Gennaio 2027')
    await waitFor(() =>
      expect(shownTitles()).toEqual(['Pizza in teglia romana', 'Gestione del forno a legna']),
    )

    await user.selectOptions(month, 'Data da definire')
    await waitFor(() => expect(shownTitles()).toEqual(['Aprire e gestire una pizzeria']))
  })

  it("says 'Nessun corso trovato' when nothing matches, and can show everything again", async () => {
    const { user } = await openCourses()
    await user.type(screen.getByRole('searchbox', { name: 'Cerca un corso' }), 'sushi')
    expect(await screen.findByText('Nessun corso trovato')).toBeInTheDocument()
    await waitFor(() => expect(shownTitles()).toEqual([]))
    await user.click(screen.getByRole('button', { name: 'Mostra tutti i corsi' }))
    await waitFor(() => expect(shownTitles()).toEqual(ALL))
    expect(screen.getByRole('searchbox', { name: 'Cerca un corso' })).toHaveValue('')
  })

  it('combines the filters and clears them together', async () => {
    const { user } = await openCourses()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mese' }), 'Dicembre 2026')
    await user.type(screen.getByRole('searchbox', { name: 'Cerca un corso' }), 'pizza')
    await waitFor(() =>
      expect(shownTitles()).toEqual(['Pizza napoletana STG', 'Pizza in teglia romana']),
    )
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoria' }), 'Pizza in teglia')
    await waitFor(() => expect(shownTitles()).toEqual(['Pizza in teglia romana']))
    await user.click(screen.getByRole('button', { name: 'Azzera i filtri' }))
    await waitFor(() => expect(shownTitles()).toEqual(ALL))
    expect(screen.queryByRole('button', { name: 'Azzera i filtri' })).not.toBeInTheDocument()
  })

  it('starts again from the whole list when the menu link is followed', async () => {
    const { user } = await openCourses()
    await user.type(screen.getByRole('searchbox', { name: 'Cerca un corso' }), 'teglia')
    expect(window.location.search).toBe('?q=teglia')
    const menu = screen.getByRole('navigation', { name: 'Menu principale' })
    await user.click(within(menu).getByRole('link', { name: 'Corsi' }))
    expect(screen.getByRole('searchbox', { name: 'Cerca un corso' })).toHaveValue('')
    await waitFor(() => expect(shownTitles()).toEqual(ALL))
  })

  it('says when the school has no courses at all', async () => {
    server.use(...catalogHandlers({ courses: [] }))
    await renderAppReady('/corsi')
    expect(
      await screen.findByText(
        'Al momento non ci sono corsi in programma. Torna presto a trovarci!',
      ),
    ).toBeInTheDocument()
  })

  it('reports a failed load and tries again on request', async () => {
    server.use(http.get(`*${CoursePaths.courses}`, () => tooManyRequests(), { once: true }))
    const { user } = await renderAppReady('/corsi')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Troppi tentativi: attendi qualche minuto e riprova.',
    )
    await user.click(screen.getByRole('button', { name: 'Riprova' }))
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Pizza napoletana STG' }),
    ).toBeVisible()
  })

  it('speaks English on the English site', async () => {
    await renderAppReady('/corsi', { language: 'en' })
    await screen.findAllByRole('link', { name: 'Details' })
    expect(screen.getByRole('heading', { level: 1, name: 'In-person courses' })).toBeVisible()
    expect(
      within(card('Aprire e gestire una pizzeria')).getByText('Course coming soon'),
    ).toBeVisible()
    expect(screen.getByRole('searchbox', { name: 'Search for a course' })).toBeVisible()
    expect(document.title).toBe('In-person courses | Aula')
  })

  it('shows months, dates and prices the English way on the English site', async () => {
    const { user } = await renderAppReady('/corsi', { language: 'en' })
    await screen.findAllByRole('link', { name: 'Details' })
    const month = screen.getByRole('combobox', { name: 'Month' })
    expect(
      within(month)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(
      expect.arrayContaining([
        'All dates',
        'December 2026',
        'January 2027',
        'Date to be announced',
      ]),
    )
    const napoletana = within(card('Pizza napoletana STG'))
    expect(napoletana.getByText('€490.00')).toBeInTheDocument()
    expect(napoletana.getByText('16/12/2026')).toBeInTheDocument()

    await user.selectOptions(month, 'January 2027')
    await waitFor(() =>
      expect(shownTitles()).toEqual(['Pizza in teglia romana', 'Gestione del forno a legna']),
    )
  })
})
