import { describe, expect, it } from 'vitest'
import { buildCourseCalendar, escapeText, foldLine } from './course-calendar.ts'

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf')
  })

  it('drops control characters', () => {
    expect(escapeText('a\u0000b\u0007c')).toBe('abc')
  })
})

describe('foldLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = 'x'.repeat(75)
    expect(foldLine(line)).toBe(line)
  })

  it('folds longer lines at 75 octets, continuation lines starting with a space', () => {
    const folded = foldLine('y'.repeat(200))
    const lines = folded.split('\r\n')
    expect(lines[0]).toHaveLength(75)
    for (const line of lines.slice(1)) {
      expect(line.startsWith(' ')).toBe(true)
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    }
    expect(folded.replace(/\r\n /g, '')).toBe('y'.repeat(200))
  })

  it('counts octets, not characters, and never splits a character', () => {
    const text = `SUMMARY:${'è'.repeat(60)}🍕${'à'.repeat(40)}`
    const folded = foldLine(text)
    for (const line of folded.split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
      expect(line).not.toContain('\uFFFD')
    }
    expect(folded.replace(/\r\n /g, '')).toBe(text)
  })
})

describe('buildCourseCalendar', () => {
  const event = {
    uid: 'course-7@aula.example',
    stamp: '2026-03-04T10:20:30.456Z',
    start: '2026-12-30',
    end: '2027-01-02',
    summary: 'Pizza, pane; focaccia',
    location: 'Via dei Forni 12, Roma',
    description: 'Primo giorno\nSecondo giorno',
    url: 'https://aula.example/course/Pizza%2C-pane%3B-focaccia',
  }

  it('writes one all-day VEVENT with an exclusive end, CRLF line ends', () => {
    const ics = buildCourseCalendar(event, 'Aula')
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.split('\r\n').slice(0, -1)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Aula//Corsi//IT',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:course-7@aula.example',
      'DTSTAMP:20260304T102030Z',
      'LAST-MODIFIED:20260304T102030Z',
      'DTSTART;VALUE=DATE:20261230',
      'DTEND;VALUE=DATE:20270103',
      'SUMMARY:Pizza\\, pane\\; focaccia',
      'LOCATION:Via dei Forni 12\\, Roma',
      'DESCRIPTION:Primo giorno\\nSecondo giorno',
      'URL:https://aula.example/course/Pizza%2C-pane%3B-focaccia',
      'TRANSP:OPAQUE',
      'END:VEVENT',
      'END:VCALENDAR',
    ])
  })

  it('ends a one-day course on the next day and leaves out empty fields', () => {
    const ics = buildCourseCalendar({ ...event, end: null, location: '', description: '' }, 'Aula')
    expect(ics).toContain('DTSTART;VALUE=DATE:20261230\r\nDTEND;VALUE=DATE:20261231\r\n')
    expect(ics).not.toContain('LOCATION')
    expect(ics).not.toContain('DESCRIPTION')
  })
})
