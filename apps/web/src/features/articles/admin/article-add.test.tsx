import '#src/components/admin/editor/jsdom-layout.ts'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { ArticleWritePaths } from '@aula/contract/routes/articles'
import { ADMIN_PRIVATE_TOKEN } from '#src/testing/admin-handlers.ts'
import { articleWriteHandlers } from '#src/testing/admin-articles-handlers.ts'
import { recordRequests, server } from '#src/testing/server.ts'
import { testUsers } from '#src/testing/users.ts'
import { articleServer, content, cover, openAdd, write } from './article-form-kit.ts'

let writes: ReturnType<typeof articleServer>['writes']

beforeEach(() => {
  writes = articleServer().writes
})

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
