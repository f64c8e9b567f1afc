import { describe, expect, it } from 'vitest'
import { addMinutes, hashToken, randomCode, randomToken } from './tokens.ts'

describe('randomToken', () => {
  it('gives 256 random bits as URL-safe text', () => {
    const token = randomToken()
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
  })

  it('never repeats itself', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => randomToken()))
    expect(tokens.size).toBe(1000)
  })
})

describe('hashToken', () => {
  it('is SHA-256 in hex', () => {
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    )
  })

  it('differs from the token and tells tokens apart', () => {
    const token = randomToken()
    expect(hashToken(token)).not.toContain(token)
    expect(hashToken(token)).not.toBe(hashToken(randomToken()))
    expect(hashToken(token)).toBe(hashToken(token))
  })
})

describe('randomCode', () => {
  it('uses only characters that cannot be misread aloud', () => {
    const codes = Array.from({ length: 500 }, () => randomCode())
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/)
    expect(codes.join('')).not.toMatch(/[01IO]/)
    expect(new Set(codes).size).toBe(500)
  })

  it('has the length asked for', () => {
    expect(randomCode(12)).toHaveLength(12)
  })
})

describe('addMinutes', () => {
  it('moves a date forward without touching the original', () => {
    const start = new Date('2026-03-01T10:00:00.000Z')
    expect(addMinutes(start, 90).toISOString()).toBe('2026-03-01T11:30:00.000Z')
    expect(addMinutes(start, 48 * 60).toISOString()).toBe('2026-03-03T10:00:00.000Z')
    expect(start.toISOString()).toBe('2026-03-01T10:00:00.000Z')
  })
})
