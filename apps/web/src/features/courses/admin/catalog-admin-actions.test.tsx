import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { adminCoursesHandlers } from '#src/testing/admin-courses-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'

/*
 * The admin's edit and delete icons on the public course and video course pages.
 */

function useServer(bought: string[] = []) {
  const fake = adminCoursesHandlers({ bought })
  server.use(...fake.handlers)
  return fake
}

const main = () => within(screen.getByRole('main'))

describe('the in-person courses', () => {
  it('show edit and delete icons to admins only', async () => {
    useServer()
    await renderAppReady('/corsi', { as: 'admin' })
    const edit = await main().findByRole('link', { name: 'Modifica Pizza napoletana STG' })
    expect(edit).toHaveAttribute('href', '/modifica-corso/Pizza-napoletana-STG')
    expect(main().getByRole('button', { name: 'Elimina Pizza in teglia romana' })).toBeVisible()
    expect(main().getAllByRole('link', { name: /^Modifica / })).toHaveLength(4)
  })

  it('show no icons to other users', async () => {
    useServer()
    await renderAppReady('/corsi', { as: 'user' })
    await main().findByRole('heading', { name: 'Pizza napoletana STG' })
    expect(main().queryByRole('link', { name: /^Modifica / })).not.toBeInTheDocument()
    expect(main().queryByRole('button', { name: /^Elimina / })).not.toBeInTheDocument()
  })

  it('lose the card of a deleted course', async () => {
    const fake = useServer()
    const requests = recordRequests()
    const { user } = await renderAppReady('/corsi', { as: 'admin' })
    await user.click(
      await main().findByRole('button', { name: 'Elimina Gestione del forno a legna' }),
    )
    await user.click(screen.getByRole('button', { name: 'Sì, elimina' }))

    await waitFor(() =>
      expect(
        main().queryByRole('heading', { name: 'Gestione del forno a legna' }),
      ).not.toBeInTheDocument(),
    )
    expect(main().getByRole('heading', { name: 'Pizza napoletana STG' })).toBeVisible()
    expect(fake.data.courses.map((course) => course.title)).not.toContain(
      'Gestione del forno a legna',
    )
    expect(requests.find((request) => request.method === 'DELETE')).toMatchObject({
      path: '/api/course/',
      authorization: 'Bearer private-direzione',
      body: { title: 'Gestione del forno a legna' },
    })
  })

  it('keep a course that has buyers, and say why', async () => {
    useServer(['Pizza napoletana STG'])
    const { user } = await renderAppReady('/corsi', { as: 'admin' })
    await user.click(await main().findByRole('button', { name: 'Elimina Pizza napoletana STG' }))
    await user.click(screen.getByRole('button', { name: 'Sì, elimina' }))
    expect(
      await screen.findByText('Non si può eliminare: qualcuno lo ha già acquistato.'),
    ).toBeVisible()
    expect(main().getByRole('heading', { name: 'Pizza napoletana STG' })).toBeVisible()
  })

  it('go back to the list after a delete from the course page', async () => {
    useServer()
    const { user } = await renderAppReady('/course/Pizza-in-teglia-romana', { as: 'admin' })
    expect(
      await main().findByRole('link', { name: 'Modifica Pizza in teglia romana' }),
    ).toHaveAttribute('href', '/modifica-corso/Pizza-in-teglia-romana')
    await user.click(main().getByRole('button', { name: 'Elimina Pizza in teglia romana' }))
    await user.click(screen.getByRole('button', { name: 'Sì, elimina' }))

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Corsi in presenza' }),
    ).toBeVisible()
    expect(window.location.pathname).toBe('/corsi')
    await main().findByRole('heading', { name: 'Pizza napoletana STG' })
    expect(
      main().queryByRole('heading', { name: 'Pizza in teglia romana' }),
    ).not.toBeInTheDocument()
  })

  it('open the edit form from the course page, whose copy is already cached', async () => {
    useServer()
    const { user } = await renderAppReady('/course/Pizza-in-teglia-romana', { as: 'admin' })
    await user.click(await main().findByRole('link', { name: 'Modifica Pizza in teglia romana' }))
    expect(await screen.findByRole('textbox', { name: /^Titolo/ })).toHaveValue(
      'Pizza in teglia romana',
    )
  })

  it('show no icons on the course page to visitors', async () => {
    useServer()
    await renderAppReady('/course/Pizza-in-teglia-romana')
    await main().findByRole('heading', { level: 1, name: 'Pizza in teglia romana' })
    expect(main().queryByRole('link', { name: /^Modifica / })).not.toBeInTheDocument()
  })
})

describe('the video courses', () => {
  it('show edit and delete icons to admins only', async () => {
    useServer()
    await renderAppReady('/videocorsi', { as: 'admin' })
    expect(
      await main().findByRole('link', { name: 'Modifica Pizza in teglia alla romana' }),
    ).toHaveAttribute('href', '/modifica-corso-online/Pizza-in-teglia-alla-romana')
    expect(
      main().getByRole('button', { name: 'Elimina Lievitazione e impasti indiretti' }),
    ).toBeVisible()
  })

  it('show no icons to other users', async () => {
    useServer()
    await renderAppReady('/videocorsi', { as: 'user' })
    await main().findByRole('heading', { name: 'Pizza in teglia alla romana' })
    expect(main().queryByRole('button', { name: /^Elimina / })).not.toBeInTheDocument()
  })

  it('lose the card of a deleted video course', async () => {
    const fake = useServer()
    const requests = recordRequests()
    const { user } = await renderAppReady('/videocorsi', { as: 'admin' })
    await user.click(
      await main().findByRole('button', { name: 'Elimina Lievitazione e impasti indiretti' }),
    )
    await user.click(screen.getByRole('button', { name: 'Sì, elimina' }))
    await waitFor(() =>
      expect(
        main().queryByRole('heading', { name: 'Lievitazione e impasti indiretti' }),
      ).not.toBeInTheDocument(),
    )
    expect(fake.data.onlineCourses).toHaveLength(1)
    expect(requests.find((request) => request.method === 'DELETE')).toMatchObject({
      path: '/api/onlinecourse/',
      authorization: 'Bearer private-direzione',
      body: { title: 'Lievitazione e impasti indiretti' },
    })
  })

  it('keep a video course that has buyers', async () => {
    useServer(['Pizza in teglia alla romana'])
    const { user } = await renderAppReady('/videocorso/Pizza-in-teglia-alla-romana', {
      as: 'admin',
    })
    await user.click(
      await main().findByRole('button', { name: 'Elimina Pizza in teglia alla romana' }),
    )
    await user.click(screen.getByRole('button', { name: 'Sì, elimina' }))
    expect(
      await screen.findByText('Non si può eliminare: qualcuno lo ha già acquistato.'),
    ).toBeVisible()
    expect(window.location.pathname).toBe('/videocorso/Pizza-in-teglia-alla-romana')
  })

  it('open the edit form from the video course page, whose copy is already cached', async () => {
    useServer()
    const { user } = await renderAppReady('/videocorso/Pizza-in-teglia-alla-romana', {
      as: 'admin',
    })
    await user.click(
      await main().findByRole('link', { name: 'Modifica Pizza in teglia alla romana' }),
    )
    expect(await screen.findByRole('textbox', { name: /^Titolo/ })).toHaveValue(
      'Pizza in teglia alla romana',
    )
  })

  it('go back to the list after a delete from the video course page', async () => {
    useServer()
    const { user } = await renderAppReady('/videocorso/Pizza-in-teglia-alla-romana', {
      as: 'admin',
    })
    await user.click(
      await main().findByRole('button', { name: 'Elimina Pizza in teglia alla romana' }),
    )
    await user.click(screen.getByRole('button', { name: 'Sì, elimina' }))
    await waitFor(() => expect(window.location.pathname).toBe('/videocorsi'))
    await main().findByRole('heading', { name: 'Lievitazione e impasti indiretti' })
    expect(
      main().queryByRole('heading', { name: 'Pizza in teglia alla romana' }),
    ).not.toBeInTheDocument()
  })
})
