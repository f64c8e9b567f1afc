import { screen, within, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { catalogHandlers } from '#src/testing/catalog-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'

const grid = () => screen.getByRole('table')
const monthHeading = () => within(grid().closest('section')!).getByRole('heading', { level: 2 })
const courseDay = (name: string | RegExp) => within(grid()).getByRole('button', { name })
const details = () => screen.getByText(/Seleziona un giorno|Fine del corso/).closest('[aria-live]')!

async function openCalendar() {
  const rendered = await renderAppReady('/calendario')
  await screen.findByRole('heading', { level: 1, name: 'Calendario dei corsi' })
  await within(grid()).findAllByRole('button')
  return rendered
}

beforeEach(() => {
  server.use(...catalogHandlers())
  // Thursday 10 December 2026, noon. Only the clock is faked: timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 11, 10, 12))
})

afterEach(() => {
  vi.useRealTimers()
})

describe('the calendar', () => {
  it('opens on the current month, weeks starting on Sunday, with today marked', async () => {
    await openCalendar()
    expect(document.title).toBe('Calendario dei corsi | Aula')
    expect(monthHeading()).toHaveTextContent('Dicembre 2026')
    const weekdays = ['Domenica', 'Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato']
    const headers = within(grid()).getAllByRole('columnheader')
    expect(headers).toHaveLength(7)
    headers.forEach((header, index) => expect(header).toHaveAccessibleName(weekdays[index]))
    // 1 December 2026 is a Tuesday: the first week starts with two empty days.
    const firstWeek = within(grid()).getAllByRole('row')[1]!
    expect(
      within(firstWeek)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '', '1', '2', '3', '4', '5'])
    const today = grid().querySelectorAll('[aria-current="date"]')
    expect(today).toHaveLength(1)
    expect(today[0]).toHaveTextContent('10')
  })

  it('highlights every day of each course, from start to end', async () => {
    await openCalendar()
    const highlighted = within(grid())
      .getAllByRole('button')
      .map((day) => day.textContent)
    expect(highlighted).toEqual(['16', '17', '18', '29', '30', '31'])
    expect(courseDay('17 dicembre 2026: Pizza napoletana STG')).toBeVisible()
    expect(courseDay('31 dicembre 2026: Pizza in teglia romana')).toBeVisible()
  })

  it('shows the title, price and end date of the course of a clicked day', async () => {
    const { user } = await openCalendar()
    expect(details()).toHaveTextContent('Seleziona un giorno evidenziato')
    const day = courseDay(/^16 dicembre 2026/)
    await user.click(day)
    expect(day).toHaveAttribute('aria-pressed', 'true')
    const panel = within(details() as HTMLElement)
    expect(panel.getByRole('heading', { level: 3, name: '16 dicembre 2026' })).toBeVisible()
    expect(panel.getByText('Pizza napoletana STG')).toBeVisible()
    expect(panel.getByText('490,00 €')).toBeVisible()
    expect(panel.getByText('Fine del corso').nextElementSibling).toHaveTextContent('18/12/2026')
    expect(panel.getByRole('link', { name: 'Vai al corso' })).toHaveAttribute(
      'href',
      '/course/Pizza-napoletana-STG',
    )
  })

  it('opens a day with the keyboard too', async () => {
    const { user } = await openCalendar()
    courseDay(/^30 dicembre 2026/).focus()
    await user.keyboard('{Enter}')
    const panel = within(details() as HTMLElement)
    expect(panel.getByText('Pizza in teglia romana')).toBeVisible()
    expect(panel.getByText('Fine del corso').nextElementSibling).toHaveTextContent('02/01/2027')
  })

  it('moves to the next and previous months', async () => {
    const { user } = await openCalendar()
    await user.click(screen.getByRole('button', { name: 'Mese successivo' }))
    expect(monthHeading()).toHaveTextContent('Gennaio 2027')
    await waitFor(() =>
      expect(
        within(grid())
          .getAllByRole('button')
          .map((day) => day.textContent),
      ).toEqual(['1', '2', '29']),
    )
    expect(grid().querySelector('[aria-current="date"]')).toBeNull()
    // 1 January 2027 is a Friday.
    const firstWeek = within(grid()).getAllByRole('row')[1]!
    expect(within(firstWeek).getAllByRole('cell').at(5)).toHaveTextContent('1')

    await user.click(screen.getByRole('button', { name: 'Mese precedente' }))
    await user.click(screen.getByRole('button', { name: 'Mese precedente' }))
    expect(monthHeading()).toHaveTextContent('Novembre 2026')
    expect(within(grid()).queryAllByRole('button')).toHaveLength(0)
    expect(await screen.findByText('Nessun corso in programma a novembre 2026.')).toBeVisible()
    await user.click(await screen.findByRole('button', { name: 'Vai a dicembre 2026' }))
    expect(monthHeading()).toHaveTextContent('Dicembre 2026')
  })

  it("lists the month's courses with a link to each and its calendar file", async () => {
    await openCalendar()
    const list = screen.getByRole('region', { name: 'I corsi di dicembre 2026' })
    expect(within(list).getByRole('link', { name: 'Pizza napoletana STG' })).toHaveAttribute(
      'href',
      '/course/Pizza-napoletana-STG',
    )
    expect(within(list).getByText('dal 29/12/2026 al 02/01/2027')).toBeVisible()
    expect(
      within(list).getByRole('link', { name: 'Aggiungi al calendario: Pizza napoletana STG' }),
    ).toHaveAttribute('href', '/api/course/Pizza%20napoletana%20STG/calendar.ics')
    expect(within(list).queryByText('Gestione del forno a legna')).not.toBeInTheDocument()
  })
})

describe('the calendar in English', () => {
  async function openEnglishCalendar() {
    const rendered = await renderAppReady('/calendario', { language: 'en' })
    await screen.findByRole('heading', { level: 1, name: 'Course calendar' })
    await within(grid()).findAllByRole('button')
    return rendered
  }

  it('names the months, the days and the prices the English way', async () => {
    const { user } = await openEnglishCalendar()
    expect(monthHeading()).toHaveTextContent('December 2026')
    expect(screen.getByRole('region', { name: 'Courses in December 2026' })).toBeVisible()
    expect(courseDay('17 December 2026: Pizza napoletana STG')).toBeVisible()

    await user.click(courseDay(/^16 December 2026/))
    const panel = within(screen.getByText('Course ends').closest('[aria-live]') as HTMLElement)
    expect(panel.getByRole('heading', { level: 3, name: '16 December 2026' })).toBeVisible()
    expect(panel.getByText('€490.00')).toBeVisible()
    expect(panel.queryByText(/490,00/)).not.toBeInTheDocument()
    expect(panel.getByText('Course ends').nextElementSibling).toHaveTextContent('18/12/2026')

    const list = screen.getByRole('region', { name: 'Courses in December 2026' })
    expect(within(list).getByText('from 29/12/2026 to 02/01/2027')).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Previous month' }))
    expect(monthHeading()).toHaveTextContent('November 2026')
    expect(await screen.findByText('No courses scheduled in November 2026.')).toBeVisible()
    expect(await screen.findByRole('button', { name: 'Go to December 2026' })).toBeVisible()
    expect(document.body).not.toHaveTextContent(/novembre|dicembre/i)
  })

  it('switches the months to English as soon as the language changes', async () => {
    const { user } = await openCalendar()
    expect(monthHeading()).toHaveTextContent('Dicembre 2026')
    await user.click(
      within(screen.getByRole('group', { name: 'Lingua' })).getByRole('button', { name: 'EN' }),
    )
    expect(monthHeading()).toHaveTextContent('December 2026')
    expect(screen.getByRole('region', { name: 'Courses in December 2026' })).toBeVisible()
  })

  it("marks today as Rome's day, whatever the visitor's clock says", async () => {
    // 23:30 UTC on 30 November is already 1 December in Rome.
    vi.setSystemTime(new Date('2026-11-30T23:30:00Z'))
    await openCalendar()
    expect(monthHeading()).toHaveTextContent('Dicembre 2026')
    const today = grid().querySelectorAll('[aria-current="date"]')
    expect(today).toHaveLength(1)
    expect(today[0]).toHaveTextContent('1')
  })
})
