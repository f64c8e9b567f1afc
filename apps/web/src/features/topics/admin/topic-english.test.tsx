import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, it } from 'vitest'
import { adminContentData, type AdminContentData } from '#src/testing/admin-content-data.ts'
import { adminContentHandlers } from '#src/testing/admin-content-handlers.ts'
import { topicFixture } from '#src/testing/catalog-fixtures.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'

/* A topic's English texts beside its Italian ones (docs/product.md#content-languages-and-urls). */

let data: AdminContentData

beforeEach(() => {
  data = adminContentData()
  server.use(...adminContentHandlers(data))
  // Topic 2 in English: its title is translated, its description is not.
  server.use(
    http.get('*/api/topic/2', ({ request }) => {
      if (new URL(request.url).searchParams.get('lang') !== 'en') return undefined
      const italian = topicFixture(2, 'Pizza in teglia')
      return HttpResponse.json({
        topic: {
          ...italian,
          title: 'Pan pizza',
          languages: { title: 'en', description: 'it' },
          titles: { it: 'Pizza in teglia', en: 'Pan pizza' },
        },
      })
    }),
  )
})

it('edits the English texts in their own column and sends them with the Italian ones', async () => {
  const { user } = await renderAppReady('/modifica-argomento/2', { as: 'admin' })
  const titleEn = await screen.findByRole('textbox', { name: 'Inglese: Titolo' })
  expect(titleEn).toHaveValue('Pan pizza')
  expect(titleEn.closest('[data-lang-column]')).toHaveAttribute('data-lang-column', 'en')
  // The description fell back to Italian: nothing to show in English.
  const descriptionEn = screen.getByRole('textbox', { name: 'Inglese: Descrizione' })
  expect(descriptionEn).toHaveValue('')

  await user.type(descriptionEn, 'All about pan pizza.')
  await user.click(screen.getByRole('button', { name: 'Salva' }))
  expect(await screen.findByText('Argomento modificato con successo!')).toBeVisible()
  expect(data.forms.at(-1)?.fields).toMatchObject({
    title: 'Pizza in teglia',
    titleEn: 'Pan pizza',
    descriptionEn: 'All about pan pizza.',
  })
})
