import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { curriculumFixture, onlineCourseFixture } from '#src/testing/catalog-fixtures.ts'
import { catalogHandlers } from '#src/testing/catalog-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'
import { testUsers } from '#src/testing/users.ts'

const PURCHASES = '/api/user/onlinecourses'
const TEGLIA = 'Pizza in teglia alla romana'
const LIEVITAZIONE = 'Lievitazione e impasti indiretti'

const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('article')!
const cardLink = (title: string) => within(card(title)).getByRole('link')

async function openList(options?: Parameters<typeof renderAppReady>[1]) {
  const rendered = await renderAppReady('/videocorsi', options)
  await screen.findByRole('heading', { level: 2, name: TEGLIA })
  return rendered
}

beforeEach(() => {
  server.use(...catalogHandlers())
})

describe('the video course list', () => {
  it('shows each video course with cover, title and price, and a details button', async () => {
    const requests = recordRequests()
    await openList()
    expect(screen.getByRole('heading', { level: 1, name: 'Videocorsi' })).toBeVisible()
    expect(document.title).toBe('Videocorsi | Aula')
    expect(within(card(TEGLIA)).getByText('39,00 €')).toBeVisible()
    expect(card(TEGLIA).querySelector('img')).toHaveAttribute(
      'src',
      '/media/images/teglia-1280.webp',
    )
    // No cover: the default stock picture.
    expect(card(LIEVITAZIONE).querySelector('img')).toHaveAttribute(
      'src',
      '/images/online-course-placeholder.svg',
    )
    expect(within(card(LIEVITAZIONE)).getByText('1 lezione')).toBeVisible()
    expect(cardLink(TEGLIA)).toHaveAccessibleName('Dettagli')
    expect(cardLink(TEGLIA)).toHaveAttribute('href', '/videocorso/Pizza-in-teglia-alla-romana')
    // A visitor has bought nothing: the purchases are not even asked for.
    expect(requests.some((r) => r.path === PURCHASES)).toBe(false)
  })

  it('sends a buyer straight to the lessons of the courses they bought', async () => {
    const requests = recordRequests()
    server.use(
      http.get(`*${PURCHASES}`, () =>
        HttpResponse.json({ courses: [onlineCourseFixture({ id: 1, title: TEGLIA })] }),
      ),
    )
    await openList({ as: 'user' })
    const lessons = await within(card(TEGLIA)).findByRole('link', { name: 'Vai al videocorso' })
    expect(lessons).toHaveAttribute('href', '/video/Pizza-in-teglia-alla-romana')
    expect(cardLink(LIEVITAZIONE)).toHaveAccessibleName('Dettagli')
    expect(requests.find((r) => r.path === PURCHASES)?.authorization).toBe(
      `Bearer ${testUsers.user.token}`,
    )
  })

  it('treats purchases it cannot read as none, without an error on the page', async () => {
    const requests = recordRequests()
    await openList({ as: 'user' })
    await screen.findByRole('link', { name: 'Profilo' })
    expect(requests.some((r) => r.path === PURCHASES)).toBe(true)
    expect(screen.getAllByRole('link', { name: 'Dettagli' })).toHaveLength(2)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('filters by text, category and month', async () => {
    const { user } = await openList()
    const titles = () =>
      within(screen.getByRole('main'))
        .queryAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent)
    await user.type(screen.getByRole('searchbox', { name: 'Cerca un videocorso' }), 'poolish')
    await waitFor(() => expect(titles()).toEqual([LIEVITAZIONE]))
    await user.clear(screen.getByRole('searchbox', { name: 'Cerca un videocorso' }))

    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoria' }), 'Pizza in teglia')
    await waitFor(() => expect(titles()).toEqual([TEGLIA]))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoria' }), '')

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Data di pubblicazione' }),
      'Ottobre 2026',
    )
    await waitFor(() => expect(titles()).toEqual([LIEVITAZIONE]))
  })

  it('says when no video course matches', async () => {
    const { user } = await openList()
    await user.type(screen.getByRole('searchbox', { name: 'Cerca un videocorso' }), 'sushi')
    expect(await screen.findByText('Nessun videocorso trovato')).toBeVisible()
  })

  it('says when there are no video courses yet', async () => {
    server.use(...catalogHandlers({ onlineCourses: [] }))
    await renderAppReady('/videocorsi')
    expect(
      await screen.findByText(
        'Non ci sono ancora videocorsi: stiamo registrando le prime lezioni.',
      ),
    ).toBeVisible()
  })
})

describe('the video course page', () => {
  const summary = () => screen.getByRole('complementary', { name: 'Riepilogo del videocorso' })
  const fact = (label: string) => within(summary()).getByText(label).nextElementSibling

  async function openCourse(path: string, options?: Parameters<typeof renderAppReady>[1]) {
    const rendered = await renderAppReady(path, options)
    await screen.findByRole('complementary', { name: 'Riepilogo del videocorso' })
    return rendered
  }

  it('plays the preview with the cover as poster, with price, organizer and lessons', async () => {
    await openCourse('/videocorso/Pizza-in-teglia-alla-romana')
    expect(screen.getByRole('heading', { level: 1, name: TEGLIA })).toBeVisible()
    const video = screen
      .getByRole('main')
      .querySelector(`video[aria-label="Anteprima del videocorso ${TEGLIA}"]`)!
    expect(video).toHaveAttribute('src', '/media/videos/teglia.mp4')
    expect(video).toHaveAttribute('poster', '/media/images/teglia-1280.webp')
    expect(video).toHaveAttribute('preload', 'metadata')
    expect(video).toHaveAttribute('controls')
    expect(fact('Prezzo')).toHaveTextContent('39,00 €')
    expect(fact('Organizzatore')).toHaveTextContent('Sara Marino')
    expect(fact('Lezioni')).toHaveTextContent('3 lezioni')
  })

  describe('the curriculum', () => {
    const tegliaLessons = curriculumFixture({ lessonCount: 3 }, [
      ["L'impasto ad alta idratazione", 12],
      ['Pieghe e riposi', 18.5],
      ['Stesura e cottura in teglia', 11.5],
    ])
    const curriculum = () => screen.getByRole('list', { name: /^(Programma|Curriculum)$/ })
    const rows = () =>
      within(curriculum())
        .getAllByRole('listitem')
        .map((li) => li.textContent)

    it('lists every lesson with its length before purchase, none of them playable', async () => {
      server.use(...catalogHandlers({ curricula: { [TEGLIA]: tegliaLessons } }))
      await openCourse('/videocorso/Pizza-in-teglia-alla-romana', { as: 'user' })
      expect(screen.getByRole('heading', { level: 2, name: 'Programma' })).toBeVisible()
      expect(rows()).toEqual([
        "1Lezione 1: L'impasto ad alta idratazionedurata: 12:00",
        '2Lezione 2: Pieghe e riposidurata: 18:30',
        '3Lezione 3: Stesura e cottura in tegliadurata: 11:30',
      ])
      expect(screen.getAllByText('3 lezioni · 42 min')).toHaveLength(2)
      expect(fact('Lezioni')).toHaveTextContent('3 lezioni · 42 min')
      // Not bought: nothing in the list opens or plays a lesson.
      expect(within(curriculum()).queryAllByRole('link')).toEqual([])
      expect(screen.getAllByRole('main')[0]!.querySelectorAll('video')).toHaveLength(1)
      expect(
        screen.getByText(/Le lezioni si sbloccano con l'acquisto/, { selector: 'p' }),
      ).toBeVisible()
    })

    it('reads in English, and leaves the total out while a length is unknown', async () => {
      const lessons = curriculumFixture({ lessonCount: 2 }, [
        ['Kneading', 61.5],
        ['Baking', null],
      ])
      server.use(
        ...catalogHandlers({
          onlineCourses: [onlineCourseFixture({ id: 9, title: 'Forno', lessonCount: 2 })],
          curricula: { Forno: lessons },
        }),
      )
      await renderAppReady('/videocorso/Forno', { language: 'en' })
      await screen.findByRole('complementary', { name: 'Video course summary' })
      expect(screen.getByRole('heading', { level: 2, name: 'Curriculum' })).toBeVisible()
      expect(rows()).toEqual([
        '1Lesson 1: Kneadinglength: 1:01:30',
        '2Lesson 2: Bakinglength: length not given',
      ])
      expect(screen.getAllByText('2 lessons')).toHaveLength(2)
    })

    it('gives the total in hours for a long course, and lets a buyer open each lesson', async () => {
      server.use(
        ...catalogHandlers({
          purchased: [TEGLIA],
          curricula: {
            [TEGLIA]: curriculumFixture({ lessonCount: 3 }, [
              ['Uno', 40],
              ['Due', 45],
              ['Tre', 40],
            ]),
          },
        }),
      )
      await openCourse('/videocorso/Pizza-in-teglia-alla-romana', { as: 'user' })
      expect(await within(curriculum()).findAllByRole('link')).toHaveLength(3)
      expect(within(curriculum()).getAllByRole('link')[1]).toHaveAttribute(
        'href',
        '/video/Pizza-in-teglia-alla-romana?lezione=2',
      )
      expect(fact('Lezioni')).toHaveTextContent('3 lezioni · 2 h 05 min')
      expect(screen.queryByText(/Le lezioni si sbloccano/)).not.toBeInTheDocument()
    })

    it('says when the lessons are not there yet', async () => {
      server.use(...catalogHandlers({ curricula: { [TEGLIA]: [] } }))
      await openCourse('/videocorso/Pizza-in-teglia-alla-romana')
      expect(
        screen.getByText('Le lezioni di questo videocorso sono in preparazione.'),
      ).toBeVisible()
    })
  })

  it('shows the cover when there is no preview, and the cleaned description', async () => {
    server.use(
      ...catalogHandlers({
        onlineCourses: [
          onlineCourseFixture({
            id: 5,
            title: 'Forno di casa',
            description: '<p>Cuoci in casa.</p><script>window.__hacked = true</script>',
          }),
        ],
      }),
    )
    await openCourse('/videocorso/Forno-di-casa')
    expect(screen.getByRole('main').querySelector('video')).toBeNull()
    expect(screen.getByRole('img', { name: 'Forno di casa' })).toHaveAttribute(
      'src',
      '/images/online-course-placeholder.svg',
    )
    const text = screen.getByText('Cuoci in casa.').parentElement!
    expect(text.querySelector('script')).toBeNull()
  })

  it('sends a logged-in user to the checkout', async () => {
    await openCourse('/videocorso/Pizza-in-teglia-alla-romana', { as: 'user' })
    expect(
      await within(summary()).findByRole('link', { name: 'Acquista il videocorso' }),
    ).toHaveAttribute('href', '/checkout/onlinecourse/Pizza-in-teglia-alla-romana')
  })

  it('asks a visitor to log in or register', async () => {
    await openCourse('/videocorso/Pizza-in-teglia-alla-romana')
    expect(
      within(summary()).queryByRole('link', { name: 'Acquista il videocorso' }),
    ).not.toBeInTheDocument()
    // Both come back to this course afterwards.
    const next = `?next=${encodeURIComponent('/videocorso/Pizza-in-teglia-alla-romana')}`
    expect(within(summary()).getByRole('link', { name: 'Accedi' })).toHaveAttribute(
      'href',
      `/login${next}`,
    )
    expect(within(summary()).getByRole('link', { name: 'Registrati' })).toHaveAttribute(
      'href',
      `/register${next}`,
    )
  })

  it('takes a buyer to the lessons', async () => {
    server.use(...catalogHandlers({ purchased: [TEGLIA] }))
    await openCourse('/videocorso/Pizza-in-teglia-alla-romana', { as: 'user' })
    expect(
      await within(summary()).findByRole('link', { name: 'Vai al videocorso' }),
    ).toHaveAttribute('href', '/video/Pizza-in-teglia-alla-romana')
  })

  it('says so when the video course does not exist', async () => {
    await renderAppReady('/videocorso/Nessuno')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Videocorso non trovato' }),
    ).toBeVisible()
  })
})
