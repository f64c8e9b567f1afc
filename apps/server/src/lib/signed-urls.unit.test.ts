import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { checkSignedPath, parseRange, signPath, urlSigningKey } from './signed-urls.ts'

const key = urlSigningKey(crypto.randomBytes(32))
const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams)

describe('signed URLs', () => {
  const at = new Date('2026-01-01T10:00:00Z')
  const url = signPath(key, '/api/lesson-video/a.mp4', new Date(at.getTime() + 60_000))
  const { exp, sig } = query(url)

  it('accepts its own signature until it expires', () => {
    expect(url.startsWith('/api/lesson-video/a.mp4?exp=')).toBe(true)
    expect(checkSignedPath(key, '/api/lesson-video/a.mp4', exp, sig, at)).toBe('valid')
    expect(
      checkSignedPath(key, '/api/lesson-video/a.mp4', exp, sig, new Date(at.getTime() + 60_000)),
    ).toBe('expired')
  })

  it('refuses another path, a moved expiry, another key and malformed values', () => {
    expect(checkSignedPath(key, '/api/lesson-video/b.mp4', exp, sig, at)).toBe('invalid')
    expect(
      checkSignedPath(key, '/api/lesson-video/a.mp4', String(Number(exp) + 3600), sig, at),
    ).toBe('invalid')
    const other = urlSigningKey(crypto.randomBytes(32))
    expect(checkSignedPath(other, '/api/lesson-video/a.mp4', exp, sig, at)).toBe('invalid')
    expect(checkSignedPath(key, '/api/lesson-video/a.mp4', undefined, sig, at)).toBe('invalid')
    expect(checkSignedPath(key, '/api/lesson-video/a.mp4', exp, undefined, at)).toBe('invalid')
    expect(checkSignedPath(key, '/api/lesson-video/a.mp4', '-1', sig, at)).toBe('invalid')
    expect(checkSignedPath(key, '/api/lesson-video/a.mp4', exp, 'short', at)).toBe('invalid')
  })

  it('derives a signing key different from the data key', () => {
    const dataKey = crypto.randomBytes(32)
    expect(urlSigningKey(dataKey).equals(dataKey)).toBe(false)
    expect(urlSigningKey(dataKey).equals(urlSigningKey(dataKey))).toBe(true)
  })
})

describe('parseRange', () => {
  it('reads the three forms of a single byte range', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 })
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 })
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 })
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 })
    expect(parseRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 })
  })

  it('sends the whole file for no, malformed or multiple ranges', () => {
    expect(parseRange(undefined, 1000)).toBeNull()
    expect(parseRange('items=0-1', 1000)).toBeNull()
    expect(parseRange('bytes=5-2', 1000)).toBeNull()
    expect(parseRange('bytes=0-1,5-6', 1000)).toBeNull()
    expect(parseRange('bytes=-', 1000)).toBeNull()
  })

  it('refuses a range past the end', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable')
    expect(parseRange('bytes=2000-3000', 1000)).toBe('unsatisfiable')
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable')
  })
})
