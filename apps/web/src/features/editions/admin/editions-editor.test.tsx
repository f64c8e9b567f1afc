import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { adminCoursesHandlers } from '#src/testing/admin-courses-handlers.ts'
import { catalog } from '#src/testing/catalog-data.ts'
import { editionFixture, editionHandlers, editionShop } from '#src/testing/edition-handlers.ts'
import { renderApp } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'

/*
 * The editions of an in-person course in its edit form (docs/product.md#editions): the
 * admin adds one with its days, hours and seats, changes and deletes them (not one with
 * paid participants: the page says why), sees the participants and the waiting list, marks
 * who was present and downloads the participants as CSV.
 */

const course = catalog.courses.find((c) => c.title === 'Pizza napoletana STG')!
let shop = editionShop()

beforeEach(() => {
  shop = editionShop([
    editionFixture({
      id: 21,
      courseId: course.id,
      startDate: '2099-03-02',
      endDate: '2099-03-04',
      hours: 24,
      capacity: 2,
      seatsTaken: 2,
      seatsLeft: 0,
      soldOut: true,
      waitingCount: 1,
    }),
  ])
  shop.participants[21] = [
    {
      id: 501,
      name: 'Anna Rossi',
      email: 'anna@example.com',
      reference: 'AULA-1',
      paidAt: '2099-01-10T09:30:00.000Z',
      present: false,
    },
    {
      id: 502,
      name: 'Bruno Bianchi',
      email: 'bruno@example.com',
      reference: 'AULA-2',
      paidAt: null,
      present: false,
    },
  ]
  shop.waiting[21] = [
    {
      name: 'Carla Verdi',
      email: 'carla@example.com',
      since: '2099-01-11T10:00:00.000Z',
      notifiedAt: null,
    },
  ]
  server.use(...adminCoursesHandlers({}).handlers, ...editionHandlers(shop))
})

async function openEditor() {
  const rendered = renderApp('/modifica-corso/Pizza-napoletana-STG', { as: 'admin' })
  const section = await screen.findByRole('region', { name: 'Edizioni e posti' })
  return { ...rendered, section: within(section) }
}

describe('the editions editor', () => {
  it('lists the editions with their seats and adds one with its days, hours and seats', async () => {
    const { user, section } = await openEditor()
    const row = await section.findByRole('listitem', { name: 'dal 02/03/2099 al 04/03/2099' })
    expect(row).toHaveTextContent('24 ore · Posti occupati: 2 su 2 · Esaurito · 1 in lista d')

    await user.type(section.getByLabelText(/^Primo giorno/), '2099-06-01')
    await user.type(section.getByLabelText(/^Ultimo giorno/), '2099-06-03')
    await user.type(section.getByRole('textbox', { name: /^Ore/ }), '18')
    await user.type(section.getByRole('textbox', { name: /^Posti/ }), '12')
    await user.click(section.getByRole('button', { name: 'Aggiungi edizione' }))
    expect(await section.findByText('Edizione aggiunta.')).toBeVisible()
    expect(shop.forms.at(-1)).toEqual({
      startDate: '2099-06-01',
      endDate: '2099-06-03',
      hours: '18',
      capacity: '12',
    })
    expect(
      await section.findByRole('listitem', { name: 'dal 01/06/2099 al 03/06/2099' }),
    ).toHaveTextContent('Posti occupati: 0 su 12')
  })

  it('checks the days before sending', async () => {
    const { user, section } = await openEditor()
    await user.type(section.getByLabelText(/^Primo giorno/), '2099-06-03')
    await user.type(section.getByLabelText(/^Ultimo giorno/), '2099-06-01')
    await user.type(section.getByRole('textbox', { name: /^Posti/ }), 'molti')
    await user.click(section.getByRole('button', { name: 'Aggiungi edizione' }))
    expect(await section.findByText('Inserisci un numero intero')).toBeVisible()
    expect(shop.forms).toEqual([])
  })

  it('changes the seats of an edition', async () => {
    const { user, section } = await openEditor()
    const row = within(
      await section.findByRole('listitem', { name: 'dal 02/03/2099 al 04/03/2099' }),
    )
    await user.click(row.getByRole('button', { name: 'Modifica' }))
    const seats = row.getByRole('textbox', { name: /^Posti/ })
    expect(seats).toHaveValue('2')
    await user.clear(seats)
    await user.type(seats, '4')
    await user.click(row.getByRole('button', { name: 'Salva edizione' }))
    expect(await row.findByText('Edizione salvata.')).toBeVisible()
    expect(shop.editions[0]).toMatchObject({ capacity: 4, seatsLeft: 2, soldOut: false })
  })

  it('says clearly that an edition with paid participants cannot be deleted', async () => {
    const { user, section } = await openEditor()
    const row = within(
      await section.findByRole('listitem', { name: 'dal 02/03/2099 al 04/03/2099' }),
    )
    await user.click(row.getByRole('button', { name: 'Elimina' }))
    await user.click(row.getByRole('button', { name: 'Conferma eliminazione' }))
    expect(await row.findByRole('alert')).toHaveTextContent(
      'Questa edizione ha partecipanti che hanno già pagato: non può essere eliminata.',
    )
    expect(shop.editions).toHaveLength(1)
  })

  it('shows participants and waiting list, marks presence and offers the CSV', async () => {
    const { user, section } = await openEditor()
    const row = within(
      await section.findByRole('listitem', { name: 'dal 02/03/2099 al 04/03/2099' }),
    )
    await user.click(row.getByRole('button', { name: 'Partecipanti' }))
    const table = within(await row.findByRole('table', { name: 'Partecipanti' }))
    expect(table.getByRole('row', { name: /Anna Rossi/ })).toHaveTextContent('AULA-1')
    expect(table.getByRole('row', { name: /Bruno Bianchi/ })).toHaveTextContent(
      'Pagamento in corso',
    )
    await user.click(table.getByRole('checkbox', { name: 'Anna Rossi presente' }))
    await waitFor(() => expect(shop.participants[21]![0]!.present).toBe(true))
    expect(await table.findByRole('checkbox', { name: 'Anna Rossi presente' })).toBeChecked()
    expect(row.getByRole('link', { name: 'Esporta CSV' })).toHaveAttribute(
      'href',
      '/api/admin/editions/21/participants.csv',
    )
    expect(row.getByRole('list', { name: "Lista d'attesa" })).toHaveTextContent(
      'Carla Verdi (carla@example.com)',
    )

    await user.click(table.getByRole('button', { name: 'Togli Bruno Bianchi' }))
    await user.click(table.getByRole('button', { name: 'Conferma: togli Bruno Bianchi' }))
    await waitFor(() => expect(table.queryByRole('row', { name: /Bruno Bianchi/ })).toBeNull())
    expect(shop.participants[21]!.map((p) => p.name)).toEqual(['Anna Rossi'])
  })
})
