/*
 * How a client's request headers choose an answer's form: the compression it accepts and
 * whether the copy it holds is still current (docs/architecture.md#public-cache).
 */

/** The compressed forms answers are kept in. */
export type Encoding = 'br' | 'gzip'

/** Browsers send a handful of different Accept-Encoding headers: each is read once. */
const acceptedByHeader = new Map<string, Encoding | undefined>()

/** The best encoding the client accepts, if any: br, then gzip (which `*` accepts). */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined
  if (acceptedByHeader.has(header)) return acceptedByHeader.get(header)
  const encoding = readAcceptEncoding(header)
  if (acceptedByHeader.size >= 100) acceptedByHeader.clear()
  acceptedByHeader.set(header, encoding)
  return encoding
}

function readAcceptEncoding(header: string): Encoding | undefined {
  const accepted = new Set<string>()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (q && Number(q.slice(2)) === 0) continue
    accepted.add(name.trim())
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip'
  return undefined
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 says for GET). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const opaque = etag.replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque)
}
