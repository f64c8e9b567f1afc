import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { catalog } from '#src/testing/catalog-data.ts'
import { catalogHandlers } from '#src/testing/catalog-handlers.ts'
import {
  editionFixture,
  editionHandlers,
  editionShop,
  publicEdition,
} from '#src/testing/edition-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'

/*
 * Each edition's days and seats left on the course page, the catalogue and the calendar,
 * "Esaurito" when none is left, and a member joining a sold-out edition's waiting list
 * (docs/product.md#editions).
 */

const napoletana = catalog.courses.find((c) => c.title === 'Pizza napoletana STG')!
const NAPOLETANA = '/course/Pizza-napoletana-STG'

const open = editionFixture({
  id: 11,
  courseId: napoletana.id,
  startDate: '2099-03-02',
  endDate: '2099-03-04',
  hours: 24,
  capacity: 8,
  seatsLeft: 3,
})
const full = editionFixture({
  id: 12,
  courseId: napoletana.id,
  startDate: '2099-05-10',
  endDate: '2099-05-10',
  hours: null,
  capacity: 6,
  seatsLeft: 0,
  soldOut: true,
})
const shop = editionShop([open, full])

beforeEach(() => {
  shop.editions = [{ ...open }, { ...full }]
  server.use(
    ...catalogHandlers({ editions: [publicEdition(open), publicEdition(full)] }),
    ...editionHandlers(shop),
  )
})

const summary = () => screen.getByRole('complementary', { name: 'Riepilogo del corso' })

describe('editions and their seats', () => {
  it('lists each edition on the course page with its seats left, and sold out', async () => {
    await renderAppReady(NAPOLETANA)
    const editions = await within(summary()).findByRole('region', { name: 'Edizioni' })
    const first = within(editions).getByRole('listitem', { name: 'dal 02/03/2099 al 04/03/2099' })
    expect(first).toHaveTextContent('3 posti disponibili')
    expect(first).toHaveTextContent('24 ore')
    const second = within(editions).getByRole('listitem', { name: '10/05/2099' })
    expect(second).toHaveTextContent('Esaurito')
    // A visitor signs in before booking.
    expect(within(summary()).queryByRole('link', { name: 'Prenota questa edizione' })).toBeNull()
    expect(within(summary()).queryByRole('link', { name: 'Acquista il corso' })).toBeNull()
  })

  it('lets a member book an edition with seats and join the waiting list of a sold-out one', async () => {
    const seen = recordRequests()
    const { user } = await renderAppReady(NAPOLETANA, { as: 'user' })
    const editions = await within(summary()).findByRole('region', { name: 'Edizioni' })
    const first = within(editions).getByRole('listitem', { name: 'dal 02/03/2099 al 04/03/2099' })
    expect(within(first).getByRole('link', { name: 'Prenota questa edizione' })).toHaveAttribute(
      'href',
      '/checkout/course/Pizza-napoletana-STG?edizione=11',
    )
    const second = within(editions).getByRole('listitem', { name: '10/05/2099' })
    expect(within(second).queryByRole('link', { name: 'Prenota questa edizione' })).toBeNull()
    server.use(
      ...catalogHandlers({
        editions: [publicEdition(open), { ...publicEdition(full), waiting: true }],
      }),
    )
    await user.click(within(second).getByRole('button', { name: "Mettiti in lista d'attesa" }))
    expect(
      await within(second).findByText(
        "Sei in lista d'attesa: ti scriveremo se si libera un posto.",
      ),
    ).toBeVisible()
    expect(within(second).getByRole('button', { name: "Esci dalla lista d'attesa" })).toBeVisible()
    expect(
      seen.some((r) => r.method === 'POST' && r.path === '/api/editions/12/waiting-list'),
    ).toBe(true)
  })

  it('shows the seats on the catalogue cards and the calendar, in English too', async () => {
    await renderAppReady('/corsi', { language: 'en' })
    const card = (await screen.findByRole('heading', { name: 'Pizza napoletana STG' })).closest(
      'article',
    )!
    const lines = await within(card).findByRole('list', { name: 'Editions' })
    expect(lines).toHaveTextContent('3 seats left')
    expect(lines).toHaveTextContent('Sold out')
  })

  it('lists the upcoming editions under the calendar', async () => {
    await renderAppReady('/calendario')
    const section = await screen.findByRole('region', { name: 'Prossime edizioni' })
    expect(within(section).getAllByRole('link', { name: 'Pizza napoletana STG' })).toHaveLength(2)
    expect(section).toHaveTextContent('3 posti disponibili')
    expect(section).toHaveTextContent('Esaurito')
  })

  it('keeps the buy button of a course without editions', async () => {
    server.use(...catalogHandlers({ editions: [] }))
    await renderAppReady(NAPOLETANA, { as: 'user' })
    expect(await within(summary()).findByRole('link', { name: 'Acquista il corso' })).toBeVisible()
    expect(within(summary()).queryByRole('region', { name: 'Edizioni' })).toBeNull()
  })
})
