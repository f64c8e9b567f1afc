import { describe, expect, it } from 'vitest'
import { googleCalendarHref } from './calendar-links.ts'

describe('googleCalendarHref', () => {
  it('fills in an all-day event whose end is the day after the last one', () => {
    const url = new URL(
      googleCalendarHref({
        title: 'Pizza napoletana & fritta',
        start: '2026-12-30',
        end: '2026-12-31',
        location: 'Via Roma 1, Napoli',
        details: 'https://aula.example/course/Pizza',
      }),
    )
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Pizza napoletana & fritta',
      dates: '20261230/20270101',
      location: 'Via Roma 1, Napoli',
      details: 'https://aula.example/course/Pizza',
    })
  })
})
