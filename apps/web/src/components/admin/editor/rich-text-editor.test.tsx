import './jsdom-layout.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { ArticleWritePaths } from '@aula/contract/routes/articles'
import { ADMIN_PRIVATE_TOKEN } from '#src/testing/admin-handlers.ts'
import { articleWriteHandlers, editorHandlers } from '#src/testing/admin-articles-handlers.ts'
import { catalogHandlers } from '#src/testing/catalog-handlers.ts'
import { renderAppReady, type TestUser } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'

/*
 * The rich-text editor as an admin meets it, on the add-article form: its toolbar, links,
 * pictures uploaded to the server and the HTML view.
 */

let uploads: ReturnType<typeof editorHandlers>

beforeEach(() => {
  uploads = editorHandlers()
  server.use(...catalogHandlers(), ...articleWriteHandlers().handlers, ...uploads.handlers)
})

async function openEditor() {
  const rendered = await renderAppReady('/aggiungiarticolo', { as: 'admin' })
  const editor = await screen.findByRole('textbox', { name: 'Contenuto' })
  return { ...rendered, editor }
}

const button = (name: string) =>
  within(screen.getByRole('toolbar', { name: 'Formattazione di «Contenuto»' })).getByRole(
    'button',
    { name },
  )

/** The HTML the editor holds, read through its "Codice HTML" view (then closed again). */
async function sourceOf(user: TestUser) {
  await user.click(button('Codice HTML'))
  const html = screen.getByRole<HTMLTextAreaElement>('textbox', {
    name: 'Codice HTML di «Contenuto»',
  }).value
  await user.click(button('Codice HTML'))
  return html
}

/** Puts `html` in the editor through its "Codice HTML" view, as an admin pasting code. */
async function writeSource(user: TestUser, html: string) {
  await user.click(button('Codice HTML'))
  const source = screen.getByRole('textbox', { name: 'Codice HTML di «Contenuto»' })
  await user.clear(source)
  await user.type(source, html)
  await user.click(button('Codice HTML'))
}

async function typeInto(user: TestUser, editor: HTMLElement, text: string) {
  await user.click(editor)
  await user.keyboard(text)
}

describe('the rich-text editor', () => {
  it('is a labelled, 500 px high text box with an Italian toolbar', async () => {
    const { editor } = await openEditor()
    expect(editor).toHaveAttribute('contenteditable', 'true')
    expect(editor).toHaveAttribute('aria-multiline', 'true')
    expect(editor.parentElement?.parentElement).toHaveClass('h-[500px]', 'overflow-y-auto')
    const toolbar = screen.getByRole('toolbar', { name: 'Formattazione di «Contenuto»' })
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Grassetto',
      'Corsivo',
      'Titolo',
      'Sottotitolo',
      'Elenco puntato',
      'Elenco numerato',
      'Citazione',
      'Link',
      'Immagine',
      'Annulla',
      'Ripeti',
      'Codice HTML',
    ])
    expect(button('Grassetto')).toHaveAttribute('aria-pressed', 'false')
    expect(button('Grassetto')).toHaveAttribute('title', 'Grassetto (Ctrl+B)')
    // Nothing to undo yet.
    expect(button('Annulla')).toBeDisabled()
  })

  it('is one Tab stop, then the arrow keys move along the toolbar', async () => {
    const { user } = await openEditor()
    const toolbar = screen.getByRole('toolbar', { name: 'Formattazione di «Contenuto»' })
    const focusable = within(toolbar)
      .getAllByRole('button')
      .filter((b) => b.tabIndex === 0)
    expect(focusable).toEqual([button('Grassetto')])
    button('Grassetto').focus()
    await user.keyboard('{ArrowRight}')
    expect(button('Corsivo')).toHaveFocus()
    await user.keyboard('{End}')
    expect(button('Codice HTML')).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(button('Grassetto')).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    // Undo and redo are disabled: the arrows skip them.
    expect(button('Codice HTML')).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(button('Immagine')).toHaveFocus()
  })

  it('makes the selected words bold and says so on the button', async () => {
    const { user, editor } = await openEditor()
    await typeInto(user, editor, 'Impasto a mano')
    await user.keyboard('{Control>}a{/Control}')
    await user.click(button('Grassetto'))
    expect(editor.querySelector('strong')).toHaveTextContent('Impasto a mano')
    expect(button('Grassetto')).toHaveAttribute('aria-pressed', 'true')
    expect(await sourceOf(user)).toBe('<p><strong>Impasto a mano</strong></p>')
  })

  it('turns headings, lists and quotes on and off, with undo and redo', async () => {
    const { user, editor } = await openEditor()
    await writeSource(user, '<p>Le farine</p>')
    await user.click(button('Titolo'))
    expect(button('Titolo')).toHaveAttribute('aria-pressed', 'true')
    expect(editor.querySelector('h2')).toHaveTextContent('Le farine')
    expect(await sourceOf(user)).toBe('<h2>Le farine</h2>')
    await user.click(button('Sottotitolo'))
    expect(await sourceOf(user)).toBe('<h3>Le farine</h3>')
    await user.click(button('Sottotitolo'))
    expect(await sourceOf(user)).toBe('<p>Le farine</p>')

    await user.click(button('Elenco puntato'))
    expect(button('Elenco puntato')).toHaveAttribute('aria-pressed', 'true')
    expect(await sourceOf(user)).toBe('<ul><li><p>Le farine</p></li></ul>')
    await user.click(button('Elenco numerato'))
    expect(button('Elenco numerato')).toHaveAttribute('aria-pressed', 'true')
    expect(button('Elenco puntato')).toHaveAttribute('aria-pressed', 'false')
    expect(await sourceOf(user)).toBe('<ol><li><p>Le farine</p></li></ol>')

    // Quick changes are undone together, as one step.
    await user.click(button('Annulla'))
    expect(await sourceOf(user)).not.toContain('<ol>')
    await user.click(button('Ripeti'))
    expect(await sourceOf(user)).toBe('<ol><li><p>Le farine</p></li></ol>')

    await user.click(button('Elenco numerato'))
    await user.click(button('Citazione'))
    expect(button('Citazione')).toHaveAttribute('aria-pressed', 'true')
    expect(await sourceOf(user)).toBe('<blockquote><p>Le farine</p></blockquote>')
  })

  it('links the selected words to a web address, refusing other schemes', async () => {
    const { user, editor } = await openEditor()
    await typeInto(user, editor, 'il nostro sito')
    await user.keyboard('{Control>}a{/Control}')
    await user.click(button('Link'))
    const dialog = screen.getByRole('dialog', { name: 'Inserisci o modifica un link' })
    const url = within(dialog).getByRole('textbox', { name: 'Indirizzo del link' })
    expect(url).toHaveFocus()
    await user.type(url, 'javascript:alert(1)')
    await user.click(within(dialog).getByRole('button', { name: 'Applica link' }))
    expect(within(dialog).getByText(/Inserisci un indirizzo web che inizi con http/)).toBeVisible()
    expect(editor.querySelector('a')).toBeNull()

    await user.clear(url)
    await user.type(url, 'www.example.com/corsi{Enter}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(editor.querySelector('a')).toHaveAttribute('href', 'https://www.example.com/corsi')
    expect(button('Link')).toHaveAttribute('aria-pressed', 'true')
    expect(await sourceOf(user)).toBe(
      '<p><a href="https://www.example.com/corsi">il nostro sito</a></p>',
    )
  })

  it('inserts an e-mail link where nothing is selected, and removes a link', async () => {
    const { user, editor } = await openEditor()
    await typeInto(user, editor, 'Scrivici: ')
    await user.click(button('Link'))
    await user.type(screen.getByRole('textbox', { name: 'Indirizzo del link' }), 'info@example.com')
    await user.click(screen.getByRole('button', { name: 'Applica link' }))
    expect(editor.querySelector('a')).toHaveAttribute('href', 'mailto:info@example.com')
    expect(editor.querySelector('a')).toHaveTextContent('info@example.com')

    await user.click(editor)
    await user.keyboard('{Control>}a{/Control}')
    await user.click(button('Link'))
    expect(screen.getByRole('textbox', { name: 'Indirizzo del link' })).toHaveValue(
      'mailto:info@example.com',
    )
    await user.click(screen.getByRole('button', { name: 'Rimuovi link' }))
    expect(editor.querySelector('a')).toBeNull()
  })

  it('closes the link dialog with Escape without changing the text', async () => {
    const { user, editor } = await openEditor()
    await typeInto(user, editor, 'testo')
    await user.click(button('Link'))
    await user.type(screen.getByRole('textbox', { name: 'Indirizzo del link' }), 'https://x.it')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(editor.querySelector('a')).toBeNull()
    await waitFor(() => expect(editor).toHaveFocus())
  })

  it('opens its dialogs over the page and closes them on Escape or a click beside them', async () => {
    const { user, editor } = await openEditor()
    await typeInto(user, editor, 'testo')
    const opener = button('Immagine')
    await user.click(opener)
    const image = screen.getByRole('dialog', { name: "Inserisci un'immagine" })
    // The browser's own modal dialog: the page behind cannot be reached while it is open.
    expect(image).toBeInstanceOf(HTMLDialogElement)
    expect((image as HTMLDialogElement).open).toBe(true)
    expect(image).toContainElement(document.activeElement as HTMLElement)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(editor).toHaveFocus())

    await user.click(button('Link'))
    const link = screen.getByRole('dialog', { name: 'Inserisci o modifica un link' })
    expect((link as HTMLDialogElement).open).toBe(true)
    await user.type(within(link).getByRole('textbox', { name: 'Indirizzo del link' }), 'x.it')
    // Outside its box a click lands on the <dialog> itself, that is on its backdrop.
    await user.click(link)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(editor.querySelector('a')).toBeNull()
    await waitFor(() => expect(editor).toHaveFocus())
  })

  it('keeps the picture dialog open while the upload runs, until it is cancelled', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    server.use(
      http.post(`*${ArticleWritePaths.upload}`, async () => {
        await held
        return HttpResponse.json({ message: 'Success', url: '/media/images/tardi-960.webp' })
      }),
    )
    const { user, editor } = await openEditor()
    await user.click(button('Immagine'))
    const dialog = screen.getByRole('dialog', { name: "Inserisci un'immagine" })
    await user.upload(
      within(dialog).getByLabelText(/File dell'immagine/),
      new File(['png'], 'forno.png', { type: 'image/png' }),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Carica e inserisci' }))
    expect(await within(dialog).findByRole('progressbar')).toBeVisible()

    await user.keyboard('{Escape}')
    await user.click(dialog)
    expect(screen.getByRole('dialog', { name: "Inserisci un'immagine" })).toBeVisible()

    await user.click(within(dialog).getByRole('button', { name: 'Annulla caricamento' }))
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).toBeNull())
    release()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(editor.querySelector('img')).toBeNull()
  })

  it('uploads a picture with the private token and inserts it 200 px wide', async () => {
    const { user, editor } = await openEditor()
    await typeInto(user, editor, 'Il forno')
    await user.click(button('Immagine'))
    const dialog = screen.getByRole('dialog', { name: "Inserisci un'immagine" })
    await user.upload(
      within(dialog).getByLabelText(/File dell'immagine/),
      new File(['png'], 'forno.png', { type: 'image/png' }),
    )
    await user.type(within(dialog).getByRole('textbox', { name: 'Testo alternativo' }), 'Il forno')
    await user.click(within(dialog).getByRole('button', { name: 'Carica e inserisci' }))

    await waitFor(() => expect(editor.querySelector('img')).not.toBeNull())
    const image = editor.querySelector('img')!
    expect(image).toHaveAttribute('src', '/media/images/editor-1-960.webp')
    expect(image).toHaveAttribute('width', '200')
    expect(image).toHaveAttribute('alt', 'Il forno')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    expect(uploads.received).toHaveLength(1)
    expect(uploads.received[0]).toMatchObject({
      method: 'POST',
      path: ArticleWritePaths.upload,
      authorization: `Bearer ${ADMIN_PRIVATE_TOKEN}`,
      files: { file: { type: 'image/png' } },
    })
    expect(await sourceOf(user)).toContain(
      '<img src="/media/images/editor-1-960.webp" alt="Il forno" width="200">',
    )
  })

  it('refuses a file that is not an image before uploading, and shows a refused upload', async () => {
    const { user } = await openEditor()
    await user.click(button('Immagine'))
    const dialog = screen.getByRole('dialog', { name: "Inserisci un'immagine" })
    await user.click(within(dialog).getByRole('button', { name: 'Carica e inserisci' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent("Scegli un'immagine da caricare.")

    // The picker's filter can be switched to "all files": the form checks again.
    const anyFile = userEvent.setup({ delay: null, applyAccept: false })
    await anyFile.upload(
      within(dialog).getByLabelText(/File dell'immagine/),
      new File(['%PDF'], 'listino.pdf', { type: 'application/pdf' }),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Carica e inserisci' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      "Questo file non è un'immagine supportata",
    )
    expect(uploads.received).toHaveLength(0)

    server.use(
      http.post(`*${ArticleWritePaths.upload}`, () =>
        HttpResponse.json({ message: 'Unsupported image type' }, { status: 415 }),
      ),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Rimuovi listino.pdf' }))
    await user.upload(
      within(dialog).getByLabelText(/File dell'immagine/),
      new File(['??'], 'finta.png', { type: 'image/png' }),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Carica e inserisci' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Tipo di file non supportato.',
    )
  })

  it('shows the HTML, and applies what is typed there when going back', async () => {
    const { user, editor } = await openEditor()
    await typeInto(user, editor, 'Prima')
    await user.click(button('Codice HTML'))
    expect(button('Codice HTML')).toHaveAttribute('aria-pressed', 'true')
    // While the code is shown, only the way back is offered.
    expect(button('Grassetto')).toBeDisabled()
    const source = screen.getByRole('textbox', { name: 'Codice HTML di «Contenuto»' })
    expect(source).toHaveValue('<p>Prima</p>')
    await user.clear(source)
    await user.type(
      source,
      '<h2>Le farine</h2><p>Forza <em>W</em> e <a href="https://example.com">tabelle</a>.</p>',
    )
    await user.click(button('Codice HTML'))

    expect(screen.queryByRole('textbox', { name: 'Codice HTML di «Contenuto»' })).toBeNull()
    expect(editor.querySelector('h2')).toHaveTextContent('Le farine')
    expect(editor.querySelector('em')).toHaveTextContent('W')
    expect(await sourceOf(user)).toBe(
      '<h2>Le farine</h2><p>Forza <em>W</em> e <a href="https://example.com">tabelle</a>.</p>',
    )
  })

  it('speaks English when the site does', async () => {
    await renderAppReady('/aggiungiarticolo', { as: 'admin', language: 'en' })
    expect(await screen.findByRole('textbox', { name: 'Content' })).toBeVisible()
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting of “Content”' })
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toBeVisible()
    expect(within(toolbar).getByRole('button', { name: 'HTML code' })).toBeVisible()
  })
})
