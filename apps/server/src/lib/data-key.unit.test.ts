import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  dataKeyFingerprint,
  decryptText,
  encryptText,
  loadDataKey,
  resolveDataKey,
  saveDataKey,
} from './data-key.ts'
import { StartupError } from './startup-errors.ts'

const dirs: string[] = []
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-key-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
})

describe('resolveDataKey', () => {
  it('uses DATA_KEY when it is set and writes nothing', () => {
    const dir = tempDir()
    const configured = crypto.randomBytes(32)
    expect(resolveDataKey(dir, configured.toString('base64')).equals(configured)).toBe(true)
    expect(fs.readdirSync(dir)).toEqual([])
  })

  it('generates a key once into DATA_DIR, readable only by its owner, and reuses it', () => {
    const dir = path.join(tempDir(), 'nested', 'data')
    const first = resolveDataKey(dir)
    expect(first).toHaveLength(32)
    const file = path.join(dir, 'data.key')
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(resolveDataKey(dir).equals(first)).toBe(true)
  })

  it('refuses a key file that does not hold 32 bytes, in one line saying what to do', () => {
    const dir = tempDir()
    fs.writeFileSync(path.join(dir, 'data.key'), 'c2hvcnQ=\n')
    expect(() => resolveDataKey(dir)).toThrow(StartupError)
    expect(() => resolveDataKey(dir)).toThrow(
      /data\.key does not hold a 32-byte base64 key: restore/,
    )
    fs.writeFileSync(path.join(dir, 'data.key'), '\u0000\u0001 not base64 at all\n')
    expect(() => loadDataKey(dir)).toThrow(StartupError)
  })

  it('reads without writing: a new key reaches the disk only through saveDataKey', () => {
    const dir = tempDir()
    const loaded = loadDataKey(dir)
    expect(loaded.source).toBe('new')
    expect(fs.readdirSync(dir)).toEqual([])
    expect(saveDataKey(loaded).equals(loaded.key)).toBe(true)
    expect(loadDataKey(dir)).toMatchObject({ source: 'file' })
    expect(loadDataKey(dir).key.equals(loaded.key)).toBe(true)
  })

  it('keeps the key another process saved first', () => {
    const dir = tempDir()
    const first = loadDataKey(dir)
    const second = loadDataKey(dir)
    saveDataKey(first)
    expect(saveDataKey(second).equals(first.key)).toBe(true)
    expect(resolveDataKey(dir).equals(first.key)).toBe(true)
  })
})

describe('dataKeyFingerprint', () => {
  it('is the same for the same key, differs for another, and does not reveal the key', () => {
    const key = crypto.randomBytes(32)
    const fingerprint = dataKeyFingerprint(key)
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/)
    expect(dataKeyFingerprint(Buffer.from(key))).toBe(fingerprint)
    expect(dataKeyFingerprint(crypto.randomBytes(32))).not.toBe(fingerprint)
    expect(fingerprint).not.toContain(key.toString('hex'))
    expect(fingerprint).not.toBe(crypto.createHash('sha256').update(key).digest('hex'))
  })
})

describe('encryptText / decryptText', () => {
  const key = crypto.randomBytes(32)

  it('reads back what it sealed, including accents', () => {
    const plain = 'IT60X0542811101000000123456 — Niccolò'
    expect(decryptText(key, encryptText(key, plain))).toBe(plain)
  })

  it('seals the same text differently every time and never in the clear', () => {
    const a = encryptText(key, 'RSSMRA80A01H501U')
    const b = encryptText(key, 'RSSMRA80A01H501U')
    expect(a).not.toBe(b)
    expect(a).not.toContain('RSSMRA')
    expect(a).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
  })

  it('refuses another key, a changed text and a malformed value', () => {
    const sealed = encryptText(key, 'segreto')
    expect(() => decryptText(crypto.randomBytes(32), sealed)).toThrow()
    const [iv, tag, data] = sealed.split('.') as [string, string, string]
    const flipped = Buffer.from(data, 'base64url')
    flipped[0] = flipped[0]! ^ 1
    expect(() => decryptText(key, [iv, tag, flipped.toString('base64url')].join('.'))).toThrow()
    expect(() => decryptText(key, 'not-sealed')).toThrow()
  })
})
