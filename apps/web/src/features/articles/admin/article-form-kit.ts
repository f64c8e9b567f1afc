import { screen } from '@testing-library/react'
import { articleWriteHandlers, editorHandlers } from '#src/testing/admin-articles-handlers.ts'
import { catalogHandlers } from '#src/testing/catalog-handlers.ts'
import { renderAppReady, type TestUser } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'

/* What the article form's tests share: the test server, the files, the editor. */

/**
 * The article writes and the editor's DOCX conversion on the test server; the public GETs
 * read the same articles the writes change.
 */
export function articleServer() {
  const writes = articleWriteHandlers()
  const editor = editorHandlers({
    docx: {
      htmlContent: '<h2>Dal documento</h2><p>Testo importato.</p>',
      warnings: ['Unrecognised paragraph style: Citazione intensa'],
    },
  })
  server.use(
    ...catalogHandlers({ articles: writes.stored }),
    ...writes.handlers,
    ...editor.handlers,
  )
  return { writes, editor }
}

export const cover = () => new File(['jpg'], 'copertina.jpg', { type: 'image/jpeg' })
export const docx = (name = 'articolo.docx') =>
  new File(['PK'], name, {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  })

export const content = () => screen.getByRole('textbox', { name: 'Contenuto' })

export async function openAdd(language?: 'it' | 'en') {
  const rendered = await renderAppReady('/aggiungiarticolo', { as: 'admin', language })
  await screen.findByRole('textbox', { name: language === 'en' ? 'Content' : 'Contenuto' })
  return rendered
}

export async function write(user: TestUser, text: string) {
  await user.click(content())
  await user.keyboard(text)
}
