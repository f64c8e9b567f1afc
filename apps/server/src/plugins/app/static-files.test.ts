import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '#test/helper.ts'

/*
 * The built web app's files (docs/architecture.md#static-files): the brotli or gzip copy the
 * web build wrote is sent as it is to a browser that accepts it, hashed assets are kept for a
 * year, pictures are never compressed again, and the page template is never sent as a file.
 */

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-static-'))
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }))
const write = (name: string, data: Buffer | string) => {
  fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true })
  fs.writeFileSync(path.join(dist, name), data)
}
write(
  'index.html',
  '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
)
const script = Buffer.from(`export const lines = [${'"una riga di codice",'.repeat(200)}]\n`)
const brotli = zlib.brotliCompressSync(script)
const gzip = zlib.gzipSync(script, { level: 9 })
write('assets/index-Ab12Cd34.js', script)
write('assets/index-Ab12Cd34.js.br', brotli)
write('assets/index-Ab12Cd34.js.gz', gzip)
const picture = Buffer.alloc(4096, 7)
write('assets/hero-Zz99Yy88.webp', picture)
write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"></svg>')

const t = await buildTestApp({ WEB_DIST: dist })
const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers })
const IMMUTABLE = 'public, max-age=31536000, immutable'

describe('hashed assets of the web build', () => {
  it('sends the brotli copy as it is to a browser that accepts brotli', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/)
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(res.headers['cache-control']).toBe(IMMUTABLE)
    expect(res.rawPayload.equals(brotli)).toBe(true)
    expect(zlib.brotliDecompressSync(res.rawPayload).equals(script)).toBe(true)
  })

  it('sends the gzip copy to a browser that accepts only gzip, and plain bytes otherwise', async () => {
    const gz = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br;q=0, gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.rawPayload.equals(gzip)).toBe(true)
    expect(gz.headers['cache-control']).toBe(IMMUTABLE)
    const plainOnes: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ]
    for (const headers of plainOnes) {
      const plain = await get('/assets/index-Ab12Cd34.js', headers)
      expect(plain.statusCode).toBe(200)
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.headers.vary).toMatch(/accept-encoding/i)
      expect(plain.rawPayload.equals(script)).toBe(true)
    }
  })

  it('carries the security headers, and goes as kept to a client asking only for deflate', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'deflate' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.rawPayload.equals(script)).toBe(true)
  })

  it('answers HEAD with the headers and no body, and 304 to a matching ETag', async () => {
    const head = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-encoding']).toBe('br')
    expect(Number(head.headers['content-length'])).toBe(brotli.length)
    expect(head.rawPayload.length).toBe(0)
    const etag = head.headers.etag as string
    expect(etag).toBeTruthy()
    const again = await get('/assets/index-Ab12Cd34.js', {
      'accept-encoding': 'br',
      'if-none-match': etag,
    })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
  })

  it('never compresses a picture again, and keeps it for a year too', async () => {
    const res = await get('/assets/hero-Zz99Yy88.webp', { 'accept-encoding': 'gzip, deflate, br' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.headers['cache-control']).toBe(IMMUTABLE)
    expect(res.rawPayload.equals(picture)).toBe(true)
  })

  it('lets browsers revalidate a file without a hash in its name', async () => {
    const res = await get('/favicon.svg')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=0')
  })

  it('never sends the page template or a copy of it as a file', async () => {
    for (const url of ['/index.html', '/index.html.br', '/index.html.gz']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' })
      expect(res.body, url).not.toContain('<!--app-head-->')
      expect(res.headers['cache-control'], url).not.toBe(IMMUTABLE)
    }
  })

  it('answers 404 for a missing asset', async () => {
    const res = await get('/assets/missing-00000000.js', { 'accept-encoding': 'br' })
    expect(res.statusCode).toBe(404)
  })
})
