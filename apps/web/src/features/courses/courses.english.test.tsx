import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { CourseDetail } from '@aula/contract/courses'
import { titleKey } from '@aula/contract/values/common'
import { catalog } from '#src/testing/catalog-data.ts'
import { courseFixture } from '#src/testing/catalog-fixtures.ts'
import { catalogHandlers } from '#src/testing/catalog-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'
import { startServer } from './admin/course-test-kit.ts'

/* In-person courses in English (docs/product.md#content-languages-and-urls). */

const stg = catalog.courses[0]!
const ITALIAN: CourseDetail = {
  ...stg,
  description: '<p>Impasto diretto.</p>',
  titles: { it: stg.title, en: 'Neapolitan pizza' },
  purchased: false,
}
/** The same course as the API serves it in English: the description was never translated. */
const ENGLISH: CourseDetail = {
  ...ITALIAN,
  title: 'Neapolitan pizza',
  intro: 'Three days at the wood oven.',
  languages: { title: 'en', intro: 'en', description: 'it' },
}

/** The course by either title; in English only when asked with lang=en. */
function courseInBothLanguages() {
  server.use(
    http.get('*/api/course/:title', ({ params, request }) => {
      const key = titleKey(String(params.title))
      if (key !== titleKey(ITALIAN.title) && key !== titleKey(ENGLISH.title)) {
        return HttpResponse.json({ message: 'Not found' }, { status: 404 })
      }
      const english = new URL(request.url).searchParams.get('lang') === 'en'
      return HttpResponse.json({ course: [english ? ENGLISH : ITALIAN] })
    }),
  )
}

describe('an in-person course in English', () => {
  it('shows the English texts at its English address, and marks the Italian fallback', async () => {
    startServer()
    courseInBothLanguages()
    await renderAppReady('/course/Neapolitan-pizza?lang=en')
    const heading = await screen.findByRole('heading', { level: 1, name: 'Neapolitan pizza' })
    expect(heading).not.toHaveAttribute('lang')
    expect(screen.getByText('Three days at the wood oven.')).toBeVisible()
    // The description was not translated: read in Italian, and said so to screen readers.
    expect((await screen.findByText('Impasto diretto.')).closest('[lang]')).toHaveAttribute(
      'lang',
      'it',
    )
  })

  it('moves to the English address when the visitor reads in English', async () => {
    startServer()
    courseInBothLanguages()
    await renderAppReady('/course/Pizza-napoletana-STG', { language: 'en' })
    await screen.findByRole('heading', { level: 1, name: 'Neapolitan pizza' })
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe(
        '/course/Neapolitan-pizza?lang=en',
      ),
    )
  })

  it('lets the admin edit both languages side by side, and sends the English texts', async () => {
    const fake = startServer()
    courseInBothLanguages()
    const { user } = await renderAppReady('/modifica-corso/Pizza-napoletana-STG', { as: 'admin' })
    const titleEn = await screen.findByRole('textbox', { name: /^Inglese: Titolo/ })
    expect(screen.getByRole('textbox', { name: /^Titolo/ })).toHaveValue(stg.title)
    expect(titleEn).toHaveValue('Neapolitan pizza')
    expect(screen.getByRole('textbox', { name: /^Inglese: Introduzione/ })).toHaveValue(
      'Three days at the wood oven.',
    )
    // The description fell back to Italian: its English field is empty, not a copy.
    const descriptionEn = screen.getByRole('textbox', { name: /^Inglese: Descrizione/ })
    expect(descriptionEn).toHaveValue('')
    expect(titleEn.closest('[data-lang-column]')).toHaveAttribute('data-lang-column', 'en')

    await user.clear(titleEn)
    await user.type(titleEn, 'Neapolitan pizza, the real one')
    await user.type(descriptionEn, 'Direct dough.')
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }))
    expect(await screen.findByText('Corso salvato con successo!')).toBeVisible()
    expect(fake.received[0]!.fields).toMatchObject({
      titleEn: ['Neapolitan pizza, the real one'],
      introEn: ['Three days at the wood oven.'],
      descriptionEn: ['<p>Direct dough.</p>'],
    })
  })

  it('marks for the admin the courses that still lack an English title', async () => {
    server.use(
      ...catalogHandlers({
        courses: [
          courseFixture({ ...ITALIAN }),
          courseFixture({ id: 9, title: 'Solo in italiano' }),
        ],
      }),
    )
    await renderAppReady('/corsi', { as: 'admin' })
    const card = async (title: string) =>
      within((await screen.findByRole('heading', { level: 2, name: title })).closest('article')!)
    expect(await (await card('Solo in italiano')).findByText('EN mancante')).toBeVisible()
    expect((await card(stg.title)).queryByText('EN mancante')).toBeNull()
  })
})

describe('the admin’s list of courses', () => {
  it('lists only the courses without English when the admin asks', async () => {
    startServer()
    const asked: string[] = []
    server.events.on('request:start', ({ request }) => void asked.push(request.url))
    const { user } = await renderAppReady('/corsi', { as: 'admin' })
    await user.click(await screen.findByRole('checkbox', { name: 'Solo senza inglese' }))
    await waitFor(() => expect(asked.some((url) => url.includes('missing=en'))).toBe(true))
    expect(window.location.search).toContain('senza-inglese=1')
  })
})
