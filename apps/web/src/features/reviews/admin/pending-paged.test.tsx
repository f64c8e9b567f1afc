import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import { ReviewAdminPaths } from '@aula/contract/routes/reviews'
import {
  adminContentData,
  pendingFixture,
  type AdminContentData,
} from '#src/testing/admin-content-data.ts'
import { adminContentHandlers } from '#src/testing/admin-content-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'

let data: AdminContentData

/** Thirteen reviews wait, the oldest first. */
beforeEach(() => {
  data = adminContentData({
    pending: Array.from({ length: 13 }, (_, index) =>
      pendingFixture(100 + index, `Allievo ${index + 1}`, `Commento ${index + 1}.`, 4),
    ),
  })
  server.use(...adminContentHandlers(data))
})

/** The query of each read of the queue from now on. */
function recordAsked() {
  const asked: Record<string, string>[] = []
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    if (url.pathname === ReviewAdminPaths.pending) asked.push(Object.fromEntries(url.searchParams))
  }
  server.events.on('request:start', listener)
  onTestFinished(() => {
    server.events.removeListener('request:start', listener)
  })
  return asked
}

const names = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)

describe('the reviews waiting for approval, a page at a time', () => {
  it('shows ten, the count of all, and numbered pages', async () => {
    const asked = recordAsked()
    const { user } = await renderAppReady('/pannello/recensioni', { as: 'admin' })
    await screen.findByRole('article', { name: 'Allievo 1' })
    expect(asked).toContainEqual({ page: '1', limit: '10' })
    expect(screen.getByText('Recensioni in attesa: 13')).toBeVisible()
    expect(names()).toHaveLength(10)

    const pages = screen.getByRole('navigation', { name: 'Pagine' })
    await user.click(within(pages).getByRole('link', { name: 'Pagina 2' }))
    await screen.findByRole('article', { name: 'Allievo 11' })
    expect(asked).toContainEqual({ page: '2', limit: '10' })
    expect(names()).toEqual(['Allievo 11', 'Allievo 12', 'Allievo 13'])
    // The focus follows the turn of the page, to the list that names its page.
    expect(screen.getByRole('list', { name: 'Pagina 2 di 2' })).toHaveFocus()
  })

  it('approves one on the second page: it leaves, and the count of all drops', async () => {
    const { user } = await renderAppReady('/pannello/recensioni?pagina=2', { as: 'admin' })
    const card = await screen.findByRole('article', { name: 'Allievo 12' })
    await user.click(within(card).getByRole('button', { name: 'Approva' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Recensione di «Allievo 12»')
    expect(screen.queryByRole('article', { name: 'Allievo 12' })).not.toBeInTheDocument()
    expect(await screen.findByText('Recensioni in attesa: 12')).toBeVisible()
    expect(names()).toEqual(['Allievo 11', 'Allievo 13'])
  })

  it('says a page past the last does not exist, and leads back to the first', async () => {
    const { user } = await renderAppReady('/pannello/recensioni?pagina=5', { as: 'admin' })
    expect(await screen.findByText("Questa pagina non esiste: l'elenco ha 2 pagine.")).toBeVisible()
    expect(screen.queryByText('Nessuna recensione da approvare.')).not.toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Vai alla pagina 1' }))
    expect(await screen.findByRole('article', { name: 'Allievo 1' })).toBeVisible()
  })

  it('says so in English too', async () => {
    data.pending.splice(3)
    await renderAppReady('/pannello/recensioni?pagina=2', { as: 'admin', language: 'en' })
    expect(
      await screen.findByText('This page does not exist: the list has only one page.'),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Go to page 1' })).toHaveAttribute(
      'href',
      '/pannello/recensioni',
    )
  })
})
