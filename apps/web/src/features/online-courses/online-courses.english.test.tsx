import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { OnlineCourseMessages, type OnlineCourseDetail } from '@aula/contract/online-courses'
import { titleKey } from '@aula/contract/values/common'
import { onlineCourseFixture } from '#src/testing/catalog-fixtures.ts'
import { lessonFixture } from '#src/testing/checkout-handlers.ts'
import { catalogHandlers } from '#src/testing/catalog-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'
import { startServer, teglia } from './admin/online-course-test-kit.ts'

/* Video courses in English (docs/product.md#content-languages-and-urls). */

const ITALIAN: OnlineCourseDetail = {
  ...teglia,
  titles: { it: teglia.title, en: 'Roman pan pizza' },
  purchased: false,
  curriculum: [],
}
/** The same course as the API serves it in English: the description was never translated. */
const ENGLISH: OnlineCourseDetail = {
  ...ITALIAN,
  title: 'Roman pan pizza',
  intro: 'High hydration, baked in a pan.',
  languages: { title: 'en', intro: 'en', description: 'it' },
}

/** The course by either title; in English only when asked with lang=en. */
function courseInBothLanguages() {
  server.use(
    http.get('*/api/onlinecourse/:title', ({ params, request }) => {
      const key = titleKey(String(params.title))
      if (key !== titleKey(ITALIAN.title) && key !== titleKey(ENGLISH.title)) {
        return HttpResponse.json({ message: 'Not found' }, { status: 404 })
      }
      const english = new URL(request.url).searchParams.get('lang') === 'en'
      return HttpResponse.json({ onlinecourse: english ? ENGLISH : ITALIAN })
    }),
  )
}

describe('a video course in English', () => {
  it('shows the English texts at its English address, and marks the Italian fallback', async () => {
    startServer()
    courseInBothLanguages()
    await renderAppReady('/videocorso/Roman-pan-pizza?lang=en')
    const heading = await screen.findByRole('heading', { level: 1, name: 'Roman pan pizza' })
    expect(heading).not.toHaveAttribute('lang')
    expect(screen.getByText('High hydration, baked in a pan.')).toBeVisible()
    // The description was not translated: read in Italian, and said so to screen readers.
    expect((await screen.findByText('Dieci lezioni in video.')).closest('[lang]')).toHaveAttribute(
      'lang',
      'it',
    )
  })

  it('moves to the English address when the visitor reads in English', async () => {
    startServer()
    courseInBothLanguages()
    await renderAppReady('/videocorso/Pizza-in-teglia-alla-romana', { language: 'en' })
    await screen.findByRole('heading', { level: 1, name: 'Roman pan pizza' })
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe(
        '/videocorso/Roman-pan-pizza?lang=en',
      ),
    )
  })

  it('lets the admin edit both languages side by side, and sends the English texts', async () => {
    const fake = startServer()
    courseInBothLanguages()
    const { user } = await renderAppReady('/modifica-corso-online/Pizza-in-teglia-alla-romana', {
      as: 'admin',
    })
    const titleEn = await screen.findByRole('textbox', { name: /^Inglese: Titolo/ })
    expect(screen.getByRole('textbox', { name: /^Titolo$/ })).toHaveValue(teglia.title)
    expect(titleEn).toHaveValue('Roman pan pizza')
    expect(screen.getByRole('textbox', { name: /^Inglese: Introduzione/ })).toHaveValue(
      'High hydration, baked in a pan.',
    )
    // The description fell back to Italian: its English field is empty, not a copy.
    const descriptionEn = screen.getByRole('textbox', { name: /^Inglese: Descrizione/ })
    expect(descriptionEn).toHaveValue('')
    // Each English field sits in the English column, beside its Italian one.
    expect(titleEn.closest('[data-lang-column]')).toHaveAttribute('data-lang-column', 'en')

    await user.clear(titleEn)
    await user.type(titleEn, 'Roman pizza in a pan')
    await user.type(descriptionEn, 'Ten video lessons.')
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }))
    expect(await screen.findByText('Corso salvato con successo!')).toBeVisible()
    expect(fake.received[0]!.fields).toMatchObject({
      title: [teglia.title],
      titleEn: ['Roman pizza in a pan'],
      introEn: ['High hydration, baked in a pan.'],
      descriptionEn: ['<p>Ten video lessons.</p>'],
    })
  })

  it('shows a taken English title next to the English title field', async () => {
    startServer()
    courseInBothLanguages()
    server.use(
      http.put('*/api/onlinecourse/', () =>
        HttpResponse.json({ message: OnlineCourseMessages.duplicateEn }, { status: 409 }),
      ),
    )
    const { user } = await renderAppReady('/modifica-corso-online/Pizza-in-teglia-alla-romana', {
      as: 'admin',
    })
    const titleEn = await screen.findByRole('textbox', { name: /^Inglese: Titolo/ })
    await user.clear(titleEn)
    await user.type(titleEn, 'Neapolitan pizza')
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }))
    await waitFor(() =>
      expect(titleEn).toHaveAccessibleDescription(/già il titolo di un altro videocorso/),
    )
    expect(titleEn).toHaveAttribute('aria-invalid', 'true')
  })

  it('marks for the admin the video courses that still lack an English title', async () => {
    server.use(
      ...catalogHandlers({
        onlineCourses: [
          onlineCourseFixture({ ...ITALIAN, id: 2 }),
          onlineCourseFixture({ id: 3, title: 'Solo in italiano' }),
        ],
      }),
    )
    await renderAppReady('/videocorsi', { as: 'admin' })
    const card = async (title: string) =>
      within((await screen.findByRole('heading', { level: 2, name: title })).closest('article')!)
    expect(await (await card('Solo in italiano')).findByText('EN mancante')).toBeVisible()
    expect((await card(teglia.title)).queryByText('EN mancante')).toBeNull()
  })
})

describe('the lesson player in English', () => {
  it('names the course by its English title, the Italian one in Italian', async () => {
    const lessons = [lessonFixture(0, { title: 'Impasto' })]
    server.use(
      http.get('*/api/onlinecoursedetail/:title', () =>
        HttpResponse.json({
          onlinecourse: {
            title: 'Pizza in teglia',
            titles: { it: 'Pizza in teglia', en: 'Pan pizza' },
            mainVideo: '',
            lessons,
            progress: { completed: 0, total: 1 },
          },
        }),
      ),
    )
    await renderAppReady('/video/Pizza-in-teglia', { as: 'user', language: 'en' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Pan pizza' })).toBeVisible()
  })
})

describe('the admin’s list of video courses', () => {
  it('lists only the video courses without English when the admin asks', async () => {
    startServer()
    const asked: string[] = []
    server.events.on('request:start', ({ request }) => void asked.push(request.url))
    const { user } = await renderAppReady('/videocorsi', { as: 'admin' })
    await user.click(await screen.findByRole('checkbox', { name: 'Solo senza inglese' }))
    await waitFor(() => expect(asked.some((url) => url.includes('missing=en'))).toBe(true))
    expect(window.location.search).toContain('senza-inglese=1')
  })

  it('offers visitors no such filter', async () => {
    startServer()
    await renderAppReady('/videocorsi')
    await screen.findByRole('heading', { level: 2, name: teglia.title })
    expect(screen.queryByRole('checkbox', { name: 'Solo senza inglese' })).toBeNull()
  })
})
