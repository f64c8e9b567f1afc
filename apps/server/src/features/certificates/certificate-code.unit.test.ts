import { describe, expect, it } from 'vitest'
import {
  CERTIFICATE_ALPHABET,
  groupedCode,
  newCertificateCode,
  normalizedCode,
} from './certificate-code.ts'

describe('certificate codes', () => {
  it('are 10 characters without look-alikes, different each time', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newCertificateCode()))
    expect(codes.size).toBe(200)
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/)
    expect(CERTIFICATE_ALPHABET).toHaveLength(32)
  })

  it('print in groups of four and read back however they were typed', () => {
    expect(groupedCode('ABCDEFGHJK')).toBe('ABCD-EFGH-JK')
    expect(normalizedCode('abcd-efgh-jk')).toBe('ABCDEFGHJK')
    expect(normalizedCode(' ABCD EFGH JK ')).toBe('ABCDEFGHJK')
    expect(normalizedCode('ABCD-EFGH-J0')).toBeNull()
    expect(normalizedCode('ABCD')).toBeNull()
  })
})
