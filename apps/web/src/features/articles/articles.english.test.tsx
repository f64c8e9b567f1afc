import '#src/components/admin/editor/jsdom-layout.ts'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Article } from '@aula/contract/articles'
import { titleKey } from '@aula/contract/values/common'
import { articleFixture } from '#src/testing/catalog-fixtures.ts'
import { catalogHandlers } from '#src/testing/catalog-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'
import { articleServer } from './admin/article-form-kit.ts'

/* Articles in English (docs/product.md#content-languages-and-urls). */

const ITALIAN = articleFixture({
  id: 41,
  title: 'Lievitazione lenta',
  intro: 'Perché il tempo conta.',
  content: '<p>Il tempo lavora per noi.</p>',
  titles: { it: 'Lievitazione lenta', en: 'Slow rising' },
})
/** The same article as the API serves it in English: the content was never translated. */
const ENGLISH: Article = {
  ...ITALIAN,
  title: 'Slow rising',
  intro: 'Why time matters.',
  languages: { title: 'en', intro: 'en', description: 'it', content: 'it' },
}

/** The article by either title; in English only when asked with lang=en. */
function articleInBothLanguages() {
  server.use(
    http.get('*/api/article/:title', ({ params, request }) => {
      const key = titleKey(String(params.title))
      if (key !== titleKey(ITALIAN.title) && key !== titleKey('Slow rising')) {
        return HttpResponse.json({ message: 'Not found' }, { status: 404 })
      }
      const english = new URL(request.url).searchParams.get('lang') === 'en'
      return HttpResponse.json({ article: english ? ENGLISH : ITALIAN })
    }),
  )
}

describe('an article in English', () => {
  beforeEach(() => {
    articleServer()
    articleInBothLanguages()
  })

  it('shows the English texts at its English address, and marks the Italian fallback', async () => {
    await renderAppReady('/articolo/Slow-rising?lang=en')
    const heading = await screen.findByRole('heading', { level: 1, name: 'Slow rising' })
    expect(heading).not.toHaveAttribute('lang')
    expect(screen.getByText('Why time matters.')).toBeVisible()
    // The content was not translated: read in Italian, and said so to screen readers.
    expect((await screen.findByText('Il tempo lavora per noi.')).closest('[lang]')).toHaveAttribute(
      'lang',
      'it',
    )
    expect(document.documentElement.lang).toBe('en')
  })

  it('moves to the English address when the visitor reads in English', async () => {
    await renderAppReady('/articolo/Lievitazione-lenta', { language: 'en' })
    await screen.findByRole('heading', { level: 1, name: 'Slow rising' })
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe(
        '/articolo/Slow-rising?lang=en',
      ),
    )
  })

  it('lets the admin edit both languages side by side, and sends the English texts', async () => {
    const { writes } = articleServer()
    writes.stored.unshift(ITALIAN)
    articleInBothLanguages()
    const { user } = await renderAppReady('/modifica-articolo/Lievitazione-lenta', {
      as: 'admin',
    })
    const titleEn = await screen.findByRole('textbox', { name: 'Inglese: Titolo' })
    expect(screen.getByRole('textbox', { name: 'Titolo' })).toHaveValue('Lievitazione lenta')
    expect(titleEn).toHaveValue('Slow rising')
    expect(
      screen.getByRole('textbox', {
        name: 'Inglese: Introduzione (massimo 15 parole)',
      }),
    ).toHaveValue('Why time matters.')
    // The content fell back to Italian: its English field is empty, not a copy.
    expect(screen.getByRole('textbox', { name: 'Inglese: Contenuto' })).toHaveTextContent('')
    // Each English field sits in the English column, beside its Italian one.
    expect(titleEn.closest('[data-lang-column]')).toHaveAttribute('data-lang-column', 'en')
    expect(
      screen.getByRole('textbox', { name: 'Titolo' }).closest('[data-lang-column]'),
    ).toHaveAttribute('data-lang-column', 'it')

    await user.clear(titleEn)
    await user.type(titleEn, 'Slow rise')
    await user.click(screen.getByRole('textbox', { name: 'Inglese: Contenuto' }))
    await user.keyboard('Time works for us.')
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }))
    await waitFor(() =>
      expect(writes.received.at(-1)?.fields).toMatchObject({
        title: 'Lievitazione lenta',
        titleEn: 'Slow rise',
        introEn: 'Why time matters.',
        contentEn: '<p>Time works for us.</p>',
      }),
    )
  })
})

describe('the admin’s list of articles', () => {
  it('marks the articles that still lack an English title', async () => {
    server.use(
      ...catalogHandlers({
        articles: [ITALIAN, articleFixture({ id: 42, title: 'Solo in italiano' })],
      }),
    )
    await renderAppReady('/articoli', { as: 'admin' })
    const card = async (title: string) =>
      within((await screen.findByRole('heading', { level: 2, name: title })).closest('article')!)
    expect(await (await card('Solo in italiano')).findByText('EN mancante')).toBeVisible()
    expect((await card('Lievitazione lenta')).queryByText('EN mancante')).toBeNull()
  })

  it('lists only the articles without English when the admin asks', async () => {
    const asked: string[] = []
    server.events.on('request:start', ({ request }) => void asked.push(request.url))
    const { user } = await renderAppReady('/articoli', { as: 'admin' })
    await user.click(await screen.findByRole('checkbox', { name: 'Solo senza inglese' }))
    await waitFor(() => expect(asked.some((url) => url.includes('missing=en'))).toBe(true))
    expect(window.location.search).toContain('senza-inglese=1')
  })
})
