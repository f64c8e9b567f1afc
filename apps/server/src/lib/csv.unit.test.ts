import { describe, expect, it } from 'vitest'
import { csvDocument, csvEuros, csvLine } from './csv.ts'

describe('csv', () => {
  it('quotes only cells that hold a separator, a quote or a line break', () => {
    expect(csvLine(['Rossi', 'Via Roma; 3', 'detto "Gino"', 'riga\nnuova', 7, null])).toBe(
      'Rossi;"Via Roma; 3";"detto ""Gino""";"riga\nnuova";7;\r\n',
    )
  })

  it('keeps text that looks like a formula from running in a spreadsheet', () => {
    expect(csvLine(['=HYPERLINK("x")', '+39 333', '-1', '@SUM(A1)'])).toBe(
      `"'=HYPERLINK(""x"")";'+39 333;'-1;'@SUM(A1)\r\n`,
    )
  })

  it('starts with a byte order mark and a header line', () => {
    const text = csvDocument(['nome', 'città'], [['Niccolò', 'Forlì']])
    expect(text).toBe('\uFEFFnome;città\r\nNiccolò;Forlì\r\n')
  })

  it('writes euros with a decimal comma', () => {
    expect([csvEuros(123456), csvEuros(5), csvEuros(-250), csvEuros(0)]).toEqual([
      '1234,56',
      '0,05',
      '-2,50',
      '0,00',
    ])
  })
})
