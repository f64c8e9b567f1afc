import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { TopicMessages } from '@aula/contract/topics'
import { ADMIN_PRIVATE_TOKEN } from '#src/testing/admin-handlers.ts'
import { adminContentData, type AdminContentData } from '#src/testing/admin-content-data.ts'
import { adminContentHandlers, failing } from '#src/testing/admin-content-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'

let data: AdminContentData

beforeEach(() => {
  data = adminContentData()
  server.use(...adminContentHandlers(data))
})

const picture = () => new File([new Uint8Array(2048)], 'forno.png', { type: 'image/png' })

describe('adding a topic', () => {
  it('sends title, description and picture as multipart with the private token', async () => {
    const seen = recordRequests()
    const { user } = await renderAppReady('/aggiungiargomento', { as: 'admin' })
    expect(await screen.findByRole('heading', { name: 'Aggiungi argomento' })).toBeVisible()
    await user.type(screen.getByRole('textbox', { name: 'Titolo' }), 'Fritti')
    await user.type(
      screen.getByRole('textbox', { name: 'Descrizione' }),
      'Montanare e pizze fritte.',
    )
    await user.upload(screen.getByLabelText('Immagine'), picture())
    await user.click(screen.getByRole('button', { name: 'Salva' }))

    expect(await screen.findByText('Argomento salvato con successo!')).toBeVisible()
    expect(data.forms).toEqual([
      {
        method: 'POST',
        path: '/api/topic/',
        fields: {
          title: 'Fritti',
          description: 'Montanare e pizze fritte.',
          titleEn: '',
          descriptionEn: '',
          // jsdom's XMLHttpRequest keeps the part's type, not its name or bytes.
          foto: expect.objectContaining({ type: 'image/png' }),
        },
      },
    ])
    const write = seen.find((r) => r.method === 'POST' && r.path === '/api/topic/')
    expect(write?.authorization).toBe(`Bearer ${ADMIN_PRIVATE_TOKEN}`)
    expect(data.topics.map((topic) => topic.title)).toContain('Fritti')
    // The form is emptied for the next one.
    expect(screen.getByRole('textbox', { name: 'Titolo' })).toHaveValue('')
  })

  it('shows the required fields next to their inputs without calling the server', async () => {
    const seen = recordRequests()
    const { user } = await renderAppReady('/aggiungiargomento', { as: 'admin' })
    await user.click(await screen.findByRole('button', { name: 'Salva' }))
    const title = screen.getByRole('textbox', { name: 'Titolo' })
    // The form validates asynchronously: wait for the errors to be drawn.
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'))
    expect(title).toHaveAccessibleDescription('Questo campo è obbligatorio.')
    expect(screen.getByRole('textbox', { name: 'Descrizione' })).toHaveAccessibleDescription(
      'Questo campo è obbligatorio.',
    )
    expect(seen.filter((r) => r.path === '/api/topic/')).toEqual([])
  })

  it('says when the title is taken, and when saving fails', async () => {
    const { user } = await renderAppReady('/aggiungiargomento', { as: 'admin' })
    await user.type(await screen.findByRole('textbox', { name: 'Titolo' }), 'Forno a legna')
    await user.type(screen.getByRole('textbox', { name: 'Descrizione' }), 'Doppione.')
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esiste già un argomento con questo titolo.',
    )

    server.use(failing('post', '/api/topic/', 500))
    await user.clear(screen.getByRole('textbox', { name: 'Titolo' }))
    await user.type(screen.getByRole('textbox', { name: 'Titolo' }), 'Dolci')
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    expect(await screen.findByText("Errore durante il salvataggio dell'argomento.")).toBeVisible()
  })
})

describe('editing a topic', () => {
  it('loads the topic, sends its stored title and the new one, and says it worked', async () => {
    const seen = recordRequests()
    const { user } = await renderAppReady('/modifica-argomento/2', { as: 'admin' })
    const title = await screen.findByRole('textbox', { name: 'Titolo' })
    expect(title).toHaveValue('Pizza in teglia')
    expect(screen.getByRole('textbox', { name: 'Descrizione' })).toHaveValue(
      'Tutto su pizza in teglia.',
    )
    await user.clear(title)
    await user.type(title, 'Pizza in teglia romana')
    await user.click(screen.getByRole('button', { name: 'Salva' }))

    expect(await screen.findByText('Argomento modificato con successo!')).toBeVisible()
    expect(data.forms.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/topic/',
      fields: {
        title: 'Pizza in teglia',
        newTitle: 'Pizza in teglia romana',
        description: 'Tutto su pizza in teglia.',
        titleEn: '',
        descriptionEn: '',
      },
    })
    const write = seen.find((r) => r.method === 'PUT' && r.path === '/api/topic/')
    expect(write?.authorization).toBe(`Bearer ${ADMIN_PRIVATE_TOKEN}`)

    // A second save names the topic by its new title.
    await user.type(screen.getByRole('textbox', { name: 'Descrizione' }), ' Anche in pala.')
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    await screen.findByText('Argomento modificato con successo!')
    expect(data.forms.at(-1)?.fields.title).toBe('Pizza in teglia romana')
    expect(data.topics.find((topic) => topic.id === 2)?.description).toBe(
      'Tutto su pizza in teglia. Anche in pala.',
    )
  })

  it('shows the edit failure message', async () => {
    server.use(failing('put', '/api/topic/', 500))
    const { user } = await renderAppReady('/modifica-argomento/1', { as: 'admin' })
    await screen.findByRole('textbox', { name: 'Titolo' })
    expect(screen.getByRole('img', { name: "Immagine attuale dell'argomento" })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Errore durante la modifica dell'argomento.",
    )
  })

  it('says when the topic does not exist', async () => {
    await renderAppReady('/modifica-argomento/99', { as: 'admin' })
    expect(
      await screen.findByText('Elemento non trovato: potrebbe essere stato eliminato.'),
    ).toBeVisible()
  })

  it('places the server errors next to the fields', async () => {
    const { user } = await renderAppReady('/modifica-argomento/3', { as: 'admin' })
    const description = await screen.findByRole('textbox', { name: 'Descrizione' })
    server.use(
      failing('put', '/api/topic/', 400, 'Invalid input', [
        { path: 'description', message: 'Required' },
        { path: 'title', message: TopicMessages.duplicate },
      ]),
    )
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Errore durante la modifica dell'argomento.",
    )
    expect(description).toHaveAccessibleDescription('Questo campo è obbligatorio.')
    expect(screen.getByRole('textbox', { name: 'Titolo' })).toHaveAccessibleDescription(
      TopicMessages.duplicate,
    )
  })

  it('shows the upload progress while the picture is sent', async () => {
    const { user } = await renderAppReady('/modifica-argomento/3', { as: 'admin' })
    await screen.findByRole('textbox', { name: 'Titolo' })
    await user.upload(screen.getByLabelText('Nuova immagine (facoltativa)'), picture())
    expect(screen.getByRole('list', { name: /File scelti/ })).toHaveTextContent('forno.png')
    let answer: () => void = () => undefined
    const held = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.put('*/api/topic/', async () => {
        await held
        return HttpResponse.json({ message: 'Success', topic: data.topics[2]! })
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    expect(await screen.findByRole('progressbar', { name: 'Caricamento in corso…' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Annulla caricamento' })).toBeVisible()
    answer()
    expect(await screen.findByText('Argomento modificato con successo!')).toBeVisible()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(screen.queryByRole('list', { name: /File scelti/ })).not.toBeInTheDocument()
  })
})
