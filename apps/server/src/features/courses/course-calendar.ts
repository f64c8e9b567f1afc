/*
 * A course as an iCalendar file (RFC 5545), so a visitor can put its days in any calendar.
 * Courses run on whole days: DTSTART/DTEND are DATE values and DTEND is the day after the
 * last one (the end is exclusive, RFC 5545 §3.6.1).
 */

export interface CourseEvent {
  /** Stable across downloads, so importing twice updates rather than duplicates. */
  uid: string
  /** When the course last changed, ISO 8601. */
  stamp: string
  /** First and last day, 'YYYY-MM-DD'; a missing end means a one-day course. */
  start: string
  end: string | null
  summary: string
  location: string
  /** Plain text; line breaks are kept. */
  description: string
  url: string
}

const CRLF = '\r\n'
const MAX_OCTETS = 75

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return (
    value
      // Control characters other than line breaks are not allowed in a content line.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
  )
}

/**
 * Folds a content line so no physical line passes 75 octets (RFC 5545 §3.1): continuation
 * lines start with a space, and a multi-byte character is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  let limit = MAX_OCTETS
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8')
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
      // The leading space of a continuation line counts towards its 75 octets.
      limit = MAX_OCTETS - 1
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

const compactDate = (day: string) => day.replace(/-/g, '')

function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

/** '2026-01-31T09:05:00.000Z' as the UTC form '20260131T090500Z'. */
function utcStamp(iso: string): string {
  const date = new Date(iso)
  const safe = Number.isNaN(date.getTime()) ? new Date() : date
  return safe
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** The whole VCALENDAR with one VEVENT, CRLF line ends, every line folded. */
export function buildCourseCalendar(event: CourseEvent, productName: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(productName)}//Corsi//IT`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `LAST-MODIFIED:${utcStamp(event.stamp)}`,
    `DTSTART;VALUE=DATE:${compactDate(event.start)}`,
    `DTEND;VALUE=DATE:${compactDate(dayAfter(event.end ?? event.start))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    // A URI value is not TEXT: it is written as is (our URLs are percent-encoded).
    `URL:${event.url}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}
