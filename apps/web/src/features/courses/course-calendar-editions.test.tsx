import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { EditionRoutes } from '@aula/contract/routes/editions'
import { catalog } from '#src/testing/catalog-data.ts'
import { catalogHandlers } from '#src/testing/catalog-handlers.ts'
import { editionFixture, publicEdition } from '#src/testing/edition-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'

/*
 * The calendar's month grid marks every day of the editions to come, with the course and
 * "Esaurito" when no seat is left (docs/product.md#editions), for the eye, the keyboard and
 * a screen reader, in Italian and English.
 */

const courseId = (title: string) => catalog.courses.find((c) => c.title === title)!.id

const editions = [
  // On the course's own dates (16–18 December), and sold out.
  editionFixture({
    id: 21,
    courseId: courseId('Pizza napoletana STG'),
    courseTitle: 'Pizza napoletana STG',
    startDate: '2026-12-16',
    endDate: '2026-12-18',
    capacity: 8,
    seatsLeft: 0,
    soldOut: true,
  }),
  // A course whose own dates are elsewhere runs an edition on 22–23 December, seats left.
  editionFixture({
    id: 22,
    courseId: courseId('Gestione del forno a legna'),
    courseTitle: 'Gestione del forno a legna',
    startDate: '2026-12-22',
    endDate: '2026-12-23',
    capacity: 10,
    seatsLeft: 4,
  }),
].map(publicEdition)

const grid = () => screen.getByRole('table')
const markedDays = () =>
  within(grid())
    .getAllByRole('button')
    .map((day) => day.getAttribute('aria-label'))
const details = () =>
  screen.getByRole('heading', { level: 3 }).closest('[aria-live]') as HTMLElement

beforeEach(() => {
  server.use(...catalogHandlers({ editions }))
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 11, 10, 12))
})

afterEach(() => {
  vi.useRealTimers()
})

describe('the calendar with editions', () => {
  it('marks every day of each edition with its course, and "Esaurito" when sold out', async () => {
    const { user } = await renderAppReady('/calendario')
    await within(grid()).findByRole('button', { name: /^22 dicembre 2026/ })
    expect(markedDays()).toEqual([
      '16 dicembre 2026: Pizza napoletana STG (esaurito)',
      '17 dicembre 2026: Pizza napoletana STG (esaurito)',
      '18 dicembre 2026: Pizza napoletana STG (esaurito)',
      '22 dicembre 2026: Gestione del forno a legna',
      '23 dicembre 2026: Gestione del forno a legna',
      '29 dicembre 2026: Pizza in teglia romana',
      '30 dicembre 2026: Pizza in teglia romana',
      '31 dicembre 2026: Pizza in teglia romana',
    ])
    expect(screen.getByText('Edizione esaurita')).toBeVisible()

    // With the keyboard: the sold-out day says so, beside the course's price.
    within(grid())
      .getByRole('button', { name: /^17 dicembre 2026/ })
      .focus()
    await user.keyboard('{Enter}')
    let panel = within(details())
    expect(panel.getByText('Pizza napoletana STG')).toBeVisible()
    expect(panel.getByText('Esaurito')).toBeVisible()
    expect(panel.getByText('490,00 €')).toBeVisible()
    expect(panel.getByText('Edizione').nextElementSibling).toHaveTextContent(
      'dal 16/12/2026 al 18/12/2026',
    )

    // A day only an edition covers leads to its course, with the edition's days.
    await user.click(within(grid()).getByRole('button', { name: /^23 dicembre 2026/ }))
    panel = within(details())
    expect(panel.getByText('Gestione del forno a legna')).toBeVisible()
    expect(panel.queryByText('Esaurito')).not.toBeInTheDocument()
    expect(panel.getByText('Edizione').nextElementSibling).toHaveTextContent(
      'dal 22/12/2026 al 23/12/2026',
    )
    expect(panel.getByRole('link', { name: 'Vai al corso' })).toHaveAttribute(
      'href',
      '/course/Gestione-del-forno-a-legna',
    )
  })

  it('names an edition’s course in English for English readers, and links its English address', async () => {
    const OVEN = 'Wood-fired oven management'
    // The list speaks the language asked for (lang=en), as the server does.
    server.use(
      http.get(`*${EditionRoutes.list.path}`, ({ request }) =>
        HttpResponse.json({
          editions: editions.map((edition) =>
            new URL(request.url).searchParams.get('lang') === 'en' && edition.id === 22
              ? { ...edition, courseTitle: OVEN }
              : edition,
          ),
        }),
      ),
    )
    const { user } = await renderAppReady('/calendario', { language: 'en' })
    const day = await within(grid()).findByRole('button', { name: `22 December 2026: ${OVEN}` })
    await user.click(day)
    expect(within(details()).getByRole('link', { name: 'Go to the course' })).toHaveAttribute(
      'href',
      `/course/${OVEN.replaceAll(' ', '-')}?lang=en`,
    )
  })

  it('says "Sold out" in English', async () => {
    const { user } = await renderAppReady('/calendario', { language: 'en' })
    const day = await within(grid()).findByRole('button', {
      name: '17 December 2026: Pizza napoletana STG (sold out)',
    })
    expect(
      within(grid()).getByRole('button', { name: '22 December 2026: Gestione del forno a legna' }),
    ).toBeVisible()
    expect(screen.getByText('Edition sold out')).toBeVisible()
    await user.click(day)
    const panel = within(details())
    expect(panel.getByText('Sold out')).toBeVisible()
    expect(panel.getByText('Edition').nextElementSibling).toHaveTextContent(
      'from 16/12/2026 to 18/12/2026',
    )
    expect(document.body).not.toHaveTextContent(/esaurit/i)
  })
})
