/*
 * Check-digit validation of the two tax identifiers a member gives for payouts: the IBAN
 * (ISO 13616, mod 97) and the Italian codice fiscale (DM 23/12/1976, check character and
 * omocodia). Pure functions, so the form and the server judge a value the same way.
 */

/** Spaces and dashes out, capitals in: how an IBAN is compared and stored. */
export function normalizeIban(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase()
}

/** IBAN lengths of the SEPA countries a member is likely to bank in (ISO 13616 registry). */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
}

/** True when the IBAN has its country's length and its check digits (02–98) hold (mod 97 = 1). */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value)
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false
  const expected = IBAN_LENGTHS[iban.slice(0, 2)]
  if (expected === undefined || iban.length !== expected) return false
  // Check digits run from 02 to 98: 00, 01 and 99 pass mod 97 as 97, 98 and 02 would.
  const check = Number(iban.slice(2, 4))
  if (check < 2 || check > 98) return false
  const rearranged = iban.slice(4) + iban.slice(0, 4)
  let remainder = 0
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55)
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97
  }
  return remainder === 1
}

/** Spaces out, capitals in: how a codice fiscale is compared and stored. */
export function normalizeCf(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase()
}

// Values of a character in an odd (1st, 3rd, …) position; digits count as A–J.
const ODD_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
]
// Letters that stand for the digits 0–9 when a code is altered for omocodia.
const OMOCODE_LETTERS = 'LMNPQRSTUV'
// Positions (from 0) that hold digits, any of which omocodia may turn into a letter.
const DIGIT_POSITIONS = [6, 7, 9, 10, 12, 13, 14]
const MONTH_LETTERS = 'ABCDEHLMPRST'

const charIndex = (char: string) => (/\d/.test(char) ? Number(char) : char.charCodeAt(0) - 65)

/** The check character the first 15 characters of a codice fiscale call for. */
export function cfCheckCharacter(first15: string): string {
  let sum = 0
  for (let i = 0; i < 15; i++) {
    const value = charIndex(first15[i] ?? '')
    sum += i % 2 === 0 ? (ODD_VALUES[value] ?? 0) : value
  }
  return String.fromCharCode(65 + (sum % 26))
}

/**
 * True for a well-formed personal codice fiscale whose check character holds, omocodia
 * included (digits replaced by L–V), with a real month letter and a day of 1–31 (41–71 for
 * women).
 */
export function isValidCf(value: string): boolean {
  const cf = normalizeCf(value)
  const digitOrOmocode = `[0-9${OMOCODE_LETTERS}]`
  const shape = new RegExp(
    `^[A-Z]{6}${digitOrOmocode}{2}[${MONTH_LETTERS}]${digitOrOmocode}{2}[A-Z]${digitOrOmocode}{3}[A-Z]$`,
  )
  if (!shape.test(cf)) return false
  const plain = [...cf]
  for (const position of DIGIT_POSITIONS) {
    const char = plain[position] ?? ''
    const omocode = OMOCODE_LETTERS.indexOf(char)
    if (omocode >= 0) plain[position] = String(omocode)
  }
  const day = Number(plain[9]! + plain[10]!)
  if (!((day >= 1 && day <= 31) || (day >= 41 && day <= 71))) return false
  return cfCheckCharacter(cf.slice(0, 15)) === cf[15]
}

/** Spaces out, and an "IT" in front dropped: how a partita IVA is compared and stored. */
export function normalizePartitaIva(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase().replace(/^IT/, '')
}

/**
 * True for an Italian partita IVA: 11 digits whose last is the check digit (Luhn's rule:
 * digits in even positions doubled, 9 taken off above 9; the total with the check digit
 * is a multiple of 10).
 */
export function isValidPartitaIva(value: string): boolean {
  const piva = normalizePartitaIva(value)
  if (!/^\d{11}$/.test(piva) || /^0{11}$/.test(piva)) return false
  let sum = 0
  for (let i = 0; i < 11; i++) {
    let digit = Number(piva[i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}
