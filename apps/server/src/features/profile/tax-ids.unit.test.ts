import { describe, expect, it } from 'vitest'
import {
  cfCheckCharacter,
  isValidCf,
  isValidIban,
  normalizeCf,
  normalizeIban,
} from '@aula/contract/tax-ids'

describe('isValidIban', () => {
  it('accepts IBANs whose check digits hold', () => {
    for (const iban of [
      'IT60X0542811101000000123456',
      'GB82WEST12345698765432',
      'DE89370400440532013000',
      'FR1420041010050500013M02606',
      'NL91ABNA0417164300',
      'BE68539007547034',
      'NO9386011117947',
    ]) {
      expect(isValidIban(iban), iban).toBe(true)
    }
  })

  it('accepts the printed form with spaces, dashes and small letters', () => {
    expect(isValidIban('it60 x054 2811 1010 0000 0123 456')).toBe(true)
    expect(isValidIban('GB82-WEST-1234-5698-7654-32')).toBe(true)
    expect(normalizeIban(' it60 x054-2811 ')).toBe('IT60X0542811')
  })

  it('refuses wrong check digits, lengths, countries and shapes', () => {
    for (const iban of [
      'IT60X0542811101000000123457', // one digit changed
      'IT61X0542811101000000123456', // check digits changed
      'GB82WEST12345698765423', // two digits swapped
      'DE8937040044053201300', // one character short
      'DE893704004405320130000', // one character long
      'XX89370400440532013000', // no such country
      'US64SVBKUS6S3300958879', // not an IBAN country
      'IT60X054281110100000012345!',
      '60IT0542811101000000123456',
      '',
      'IBAN',
    ]) {
      expect(isValidIban(iban), iban).toBe(false)
    }
  })

  it('refuses check digits 00, 01 and 99 even where mod 97 would hold', () => {
    // 00, 01 and 99 are 97, 98 and 02 modulo 97: each aliases a real IBAN's check digits.
    const mod97 = (text: string) => {
      let remainder = 0
      for (const char of text) {
        const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55)
        for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97
      }
      return remainder
    }
    const checkDigits = (bban: string) => 98 - mod97(`${bban}GB00`)
    const aliases: Record<number, string> = { 2: '99', 97: '00', 98: '01' }
    const found = new Set<number>()
    for (let n = 0; n < 10_000 && found.size < 3; n++) {
      const bban = `WEST${String(12345698760000 + n).padStart(14, '0')}`
      const check = checkDigits(bban)
      const alias = aliases[check]
      if (!alias || found.has(check)) continue
      found.add(check)
      expect(isValidIban(`GB${String(check).padStart(2, '0')}${bban}`)).toBe(true)
      expect(isValidIban(`GB${alias}${bban}`), `GB${alias}${bban}`).toBe(false)
    }
    expect(found.size).toBe(3)
  })
})

describe('isValidCf', () => {
  it('accepts codes whose check character holds, omocodia included', () => {
    for (const cf of [
      'RSSMRA85T10A562S',
      'RSSMRA85T10A56NH', // the last digit turned into a letter (omocodia)
      'rssmra85t10a562s',
      'RSS MRA 85T10 A562S',
    ]) {
      expect(isValidCf(cf), cf).toBe(true)
    }
    expect(normalizeCf(' rss mra85t10a562s ')).toBe('RSSMRA85T10A562S')
  })

  it('accepts women’s codes (day + 40) and fully omocode ones', () => {
    const woman = 'RSSMRA85T50A562'
    expect(isValidCf(woman + cfCheckCharacter(woman))).toBe(true)
    // Every digit replaced by its letter: 85 → UR, 10 → ML, 562 → RSN.
    const omocode = 'RSSMRAURTMLARSN'
    expect(isValidCf(omocode + cfCheckCharacter(omocode))).toBe(true)
  })

  it('refuses a wrong check character, month, day or shape', () => {
    for (const cf of [
      'RSSMRA85T10A562T', // wrong check character
      'RSSMRA85T10A56NX', // omocode with a wrong check character
      'RSSMRA85T10A562', // too short
      'RSSMRA85T10A562SS', // too long
      'RSSMRA85Z10A562S', // Z is no month
      'RSSMRA85T00A562S', // day 0
      'RSSMRA85T32A562S', // day 32
      'RSSMRA85T72A562S', // day 72
      'RSSMRA85T1OA562S', // letter O where a digit belongs
      '1SSMRA85T10A562S',
      '',
    ]) {
      expect(isValidCf(cf), cf).toBe(false)
    }
  })

  it('computes the check character of DM 23/12/1976', () => {
    expect(cfCheckCharacter('RSSMRA85T10A562')).toBe('S')
    expect(cfCheckCharacter('RSSMRA85T10A56N')).toBe('H')
  })
})
