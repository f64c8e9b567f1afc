import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * The key that encrypts personal data at rest (DESIGN §3). Outside production an unset
 * DATA_KEY is generated once into DATA_DIR and reused, so a restart can read old data.
 */
export function resolveDataKey(dataDir: string, configured?: string): Buffer {
  if (configured) return Buffer.from(configured, 'base64')
  const file = path.join(dataDir, 'data.key')
  if (fs.existsSync(file)) {
    const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64')
    if (key.length === 32) return key
    throw new Error(`${file} does not hold a 32-byte base64 key`)
  }
  fs.mkdirSync(dataDir, { recursive: true })
  const key = crypto.randomBytes(32)
  fs.writeFileSync(file, key.toString('base64') + '\n', { mode: 0o600 })
  return key
}

/** AES-256-GCM; the output is iv.tag.ciphertext in base64url, safe in a text column. */
export function encryptText(key: Buffer, plain: string): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv)
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.')
}

export function decryptText(key: Buffer, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'))
  if (!iv || !tag || !data) throw new Error('Malformed encrypted value')
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv)
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')
}
