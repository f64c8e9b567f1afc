import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { adminContentData } from '#src/testing/admin-content-data.ts'
import { adminContentHandlers } from '#src/testing/admin-content-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'

/*
 * The admin sees "EN mancante" on the questions of the FAQ and the trainers still without
 * English (docs/product.md#content-languages-and-urls); visitors never do.
 */

function contentWithOneTranslated() {
  const data = adminContentData()
  data.faqs[0]!.translated = true
  data.members[0]!.translated = true
  server.use(...adminContentHandlers(data))
  return data
}

describe('the admin’s mark of what is still without English', () => {
  it('marks each FAQ question with no English question, and no other', async () => {
    const data = contentWithOneTranslated()
    await renderAppReady('/faq', { as: 'admin' })
    await screen.findByRole('button', { name: data.faqs[0]!.question })
    expect(await screen.findAllByText('EN mancante')).toHaveLength(data.faqs.length - 1)
  })

  it('marks each trainer with no English description, and no other', async () => {
    const data = contentWithOneTranslated()
    await renderAppReady('/formatori', { as: 'admin' })
    const [translated, ...others] = data.members
    const card = (member: typeof translated) =>
      within(
        screen
          .getByRole('heading', { name: `${member!.name} ${member!.surname}` })
          .closest('article')!,
      )
    await screen.findByRole('heading', { name: `${translated!.name} ${translated!.surname}` })
    expect(await card(others[0]).findByText('EN mancante')).toBeVisible()
    expect(card(translated).queryByText('EN mancante')).toBeNull()
  })

  it('shows visitors no mark', async () => {
    const data = contentWithOneTranslated()
    await renderAppReady('/faq')
    await screen.findByRole('button', { name: data.faqs[0]!.question })
    expect(screen.queryByText('EN mancante')).toBeNull()
  })
})
