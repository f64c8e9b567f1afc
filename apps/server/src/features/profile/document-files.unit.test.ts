import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { openFile, sealFile, sniffDocument } from './document-files.ts'

const key = crypto.randomBytes(32)

describe('sealFile / openFile', () => {
  it('round-trips and never holds the plain bytes', () => {
    const plain = Buffer.from('%PDF-1.4 identity card of Mario Rossi')
    const sealed = sealFile(key, plain)
    expect(sealed.includes(Buffer.from('Mario Rossi'))).toBe(false)
    expect(sealFile(key, plain).equals(sealed)).toBe(false)
    expect(openFile(key, sealed).equals(plain)).toBe(true)
  })

  it('refuses an altered file, another key and a malformed one', () => {
    const sealed = sealFile(key, Buffer.from('front side'))
    const altered = Buffer.from(sealed)
    altered[altered.length - 1]! ^= 1
    expect(() => openFile(key, altered)).toThrow()
    expect(() => openFile(crypto.randomBytes(32), sealed)).toThrow()
    expect(() => openFile(key, Buffer.from([1, 2, 3]))).toThrow()
  })
})

describe('sniffDocument', () => {
  it('knows a PDF by its content and refuses text', async () => {
    expect(await sniffDocument(Buffer.from('%PDF-1.7\n%%EOF\n'))).toBe('application/pdf')
    await expect(sniffDocument(Buffer.from('hello, I am a PDF'))).rejects.toMatchObject({
      statusCode: 415,
    })
  })
})
