import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { ADMIN_PRIVATE_TOKEN } from '#src/testing/admin-handlers.ts'
import { adminContentData, type AdminContentData } from '#src/testing/admin-content-data.ts'
import { adminContentHandlers } from '#src/testing/admin-content-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'

/*
 * On the public pages an admin gets edit and delete buttons on categories, reviews,
 * trainers and FAQs; visitors and users never see them (docs/product.md#screens).
 */
let data: AdminContentData

beforeEach(() => {
  data = adminContentData()
  server.use(...adminContentHandlers(data))
})

const deletes = (seen: ReturnType<typeof recordRequests>) =>
  seen.filter((request) => request.method === 'DELETE')

describe.each([
  ['a visitor', undefined],
  ['a user', 'user' as const],
])('for %s', (_who, as) => {
  it('the home page shows no admin buttons', async () => {
    await renderAppReady('/', { as })
    await screen.findByRole('heading', { name: 'Pizza napoletana' })
    await screen.findByText('Gruppo piccolo, si lavora davvero al banco.')
    expect(screen.queryByRole('link', { name: /^Modifica / })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Elimina / })).not.toBeInTheDocument()
  })

  it('the trainers page shows no admin buttons', async () => {
    await renderAppReady('/formatori', { as })
    await screen.findByRole('heading', { name: 'Antonio Esposito' })
    expect(screen.queryByRole('button', { name: /^Elimina / })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /^Modifica / })).not.toBeInTheDocument()
  })

  it('the FAQ page shows no admin buttons', async () => {
    await renderAppReady('/faq', { as })
    await screen.findByRole('button', { name: 'Come mi iscrivo a un corso?' })
    expect(screen.queryByRole('button', { name: /^Elimina / })).not.toBeInTheDocument()
  })
})

describe('for an admin, the home page', () => {
  it('links each category to its edit page and deletes one', async () => {
    const seen = recordRequests()
    const { user } = await renderAppReady('/', { as: 'admin' })
    expect(await screen.findByRole('link', { name: 'Modifica Forno a legna' })).toHaveAttribute(
      'href',
      '/modifica-argomento/3',
    )
    await user.click(screen.getByRole('button', { name: 'Elimina Forno a legna' }))
    await user.click(screen.getByRole('button', { name: 'Sì, elimina' }))
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Forno a legna' })).not.toBeInTheDocument(),
    )
    expect(deletes(seen)).toEqual([
      {
        method: 'DELETE',
        path: '/api/topic/',
        authorization: `Bearer ${ADMIN_PRIVATE_TOKEN}`,
        body: { id: 3 },
      },
    ])
  })

  it('says a category still in use cannot be deleted', async () => {
    data.topicsInUse.push(1)
    const { user } = await renderAppReady('/', { as: 'admin' })
    await user.click(await screen.findByRole('button', { name: 'Elimina Pizza napoletana' }))
    await user.click(screen.getByRole('button', { name: 'Sì, elimina' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non si può eliminare: è ancora usato da corsi, videocorsi o articoli.',
    )
    expect(data.topics.map((topic) => topic.id)).toContain(1)
  })

  it('offers edit and delete on the loaded reviews, not on the two samples', async () => {
    const seen = recordRequests()
    const { user } = await renderAppReady('/', { as: 'admin' })
    expect(await screen.findByRole('link', { name: 'Modifica Sofia B.' })).toHaveAttribute(
      'href',
      '/modifica-recensione/7',
    )
    expect(screen.queryByRole('link', { name: 'Modifica Giulia, Roma' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Elimina Andrea C.' }))
    await user.click(screen.getByRole('button', { name: 'Sì, elimina' }))
    await waitFor(() =>
      expect(
        screen.queryByText('Il corso di gestione mi ha evitato parecchi errori.'),
      ).not.toBeInTheDocument(),
    )
    expect(deletes(seen)).toEqual([
      {
        method: 'DELETE',
        path: '/api/review/',
        authorization: `Bearer ${ADMIN_PRIVATE_TOKEN}`,
        body: { id: 5 },
      },
    ])
  })
})

describe('for an admin, the trainers page', () => {
  it('links to the edit page and deletes a trainer by id', async () => {
    const seen = recordRequests()
    const { user } = await renderAppReady('/formatori', { as: 'admin' })
    const card = (await screen.findByRole('heading', { name: 'Chiara Romano' })).closest('article')!
    expect(within(card).getByRole('link', { name: 'Modifica Chiara Romano' })).toHaveAttribute(
      'href',
      '/modifica-istruttore/2',
    )
    await user.click(within(card).getByRole('button', { name: 'Elimina Chiara Romano' }))
    await user.click(within(card).getByRole('button', { name: 'Sì, elimina' }))
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Chiara Romano' })).not.toBeInTheDocument(),
    )
    expect(screen.getByRole('heading', { name: 'Antonio Esposito' })).toBeVisible()
    expect(deletes(seen)).toEqual([
      {
        method: 'DELETE',
        path: '/api/member/',
        authorization: `Bearer ${ADMIN_PRIVATE_TOKEN}`,
        body: { id: 2, name: 'Chiara', surname: 'Romano' },
      },
    ])
  })
})

describe('for an admin, the FAQ page', () => {
  it('links to the edit page and deletes a question', async () => {
    const seen = recordRequests()
    const { user } = await renderAppReady('/faq', { as: 'admin' })
    expect(
      await screen.findByRole('link', { name: 'Modifica Posso avere un rimborso?' }),
    ).toHaveAttribute('href', '/modifica-faq/3')
    await user.click(screen.getByRole('button', { name: 'Elimina Posso avere un rimborso?' }))
    await user.click(screen.getByRole('button', { name: 'Sì, elimina' }))
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Posso avere un rimborso?' }),
      ).not.toBeInTheDocument(),
    )
    expect(deletes(seen)).toEqual([
      {
        method: 'DELETE',
        path: '/api/faq/',
        authorization: `Bearer ${ADMIN_PRIVATE_TOKEN}`,
        body: { id: 3 },
      },
    ])
  })

  it('opens the edit page from the pencil', async () => {
    const { user } = await renderAppReady('/faq', { as: 'admin' })
    await user.click(
      await screen.findByRole('link', { name: 'Modifica Come mi iscrivo a un corso?' }),
    )
    expect(await screen.findByRole('textbox', { name: 'Domanda' })).toHaveValue(
      'Come mi iscrivo a un corso?',
    )
  })
})
