import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { ArticleWritePaths } from '@aula/contract/routes/articles'
import { ADMIN_PRIVATE_TOKEN } from '#src/testing/admin-handlers.ts'
import { articleWriteHandlers } from '#src/testing/admin-articles-handlers.ts'
import { catalogHandlers } from '#src/testing/catalog-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'

/* The admin's edit and delete icons on the public article pages. */

let writes: ReturnType<typeof articleWriteHandlers>

beforeEach(() => {
  writes = articleWriteHandlers()
  server.use(...catalogHandlers({ articles: writes.stored }), ...writes.handlers)
})

const card = (title: string) =>
  within(screen.getByRole('heading', { level: 2, name: title }).closest('article')!)

describe('admin icons on the articles', () => {
  it('are not there for visitors and users', async () => {
    for (const as of [undefined, 'user'] as const) {
      const { unmount } = await renderAppReady('/articoli', { as })
      await screen.findByRole('heading', { level: 2, name: 'Fiordilatte e bufala' })
      expect(screen.queryByRole('link', { name: /^Modifica/ })).not.toBeInTheDocument()
      expect(screen.queryByRole('button', { name: /^Elimina/ })).not.toBeInTheDocument()
      unmount()
    }
    await renderAppReady('/articolo/La-teglia-perfetta')
    await screen.findByRole('heading', { level: 1, name: 'La teglia perfetta' })
    expect(screen.queryByRole('button', { name: /^Elimina/ })).not.toBeInTheDocument()
  })

  it('let an admin edit an article or delete it from the list', async () => {
    const seen = recordRequests()
    const { user } = await renderAppReady('/articoli', { as: 'admin' })
    await screen.findByRole('heading', { level: 2, name: 'Fiordilatte e bufala' })
    const fiordilatte = card('Fiordilatte e bufala')
    expect(
      await fiordilatte.findByRole('link', { name: 'Modifica Fiordilatte e bufala' }),
    ).toHaveAttribute('href', '/modifica-articolo/Fiordilatte-e-bufala')

    await user.click(fiordilatte.getByRole('button', { name: 'Elimina Fiordilatte e bufala' }))
    await user.click(fiordilatte.getByRole('button', { name: 'Sì, elimina' }))
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { level: 2, name: 'Fiordilatte e bufala' }),
      ).not.toBeInTheDocument(),
    )
    expect(writes.deleted).toEqual(['Fiordilatte e bufala'])
    const removal = seen.find((request) => request.method === 'DELETE')
    expect(removal).toMatchObject({
      path: ArticleWritePaths.article,
      authorization: `Bearer ${ADMIN_PRIVATE_TOKEN}`,
      body: { title: 'Fiordilatte e bufala' },
    })
  })

  it('let an admin delete the article being read, then go back to the list', async () => {
    const { user } = await renderAppReady('/articolo/La-teglia-perfetta', { as: 'admin' })
    await screen.findByRole('heading', { level: 1, name: 'La teglia perfetta' })
    expect(
      await screen.findByRole('link', { name: 'Modifica La teglia perfetta' }),
    ).toHaveAttribute('href', '/modifica-articolo/La-teglia-perfetta')
    await user.click(screen.getByRole('button', { name: 'Elimina La teglia perfetta' }))
    await user.click(screen.getByRole('button', { name: 'Sì, elimina' }))

    await waitFor(() => expect(window.location.pathname).toBe('/articoli'))
    await screen.findByRole('heading', { level: 2, name: 'Fiordilatte e bufala' })
    expect(
      screen.queryByRole('heading', { level: 2, name: 'La teglia perfetta' }),
    ).not.toBeInTheDocument()
    expect(writes.deleted).toEqual(['La teglia perfetta'])
  })
})
