import '#src/components/admin/editor/jsdom-layout.ts'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { FileMessages } from '@aula/contract/admin-forms'
import { ArticleWritePaths } from '@aula/contract/articles'
import { ADMIN_PRIVATE_TOKEN } from '#src/testing/admin-handlers.ts'
import { articleWriteHandlers, editorHandlers } from '#src/testing/admin-articles-handlers.ts'
import {
  articleFixture,
  catalog,
  catalogHandlers,
  imageFixture,
} from '#src/testing/catalog-handlers.ts'
import { renderAppReady, type TestUser } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'
import { testUsers } from '#src/testing/users.ts'

let writes: ReturnType<typeof articleWriteHandlers>
let editor: ReturnType<typeof editorHandlers>

beforeEach(() => {
  writes = articleWriteHandlers()
  editor = editorHandlers({
    docx: {
      htmlContent: '<h2>Dal documento</h2><p>Testo importato.</p>',
      warnings: ['Unrecognised paragraph style: Citazione intensa'],
    },
  })
  // The public GETs read the same articles the writes change.
  server.use(
    ...catalogHandlers({ articles: writes.stored }),
    ...writes.handlers,
    ...editor.handlers,
  )
})

const cover = () => new File(['jpg'], 'copertina.jpg', { type: 'image/jpeg' })
const docx = (name = 'articolo.docx') =>
  new File(['PK'], name, {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  })

const content = () => screen.getByRole('textbox', { name: 'Contenuto' })

async function openAdd(language?: 'it' | 'en') {
  const rendered = await renderAppReady('/aggiungiarticolo', { as: 'admin', language })
  await screen.findByRole('textbox', { name: language === 'en' ? 'Content' : 'Contenuto' })
  return rendered
}

async function write(user: TestUser, text: string) {
  await user.click(content())
  await user.keyboard(text)
}

describe('adding an article', () => {
  it('sends the multipart fields and the cover with the private token', async () => {
    const seen = recordRequests()
    const { user } = await openAdd()
    expect(screen.getByRole('heading', { level: 1, name: 'Aggiungi articolo' })).toBeVisible()
    await user.type(screen.getByRole('textbox', { name: 'Titolo' }), 'Il lievito madre')
    const intro = screen.getByRole('textbox', { name: 'Introduzione (massimo 15 parole)' })
    await user.type(intro, 'Come nasce, come si rinfresca e quando usarlo.')
    expect(screen.getByText('Parole scritte: 8')).toBeVisible()
    await user.type(
      screen.getByRole('textbox', { name: 'Descrizione breve' }),
      'Guida al lievito madre.',
    )
    const category = screen.getByRole('combobox', { name: 'Categoria' })
    await waitFor(() => expect(within(category).getAllByRole('option')).toHaveLength(4))
    await user.selectOptions(category, 'Pizza in teglia')
    await write(user, 'Il lievito madre è vivo.')
    await user.upload(screen.getByLabelText(/Immagine di copertina/), cover())
    expect(screen.getByText('copertina.jpg')).toBeVisible()
    await user.click(screen.getByRole('button', { name: "Pubblica l'articolo" }))

    expect(await screen.findByText('Articolo salvato con successo!')).toBeVisible()
    expect(
      screen.getByRole('link', { name: "Vedi l'articolo «Il lievito madre»" }),
    ).toHaveAttribute('href', '/articolo/Il-lievito-madre')
    expect(writes.received).toHaveLength(1)
    expect(writes.received[0]).toMatchObject({
      method: 'POST',
      path: ArticleWritePaths.article,
      authorization: `Bearer ${ADMIN_PRIVATE_TOKEN}`,
      fields: {
        title: 'Il lievito madre',
        intro: 'Come nasce, come si rinfresca e quando usarlo.',
        description: 'Guida al lievito madre.',
        category: '2',
        content: '<p>Il lievito madre è vivo.</p>',
      },
      files: { foto: { type: 'image/jpeg' } },
    })
    // The session token only buys the private one; the write never carries it.
    const tokenRequest = seen.find((request) => request.path === '/api/generate-private-token/')
    expect(tokenRequest?.authorization).toBe(`Bearer ${testUsers.admin.token}`)
    const saved = seen.find((request) => request.method === 'POST')
    expect(saved?.authorization).toBe(`Bearer ${ADMIN_PRIVATE_TOKEN}`)
    // Ready for the next one.
    expect(screen.getByRole('textbox', { name: 'Titolo' })).toHaveValue('')
    expect(content()).toHaveTextContent('')
    expect(screen.queryByText('copertina.jpg')).not.toBeInTheDocument()
  })

  it('shows what is missing next to each field and sends nothing', async () => {
    const seen = recordRequests()
    const { user } = await openAdd()
    await user.click(screen.getByRole('button', { name: "Pubblica l'articolo" }))
    const title = screen.getByRole('textbox', { name: 'Titolo' })
    await waitFor(() => expect(title).toHaveAccessibleDescription('Questo campo è obbligatorio.'))
    expect(title).toHaveFocus()
    expect(
      screen.getByRole('textbox', { name: 'Introduzione (massimo 15 parole)' }),
    ).toHaveAccessibleDescription(/Questo campo è obbligatorio\./)
    expect(screen.getByLabelText(/Immagine di copertina/)).toHaveAccessibleDescription(
      /Scegli un'immagine di copertina\./,
    )
    expect(seen.filter((request) => request.method !== 'GET')).toEqual([])
  })

  it('says when the title is already taken', async () => {
    const { user } = await openAdd()
    await user.type(screen.getByRole('textbox', { name: 'Titolo' }), 'fiordilatte e BUFALA')
    await user.type(
      screen.getByRole('textbox', { name: 'Introduzione (massimo 15 parole)' }),
      'Doppione.',
    )
    await user.upload(screen.getByLabelText(/Immagine di copertina/), cover())
    await user.click(screen.getByRole('button', { name: "Pubblica l'articolo" }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Esiste già un articolo con questo titolo: scegline un altro.')
    expect(screen.getByRole('textbox', { name: 'Titolo' })).toHaveAccessibleDescription(
      'Esiste già un articolo con questo titolo: scegline un altro.',
    )
  })

  it('tells a network failure and shows the server’s own message for other errors', async () => {
    server.use(http.post(`*${ArticleWritePaths.article}`, () => HttpResponse.error()))
    const { user } = await openAdd()
    await user.type(screen.getByRole('textbox', { name: 'Titolo' }), 'Senza rete')
    await user.type(
      screen.getByRole('textbox', { name: 'Introduzione (massimo 15 parole)' }),
      'Prova.',
    )
    await user.upload(screen.getByLabelText(/Immagine di copertina/), cover())
    await user.click(screen.getByRole('button', { name: "Pubblica l'articolo" }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Errore di rete o server non raggiungibile.',
    )

    server.use(
      http.post(`*${ArticleWritePaths.article}`, () =>
        HttpResponse.json({ message: 'Storage is full' }, { status: 507 }),
      ),
    )
    await user.click(screen.getByRole('button', { name: "Pubblica l'articolo" }))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        "Errore durante il salvataggio dell'articolo.Risposta del server: Storage is full",
      ),
    )
  })

  it('shows the upload progress of the cover, with a way to cancel it', async () => {
    // The upload is held on its way until the test has seen its progress.
    let release!: () => void
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    server.use(...articleWriteHandlers(undefined, { held }).handlers)
    const { user } = await openAdd()
    await user.type(screen.getByRole('textbox', { name: 'Titolo' }), 'Lento')
    await user.type(
      screen.getByRole('textbox', { name: 'Introduzione (massimo 15 parole)' }),
      'Prova.',
    )
    await user.upload(screen.getByLabelText(/Immagine di copertina/), cover())
    await user.click(screen.getByRole('button', { name: "Pubblica l'articolo" }))
    expect(await screen.findByRole('progressbar', { name: 'Caricamento in corso…' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Annulla caricamento' })).toBeVisible()
    expect(screen.getByRole('button', { name: "Pubblica l'articolo" })).toBeDisabled()
    release()
    expect(await screen.findByText('Articolo salvato con successo!')).toBeVisible()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })

  it('speaks English too', async () => {
    await openAdd('en')
    expect(screen.getByRole('heading', { level: 1, name: 'Add an article' })).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Introduction (at most 15 words)' })).toBeVisible()
    expect(screen.getByLabelText(/Import the content from a Word document/)).toBeVisible()
  })
})

describe('importing a DOCX', () => {
  it('fills the empty editor with the converted text and lists what was left out', async () => {
    const { user } = await openAdd()
    await user.upload(screen.getByLabelText(/Importa il contenuto da un documento Word/), docx())
    expect(await screen.findByText(/Contenuto importato da «articolo\.docx»/)).toBeVisible()
    expect(screen.getByText('Unrecognised paragraph style: Citazione intensa')).toBeVisible()
    expect(content().querySelector('h2')).toHaveTextContent('Dal documento')
    expect(editor.received).toEqual([
      expect.objectContaining({
        path: ArticleWritePaths.convertDocx,
        authorization: `Bearer ${ADMIN_PRIVATE_TOKEN}`,
        files: {
          file: expect.objectContaining({ type: expect.stringContaining('wordprocessing') }),
        },
      }),
    ])
  })

  it('asks before replacing text already written', async () => {
    const { user } = await openAdd()
    await write(user, 'Testo scritto a mano.')
    const input = screen.getByLabelText(/Importa il contenuto da un documento Word/)
    await user.upload(input, docx())
    const question = screen.getByRole('group', {
      name: "L'editor contiene già del testo. Sostituirlo con il contenuto di «articolo.docx»?",
    })
    await user.click(within(question).getByRole('button', { name: 'No, mantieni il testo' }))
    expect(editor.received).toHaveLength(0)
    expect(content()).toHaveTextContent('Testo scritto a mano.')

    await user.upload(input, docx())
    await user.click(screen.getByRole('button', { name: 'Sì, sostituisci' }))
    await waitFor(() => expect(content()).toHaveTextContent('Dal documentoTesto importato.'))
    expect(content()).not.toHaveTextContent('Testo scritto a mano.')
    expect(editor.received).toHaveLength(1)
  })

  it('refuses a file that is not a DOCX before any call, and shows a 415', async () => {
    const seen = recordRequests()
    const { user } = await openAdd()
    const anyFile = (await import('@testing-library/user-event')).default.setup({
      delay: null,
      applyAccept: false,
    })
    const input = screen.getByLabelText(/Importa il contenuto da un documento Word/)
    await anyFile.upload(input, new File(['png'], 'foto.png', { type: 'image/png' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      '«foto.png» non è un documento DOCX: si possono importare solo file Word .docx.',
    )
    expect(seen.filter((request) => request.method === 'POST')).toEqual([])

    server.use(
      http.post(`*${ArticleWritePaths.convertDocx}`, () =>
        HttpResponse.json({ message: 'Only DOCX files can be converted' }, { status: 415 }),
      ),
    )
    await user.upload(input, docx('finto.docx'))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Il server non ha riconosciuto il file come documento DOCX.',
      ),
    )
    expect(content()).toHaveTextContent('')
  })

  for (const language of ['it', 'en'] as const) {
    it(`says why the server refused a document (${language}): too large unpacked, or too complex`, async () => {
      const { user } = await openAdd(language)
      const input = screen.getByLabelText(
        language === 'it' ? /Importa il contenuto da un documento Word/ : /Import the content/,
      )
      const refuse = (message: string) =>
        server.use(
          http.post(`*${ArticleWritePaths.convertDocx}`, () =>
            HttpResponse.json({ message }, { status: 413 }),
          ),
        )
      refuse(FileMessages.docxUnpackedTooLarge)
      await user.upload(input, docx('bomba.docx'))
      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent(
          language === 'it'
            ? 'Il documento è troppo grande da convertire: una volta decompresso supera 20 MB'
            : 'The document is too large to convert: unpacked it exceeds 20 MB',
        ),
      )
      refuse(FileMessages.docxTooComplex)
      await user.upload(input, docx('complesso.docx'))
      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent(
          language === 'it'
            ? 'Il documento è troppo grande o complesso da convertire'
            : 'The document is too large or complex to convert',
        ),
      )
    })
  }
})

describe('editing an article', () => {
  const FIORDILATTE = catalog.articles[1]!

  it('loads the current values and cover, then saves them with PUT', async () => {
    writes.stored[1] = articleFixture({
      ...FIORDILATTE,
      description: 'Latte vaccino o di bufala.',
      content: '<p>La <strong>mozzarella</strong> giusta.</p>',
      images: { cover: imageFixture('fiordilatte') },
    })
    const { user } = await renderAppReady('/modifica-articolo/Fiordilatte-e-bufala', {
      as: 'admin',
    })
    const title = await screen.findByRole('textbox', { name: 'Titolo' })
    expect(
      screen.getByRole('heading', { level: 1, name: 'Modifica articolo: Fiordilatte e bufala' }),
    ).toBeVisible()
    expect(title).toHaveValue('Fiordilatte e bufala')
    expect(screen.getByRole('textbox', { name: 'Introduzione (massimo 15 parole)' })).toHaveValue(
      'Come scegliere la mozzarella giusta.',
    )
    expect(screen.getByRole('textbox', { name: 'Descrizione breve' })).toHaveValue(
      'Latte vaccino o di bufala.',
    )
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveValue('1'),
    )
    expect(content().querySelector('strong')).toHaveTextContent('mozzarella')
    expect(
      screen.getByRole('img', { name: 'Copertina attuale di «Fiordilatte e bufala»' }),
    ).toHaveAttribute('src', '/media/images/fiordilatte-1280.webp')

    await user.clear(title)
    await user.type(title, 'Fiordilatte, bufala e burrata')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoria' }), '')
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }))

    expect(await screen.findByText('Articolo salvato con successo!')).toBeVisible()
    expect(writes.received.at(-1)).toMatchObject({
      method: 'PUT',
      authorization: `Bearer ${ADMIN_PRIVATE_TOKEN}`,
      fields: {
        title: 'Fiordilatte e bufala',
        newTitle: 'Fiordilatte, bufala e burrata',
        intro: 'Come scegliere la mozzarella giusta.',
        description: 'Latte vaccino o di bufala.',
        category: '',
        content: '<p>La <strong>mozzarella</strong> giusta.</p>',
      },
      files: {},
    })
    // Renamed: the address follows the new title, the form stays with its message.
    await waitFor(() =>
      expect(window.location.pathname).toBe('/modifica-articolo/Fiordilatte%2C-bufala-e-burrata'),
    )
    expect(screen.getByRole('textbox', { name: 'Titolo' })).toHaveValue(
      'Fiordilatte, bufala e burrata',
    )
    expect(screen.getByText('Articolo salvato con successo!')).toBeVisible()
  })

  it('requires the content when editing, and sends a new cover when one is chosen', async () => {
    const { user } = await renderAppReady('/modifica-articolo/La-teglia-perfetta', { as: 'admin' })
    await screen.findByRole('textbox', { name: 'Titolo' })
    // No cover yet: the page says so.
    expect(screen.getByText('Questo articolo non ha ancora una copertina.')).toBeVisible()
    await user.click(content())
    await user.keyboard('{Control>}a{/Control}{Backspace}')
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }))
    await waitFor(() => expect(screen.getByText('Questo campo è obbligatorio.')).toBeVisible())
    expect(writes.received).toHaveLength(0)

    // Back into the editor (the refused save may have left the focus elsewhere).
    await user.click(content())
    await user.keyboard('Nuovo testo.')
    await user.upload(screen.getByLabelText(/Nuova immagine di copertina/), cover())
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }))
    expect(await screen.findByText('Articolo salvato con successo!')).toBeVisible()
    expect(writes.received[0]).toMatchObject({
      method: 'PUT',
      fields: { title: 'La teglia perfetta', content: '<p>Nuovo testo.</p>' },
      files: { foto: { type: 'image/jpeg' } },
    })
    expect(await screen.findByRole('img', { name: /Copertina attuale/ })).toHaveAttribute(
      'src',
      '/media/images/nuova-copertina-1280.webp',
    )
  })

  it('says when the article does not exist', async () => {
    await renderAppReady('/modifica-articolo/Non-esiste', { as: 'admin' })
    expect(
      await screen.findByText('Elemento non trovato: potrebbe essere stato eliminato.'),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Vai agli articoli' })).toHaveAttribute(
      'href',
      '/articoli',
    )
  })

  it('is for admins only', async () => {
    await renderAppReady('/modifica-articolo/La-teglia-perfetta', { as: 'user' })
    await waitFor(() =>
      expect(window.location.pathname).not.toBe('/modifica-articolo/La-teglia-perfetta'),
    )
    expect(screen.queryByRole('textbox', { name: 'Titolo' })).not.toBeInTheDocument()
  })
})
