import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { articleFixture } from '#src/testing/catalog-fixtures.ts'
import { catalogHandlers } from '#src/testing/catalog-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'

const IDRATAZIONE = 'Idratazione: quanta acqua serve all’impasto'

const titles = () =>
  within(screen.getByRole('main'))
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)

async function openArticles() {
  const rendered = await renderAppReady('/articoli')
  await screen.findByRole('heading', { level: 2, name: IDRATAZIONE })
  return rendered
}

beforeEach(() => {
  server.use(...catalogHandlers())
})

describe('the article list', () => {
  it('shows each article with its date, title, intro and a link to read it', async () => {
    await openArticles()
    expect(document.title).toBe('Articoli | Aula')
    await waitFor(() =>
      expect(titles()).toEqual([IDRATAZIONE, 'Fiordilatte e bufala', 'La teglia perfetta']),
    )
    const card = within(
      screen.getByRole('heading', { level: 2, name: IDRATAZIONE }).closest('article')!,
    )
    expect(card.getByText('12/03/2026')).toHaveAttribute('datetime', '2026-03-12T09:30:00.000Z')
    expect(card.getByText('Cosa significa idratazione al 60% o all’80%.')).toBeVisible()
    expect(card.getByRole('link', { name: "Leggi l'articolo" })).toHaveAttribute(
      'href',
      '/articolo/Idratazione%3A-quanta-acqua-serve-all%E2%80%99impasto',
    )
  })

  it('searches the titles only', async () => {
    const { user } = await openArticles()
    const search = screen.getByRole('searchbox', { name: 'Cerca per titolo' })
    await user.type(search, 'bufala')
    await waitFor(() => expect(titles()).toEqual(['Fiordilatte e bufala']))
    // 'mozzarella' is in an intro, not in a title.
    await user.clear(search)
    await user.type(search, 'mozzarella')
    expect(await screen.findByText('Nessun articolo trovato')).toBeVisible()
  })

  it('filters by category', async () => {
    const { user } = await openArticles()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoria' }), 'Pizza in teglia')
    await waitFor(() => expect(titles()).toEqual(['La teglia perfetta']))
  })
})

describe('an article', () => {
  it('shows its title, long Italian publication date, cover and cleaned content', async () => {
    server.use(
      ...catalogHandlers({
        articles: [
          articleFixture({
            id: 1,
            title: IDRATAZIONE,
            date: '2026-03-12T09:30:00.000Z',
            content:
              '<h2>Una percentuale</h2><p>Acqua e <a href="/corsi">farina</a>.</p>' +
              '<script>window.__hacked = true</script>' +
              '<img src="x.png" alt="impasto" onerror="window.__hacked = true">',
          }),
        ],
      }),
    )
    await renderAppReady('/articolo/Idratazione:-quanta-acqua-serve-all’impasto')
    expect(await screen.findByRole('heading', { level: 1, name: IDRATAZIONE })).toBeVisible()
    expect(document.title).toBe(`${IDRATAZIONE} | Aula`)
    expect(screen.getByText('12 marzo 2026')).toHaveAttribute(
      'datetime',
      '2026-03-12T09:30:00.000Z',
    )
    expect(screen.getByText('Pubblicato il', { exact: false })).toHaveTextContent(
      'Pubblicato il 12 marzo 2026',
    )
    // The text shows once the browser's HTML cleaner is there.
    const content = (
      await screen.findByRole('heading', {
        level: 2,
        name: 'Una percentuale',
      })
    ).parentElement!
    expect(within(content).getByRole('link', { name: 'farina' })).toHaveAttribute('href', '/corsi')
    expect(content.querySelector('script')).toBeNull()
    expect(within(content).getByRole('img', { name: 'impasto' })).not.toHaveAttribute('onerror')
    expect((window as { __hacked?: boolean }).__hacked).toBeUndefined()
  })

  it('says so when the article does not exist', async () => {
    await renderAppReady('/articolo/Nessuno')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Articolo non trovato' }),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Vai agli articoli' })).toHaveAttribute(
      'href',
      '/articoli',
    )
  })

  it('shows the demo article with its fixed content', async () => {
    await renderAppReady('/la-pizza')
    expect(await screen.findByRole('heading', { level: 1, name: 'La pizza' })).toBeVisible()
    expect(screen.getByText('12 marzo 2026')).toBeVisible()
    expect(screen.getByRole('heading', { level: 2, name: 'Da Napoli al mondo' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Scopri il corso base di pizzaiolo' })).toHaveAttribute(
      'href',
      '/corso-base-di-pizzaiolo',
    )
  })
})
