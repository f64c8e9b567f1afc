import '#src/components/admin/editor/jsdom-layout.ts'
import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { ADMIN_PRIVATE_TOKEN } from '#src/testing/admin-handlers.ts'
import { articleFixture, catalog, imageFixture } from '#src/testing/catalog-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { articleServer, content, cover } from './article-form-kit.ts'

let writes: ReturnType<typeof articleServer>['writes']

beforeEach(() => {
  writes = articleServer().writes
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
