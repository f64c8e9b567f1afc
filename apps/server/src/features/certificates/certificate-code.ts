import crypto from 'node:crypto'

/*
 * Verification codes (docs/decisions/031-certificates.md): 10 characters drawn at random from
 * 32 letters and digits without the look-alikes (no I, O, 0 or 1), 50 bits, printed in
 * groups as `ABCD-EFGH-JK`. Stored bare, in capitals.
 */

export const CERTIFICATE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export const CERTIFICATE_CODE_LENGTH = 10

/** A new random code (32 symbols: each random byte's low 5 bits, with no bias). */
export function newCertificateCode(): string {
  const bytes = crypto.randomBytes(CERTIFICATE_CODE_LENGTH)
  let code = ''
  for (const byte of bytes) code += CERTIFICATE_ALPHABET[byte & 31]
  return code
}

/** The code as printed: `ABCD-EFGH-JK`. */
export function groupedCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code
}

const CODE = new RegExp(`^[${CERTIFICATE_ALPHABET}]{${CERTIFICATE_CODE_LENGTH}}$`)

/**
 * A code as someone typed or copied it (any case, dashes or spaces), as stored; null when it
 * cannot be one.
 */
export function normalizedCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase()
  return CODE.test(code) ? code : null
}
