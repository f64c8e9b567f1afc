import crypto from 'node:crypto'

/** An opaque random token for URLs and bearer headers (256 bits, base64url). */
export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url')
}

/** Tokens are stored only as SHA-256 hashes: a database leak reveals no usable token. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex')
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** An invite code a person can read aloud: no 0/O or 1/I. */
export function randomCode(length = 8): string {
  const bytes = crypto.randomBytes(length)
  let code = ''
  for (const b of bytes) code += CODE_ALPHABET[b % CODE_ALPHABET.length]
  return code
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000)
}
