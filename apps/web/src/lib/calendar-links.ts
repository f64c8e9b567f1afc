/*
 * "Add to calendar" for days of the school's calendar (an in-person edition): Google
 * Calendar's event template link. Whole days, so the dates are DATE values with the end
 * exclusive, as in the .ics file the server writes.
 */

const compact = (day: string) => day.replaceAll('-', '')

function dayAfter(day: string): string {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

export interface CalendarDays {
  title: string
  /** 'YYYY-MM-DD', first and last day (both included). */
  start: string
  end: string
  location: string
  /** Shown as the event's description: where to read about it. */
  details: string
}

/** The address that opens Google Calendar with the event filled in, ready to save. */
export function googleCalendarHref(event: CalendarDays): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compact(event.start)}/${compact(dayAfter(event.end))}`,
    location: event.location,
    details: event.details,
  })
  return `https://calendar.google.com/calendar/render?${query.toString()}`
}
