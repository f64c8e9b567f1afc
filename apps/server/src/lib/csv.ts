/**
 * CSV for spreadsheets (the admin's exports: participants, orders). Fields are separated by
 * semicolons, as Italian Excel and LibreOffice expect, and quoted when they hold a
 * separator, a quote or a line break (RFC 4180 quoting). The file starts with a UTF-8 byte
 * order mark so that accented names open right in Excel, and lines end in CRLF.
 *
 * A cell that starts with = + - @ (or a tab or carriage return) would run as a formula when
 * opened; such text gets a leading apostrophe, the spreadsheet convention for "this is
 * text" (a member's name is never a formula). Numbers are written as they are.
 */
export type CsvCell = string | number | null | undefined

const SEPARATOR = ';'
const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return String(value)
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function csvLine(cells: readonly CsvCell[]): string {
  return cells.map(csvCell).join(SEPARATOR) + '\r\n'
}

/** The whole file: header line, then one line per row, with the byte order mark first. */
export function csvDocument(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  let text = '\uFEFF' + csvLine(header)
  for (const row of rows) text += csvLine(row)
  return text
}

/** A money amount in cents as the spreadsheet reads euros in Italy: 1234 → "12,34". */
export function csvEuros(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(Math.round(cents))
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`
}
