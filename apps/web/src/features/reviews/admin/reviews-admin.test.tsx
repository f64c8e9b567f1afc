import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { ADMIN_PRIVATE_TOKEN } from '#src/testing/admin-handlers.ts'
import { adminContentData, type AdminContentData } from '#src/testing/admin-content-data.ts'
import { adminContentHandlers, failing } from '#src/testing/admin-content-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'
import { testUsers } from '#src/testing/users.ts'

let data: AdminContentData

beforeEach(() => {
  data = adminContentData()
  server.use(...adminContentHandlers(data))
})

const reviewCard = (name: string) => screen.getByRole('article', { name })

describe('editing a review', () => {
  it('loads it with the session, sends the edit with the private token', async () => {
    const seen = recordRequests()
    const { user } = await renderAppReady('/modifica-recensione/7', { as: 'admin' })
    const name = await screen.findByRole('textbox', { name: 'Nome' })
    expect(name).toHaveValue('Sofia B.')
    expect(screen.getByRole('combobox', { name: 'Valutazione' })).toHaveValue('4')
    expect(seen.find((r) => r.path === '/api/review/7')?.authorization).toBe(
      `Bearer ${testUsers.admin.token}`,
    )
    await user.selectOptions(screen.getByRole('combobox', { name: 'Valutazione' }), '5')
    await user.clear(screen.getByRole('textbox', { name: 'Commento' }))
    await user.type(screen.getByRole('textbox', { name: 'Commento' }), 'Ottimo corso.')
    await user.click(screen.getByRole('button', { name: 'Salva' }))

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Recensione modificata con successo!',
    )
    expect(seen.filter((r) => r.method === 'PUT' && r.path === '/api/review/')).toEqual([
      {
        method: 'PUT',
        path: '/api/review/',
        authorization: `Bearer ${ADMIN_PRIVATE_TOKEN}`,
        body: { id: 7, name: 'Sofia B.', review: 'Ottimo corso.', rating: 5 },
      },
    ])
    expect(data.reviews.find((review) => review.id === 7)).toMatchObject({ rating: 5 })
  })

  it('opens a review still waiting for approval and says so', async () => {
    await renderAppReady('/modifica-recensione/11', { as: 'admin' })
    expect(await screen.findByRole('textbox', { name: 'Nome' })).toHaveValue('Lucia P.')
    expect(
      screen.getByText('In attesa di approvazione: non è ancora visibile sul sito.'),
    ).toBeVisible()
  })

  it('shows the field errors and the edit error', async () => {
    const { user } = await renderAppReady('/modifica-recensione/5', { as: 'admin' })
    const name = await screen.findByRole('textbox', { name: 'Nome' })
    await user.clear(name)
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    await waitFor(() => expect(name).toHaveAccessibleDescription('Questo campo è obbligatorio.'))

    server.use(failing('put', '/api/review/', 500))
    await user.type(name, 'Andrea')
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Errore durante la modifica della recensione.',
    )
  })

  it('says when the review does not exist', async () => {
    await renderAppReady('/modifica-recensione/404', { as: 'admin' })
    expect(
      await screen.findByText('Elemento non trovato: potrebbe essere stato eliminato.'),
    ).toBeVisible()
  })
})

describe('the reviews waiting for approval', () => {
  it('lists them and approves one: it leaves the queue and the count drops at once', async () => {
    const seen = recordRequests()
    const { user } = await renderAppReady('/pannello/recensioni', { as: 'admin' })
    expect(await screen.findByRole('heading', { name: 'Recensioni da approvare' })).toBeVisible()
    const lucia = await screen.findByRole('article', { name: 'Lucia P.' })
    expect(within(lucia).getByText('Il forno a legna spiegato benissimo.')).toBeVisible()
    expect(within(reviewCard('Paolo G.')).getByText('Valutazione: 3 stelle su 5')).toBeVisible()
    expect(seen.find((r) => r.path === '/api/admin/reviews/pending')?.authorization).toBe(
      `Bearer ${ADMIN_PRIVATE_TOKEN}`,
    )

    expect(screen.getByText('Recensioni in attesa: 2')).toBeVisible()

    await user.click(within(lucia).getByRole('button', { name: 'Approva' }))
    const notice = await screen.findByRole('status')
    expect(notice).toHaveTextContent('Recensione di «Lucia P.» approvata: ora è visibile sul sito.')
    // The focus follows the row that went away.
    expect(notice.parentElement).toHaveFocus()
    expect(screen.queryByRole('article', { name: 'Lucia P.' })).not.toBeInTheDocument()
    expect(screen.getByText('Recensioni in attesa: 1')).toBeVisible()
    expect(screen.getAllByRole('article')).toHaveLength(1)
    expect(seen.filter((r) => r.path === '/api/admin/review/approve')).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/review/approve',
        authorization: `Bearer ${ADMIN_PRIVATE_TOKEN}`,
        body: { id: 11 },
      },
    ])
    // Paolo's row is untouched.
    expect(within(reviewCard('Paolo G.')).getByRole('button', { name: 'Approva' })).toBeEnabled()
    expect(within(reviewCard('Paolo G.')).getByRole('link', { name: 'Modifica' })).toHaveAttribute(
      'href',
      '/modifica-recensione/12',
    )
    expect(data.reviews.map((review) => review.name)).toContain('Lucia P.')
  })

  it('deletes one after a confirmation', async () => {
    const seen = recordRequests()
    const { user } = await renderAppReady('/pannello/recensioni', { as: 'admin' })
    const paolo = await screen.findByRole('article', { name: 'Paolo G.' })
    await user.click(within(paolo).getByRole('button', { name: 'Elimina' }))
    const confirm = within(paolo).getByRole('group', {
      name: 'Eliminare la recensione di «Paolo G.»?',
    })
    await user.click(within(confirm).getByRole('button', { name: 'Sì, elimina' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Recensione di «Paolo G.» eliminata.',
    )
    expect(paolo).not.toBeInTheDocument()
    expect(screen.getByText('Recensioni in attesa: 1')).toBeVisible()
    expect(seen.filter((r) => r.method === 'DELETE')).toEqual([
      {
        method: 'DELETE',
        path: '/api/review/',
        authorization: `Bearer ${ADMIN_PRIVATE_TOKEN}`,
        body: { id: 12 },
      },
    ])
    expect(data.pending.map((review) => review.id)).toEqual([11])
  })

  it('tells on the row when an action fails', async () => {
    server.use(failing('put', '/api/admin/review/approve', 500))
    const { user } = await renderAppReady('/pannello/recensioni', { as: 'admin' })
    const lucia = await screen.findByRole('article', { name: 'Lucia P.' })
    await user.click(within(lucia).getByRole('button', { name: 'Approva' }))
    expect(await within(lucia).findByRole('alert')).toHaveTextContent(
      "Errore durante l'approvazione della recensione. Riprova.",
    )
    expect(within(lucia).getByRole('button', { name: 'Approva' })).toBeEnabled()
  })

  it('says when the last one was handled, and the panel counts none waiting', async () => {
    data.pending.splice(1)
    const { user } = await renderAppReady('/pannello/recensioni', { as: 'admin' })
    const lucia = await screen.findByRole('article', { name: 'Lucia P.' })
    expect(screen.getByText('Recensioni in attesa: 1')).toBeVisible()
    await user.click(within(lucia).getByRole('button', { name: 'Approva' }))
    expect(await screen.findByText('Nessuna recensione da approvare.')).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent('Recensione di «Lucia P.» approvata')

    await user.click(screen.getByRole('link', { name: 'Torna al pannello' }))
    const tile = (await screen.findByRole('link', { name: 'Recensioni da approvare' })).closest(
      'li',
    )!
    // The panel reads its count afresh: the queue page read only its own page.
    expect(await within(tile).findByText('Da approvare: 0')).toBeVisible()
  })

  it('says when none is waiting', async () => {
    data.pending.splice(0)
    await renderAppReady('/pannello/recensioni', { as: 'admin' })
    expect(await screen.findByText('Nessuna recensione da approvare.')).toBeVisible()
  })
})
