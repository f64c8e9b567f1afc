import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SLIDE_INTERVAL_MS } from '#src/features/topics/components/category-slideshow.tsx'
import { catalog } from '#src/testing/catalog-data.ts'
import { onlineCourseFixture, topicFixture } from '#src/testing/catalog-fixtures.ts'
import { catalogHandlers } from '#src/testing/catalog-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'

const section = (name: string) => screen.getByRole('region', { name })

async function openHome(options?: Parameters<typeof renderAppReady>[1]) {
  const rendered = await renderAppReady('/', options)
  await screen.findByRole('heading', { level: 1, name: 'Impara il mestiere con le mani in pasta' })
  return rendered
}

beforeEach(() => {
  server.use(...catalogHandlers())
})

describe('the home page', () => {
  it('shows the last 2 courses and the last 2 articles, linking to their pages', async () => {
    await openHome()
    const courses = section('Gli ultimi corsi')
    await within(courses).findByRole('heading', { name: 'Pizza napoletana STG' })
    expect(
      within(courses)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Pizza napoletana STG', 'Pizza in teglia romana'])
    expect(
      within(courses)
        .getAllByRole('link', { name: 'Dettagli' })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/course/Pizza-napoletana-STG', '/course/Pizza-in-teglia-romana'])
    expect(within(courses).getByRole('link', { name: 'Tutti i corsi' })).toHaveAttribute(
      'href',
      '/corsi',
    )

    const articles = section('Gli ultimi articoli')
    const reads = await within(articles).findAllByRole('link', { name: "Leggi l'articolo" })
    expect(reads.map((link) => link.getAttribute('href'))).toEqual([
      '/articolo/Idratazione%3A-quanta-acqua-serve-all%E2%80%99impasto',
      '/articolo/Fiordilatte-e-bufala',
    ])
    expect(within(articles).queryByText('La teglia perfetta')).not.toBeInTheDocument()
  })

  it('shows the two sample testimonials first, then the approved reviews', async () => {
    await openHome()
    const testimonials = section('Le parole dei nostri allievi')
    await within(testimonials).findByText('Sofia B.')
    const names = within(testimonials)
      .getAllByRole('figure')
      .map((figure) => figure.querySelector('figcaption')?.textContent)
    expect(names).toEqual(['Giulia, Roma', 'Marco, Napoli', 'Sofia B.', 'Andrea C.'])
    expect(within(testimonials).getByText('Valutazione: 4 stelle su 5')).toBeInTheDocument()
  })

  it('offers login and registration in the hero to visitors only', async () => {
    await openHome()
    const hero = section('Impara il mestiere con le mani in pasta')
    expect(within(hero).getByRole('link', { name: 'Scopri i corsi' })).toHaveAttribute(
      'href',
      '/corsi',
    )
    expect(within(hero).getByRole('link', { name: 'Accedi al tuo account' })).toHaveAttribute(
      'href',
      '/login',
    )
    expect(within(hero).getByRole('link', { name: 'Crea un account' })).toHaveAttribute(
      'href',
      '/register',
    )
  })

  it('does not offer login and registration to a logged-in user', async () => {
    await openHome({ as: 'user' })
    const hero = section('Impara il mestiere con le mani in pasta')
    expect(await within(hero).findByRole('link', { name: 'Guarda i videocorsi' })).toBeVisible()
    expect(within(hero).getByRole('link', { name: 'Scopri i corsi' })).toBeInTheDocument()
    expect(
      within(hero).queryByRole('link', { name: 'Accedi al tuo account' }),
    ).not.toBeInTheDocument()
    expect(within(hero).queryByRole('link', { name: 'Crea un account' })).not.toBeInTheDocument()
  })

  it('plays the school’s own text-free loop behind the headline, never a course preview', async () => {
    await openHome()
    const hero = section('Impara il mestiere con le mani in pasta')
    await within(hero).findByRole('button', { name: 'Metti in pausa il video' })
    const video = hero.querySelector('video')!
    // A course preview has its titles burnt into the footage: they would show through. The
    // loop is fetched once the page has loaded.
    await waitFor(() => expect(video).toHaveAttribute('src', '/hero/oven-loop.mp4'))
    expect(video).toHaveAttribute('poster', '/hero/oven-poster.webp')
    expect(video.muted).toBe(true)
    expect(video.loop).toBe(true)
    expect(video).toHaveAttribute('aria-hidden', 'true')
  })

  it('keeps the loop when no video course has a preview', async () => {
    server.use(
      ...catalogHandlers({ onlineCourses: [onlineCourseFixture({ id: 1, title: 'Senza video' })] }),
    )
    await openHome()
    await screen.findByText('Sofia B.')
    const hero = section('Impara il mestiere con le mani in pasta')
    await waitFor(() =>
      expect(hero.querySelector('video')).toHaveAttribute('src', '/hero/oven-loop.mp4'),
    )
  })

  it('shows the still poster instead of the loop to people who prefer less motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }))
    try {
      await openHome()
      const hero = section('Impara il mestiere con le mani in pasta')
      expect(hero.querySelector('video')).toBeNull()
      expect(hero.querySelector('img')).toHaveAttribute('src', '/hero/oven-poster.webp')
      expect(
        within(hero).queryByRole('button', { name: 'Metti in pausa il video' }),
      ).not.toBeInTheDocument()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('links to the about and services pages, contacts and reviews', async () => {
    await openHome()
    const main = screen.getByRole('main')
    expect(within(main).getByRole('link', { name: 'Scopri chi siamo' })).toHaveAttribute(
      'href',
      '/chisiamo',
    )
    expect(within(main).getByRole('link', { name: 'Scopri i nostri servizi' })).toHaveAttribute(
      'href',
      '/servizi',
    )
    expect(within(main).getByRole('link', { name: 'Contattaci' })).toHaveAttribute(
      'href',
      '/contatti',
    )
    expect(within(main).getByRole('link', { name: 'Scrivi una recensione' })).toHaveAttribute(
      'href',
      '/review',
    )
  })

  it('has its own tab title', async () => {
    await openHome()
    expect(document.title).toBe('Scuola di pizza e formazione pratica | Aula')
  })
})

describe('the category slideshow', () => {
  // Only the slideshow's interval is faked: requests and Testing Library keep real time.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const track = () => screen.getByRole('group', { name: 'Categoria 1 di 3' }).parentElement!
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))
  const dot = (name: string) => screen.getByRole('button', { name })

  async function openSlideshow() {
    const rendered = await openHome()
    await screen.findByRole('group', { name: 'Categoria 1 di 3' })
    return rendered
  }

  it('shows every category with a link to its courses', async () => {
    await openSlideshow()
    const slides = catalog.topics.map((topic, index) =>
      screen.getByRole('group', { name: `Categoria ${index + 1} di 3` }),
    )
    expect(slides.map((slide) => within(slide).getByRole('heading').textContent)).toEqual([
      'Pizza napoletana',
      'Pizza in teglia',
      'Forno a legna',
    ])
    expect(within(slides[1]!).getByRole('link', { name: 'Vedi i corsi' })).toHaveAttribute(
      'href',
      '/corsi?categoria=Pizza+in+teglia',
    )
  })

  it('moves 370 px every 5 seconds and starts again after the last category', async () => {
    await openSlideshow()
    expect(track()).toHaveStyle({ transform: 'translateX(-0px)' })
    expect(dot('Mostra la categoria 1: Pizza napoletana')).toHaveAttribute('aria-current', 'true')

    await wait(SLIDE_INTERVAL_MS - 1)
    expect(track()).toHaveStyle({ transform: 'translateX(-0px)' })
    await wait(1)
    expect(track()).toHaveStyle({ transform: 'translateX(-370px)' })
    expect(dot('Mostra la categoria 2: Pizza in teglia')).toHaveAttribute('aria-current', 'true')

    await wait(SLIDE_INTERVAL_MS)
    expect(track()).toHaveStyle({ transform: 'translateX(-740px)' })
    await wait(SLIDE_INTERVAL_MS)
    expect(track()).toHaveStyle({ transform: 'translateX(-0px)' })
    expect(dot('Mostra la categoria 1: Pizza napoletana')).toHaveAttribute('aria-current', 'true')
  })

  it('jumps to the category of a dot', async () => {
    const { user } = await openSlideshow()
    await user.click(dot('Mostra la categoria 3: Forno a legna'))
    expect(track()).toHaveStyle({ transform: 'translateX(-740px)' })
    expect(dot('Mostra la categoria 3: Forno a legna')).toHaveAttribute('aria-current', 'true')
    expect(dot('Mostra la categoria 1: Pizza napoletana')).not.toHaveAttribute('aria-current')
    await user.click(screen.getByRole('button', { name: 'Categoria successiva' }))
    expect(track()).toHaveStyle({ transform: 'translateX(-0px)' })
  })

  it('holds still while pointed at, and stops and restarts with its button', async () => {
    const { user } = await openSlideshow()
    fireEvent.mouseEnter(track().parentElement!)
    await wait(SLIDE_INTERVAL_MS * 2)
    expect(track()).toHaveStyle({ transform: 'translateX(-0px)' })
    fireEvent.mouseLeave(track().parentElement!)

    await user.click(screen.getByRole('button', { name: 'Ferma lo scorrimento delle categorie' }))
    await wait(SLIDE_INTERVAL_MS * 2)
    expect(track()).toHaveStyle({ transform: 'translateX(-0px)' })

    await user.click(screen.getByRole('button', { name: 'Avvia lo scorrimento delle categorie' }))
    await wait(SLIDE_INTERVAL_MS)
    expect(track()).toHaveStyle({ transform: 'translateX(-370px)' })
  })

  it('does not show dots or controls for a single category', async () => {
    server.use(...catalogHandlers({ topics: [topicFixture(1, 'Pizza napoletana')] }))
    await openHome()
    await screen.findByRole('group', { name: 'Categoria 1 di 1' })
    expect(screen.queryByRole('group', { name: 'Scegli la categoria' })).not.toBeInTheDocument()
  })
})
