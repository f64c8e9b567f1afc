import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { isRequestId, requestIds } from './request-id.ts'

/* Which X-Request-Id a request keeps, and the ids made for the others (lib/request-id.ts). */

const withHeader = (value?: string | string[]) =>
  ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as IncomingMessage

describe('request ids', () => {
  it('keeps 1 to 64 letters, digits, dots, underscores and hyphens', () => {
    for (const id of ['a', 'f3b9c2d1-7e4a-4b8e-9c1d-2a3b4c5d6e7f', 'lb.01_req-9', 'x'.repeat(64)]) {
      expect(isRequestId(id)).toBe(true)
    }
  })

  it('refuses an empty, long or odd id, and a repeated header', () => {
    for (const id of [
      '',
      'x'.repeat(65),
      'a b',
      'a/b',
      'id\r\nset-cookie: x',
      'caffè',
      '<script>',
    ]) {
      expect(isRequestId(id)).toBe(false)
    }
    expect(isRequestId(['one', 'two'])).toBe(false)
  })

  it('answers the caller’s fair id and makes a new one for the others', () => {
    const next = requestIds()
    expect(next(withHeader('lb-42'))).toBe('lb-42')
    const made = [next(withHeader()), next(withHeader('x'.repeat(65))), next(withHeader('a b'))]
    for (const id of made) expect(id).toMatch(/^[0-9a-f]{6}-[0-9a-z]+$/)
    expect(new Set(made).size).toBe(3)
  })

  it('gives two apps different ids', () => {
    expect(requestIds()(withHeader())).not.toBe(requestIds()(withHeader()))
  })
})
