import crypto from 'node:crypto'

/*
 * Short-lived signed URLs: a lesson video's address carries its expiry and an
 * HMAC-SHA256 of path and expiry, so it can be handed to a <video> element (which sends no
 * bearer header) and stops working once it expires or is altered.
 */

/**
 * The key that signs URLs, derived from DATA_KEY so no extra setting is needed and a URL
 * signing key never doubles as the encryption key.
 */
export function urlSigningKey(dataKey: Buffer): Buffer {
  return crypto.createHmac('sha256', dataKey).update('aula:signed-urls:v1').digest()
}

function signature(key: Buffer, pathname: string, exp: number): string {
  return crypto.createHmac('sha256', key).update(`${pathname}\n${exp}`).digest('base64url')
}

/** `pathname` valid until `expiresAt`, as `pathname?exp=<unix seconds>&sig=<base64url>`. */
export function signPath(key: Buffer, pathname: string, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000)
  return `${pathname}?exp=${exp}&sig=${signature(key, pathname, exp)}`
}

export type SignatureCheck = 'valid' | 'expired' | 'invalid'

/** Whether `exp` and `sig` (as the query string carried them) were signed for `pathname`. */
export function checkSignedPath(
  key: Buffer,
  pathname: string,
  exp: string | undefined,
  sig: string | undefined,
  at: Date = new Date(),
): SignatureCheck {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return 'invalid'
  const expected = Buffer.from(signature(key, pathname, Number(exp)), 'base64url')
  const given = Buffer.from(sig, 'base64url')
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    return 'invalid'
  }
  return Number(exp) * 1000 <= at.getTime() ? 'expired' : 'valid'
}

export interface ByteRange {
  start: number
  /** Inclusive. */
  end: number
}

/**
 * The part of a `size`-byte file a Range header asks for (RFC 9110 §14): null to send the
 * whole file (no header, a header we do not understand, or several ranges, which a server
 * may ignore), 'unsatisfiable' for a range that starts past the end (416).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | null | 'unsatisfiable' {
  if (!header) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return null
  const [, from = '', to = ''] = match
  if (from === '' && to === '') return null
  if (from === '') {
    // A suffix: the last N bytes.
    const length = Number(to)
    if (length === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(from)
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  if (to !== '' && Number(to) < start) return null
  if (start >= size) return 'unsatisfiable'
  return { start, end }
}
