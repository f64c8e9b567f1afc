import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { afterAll, describe, expect, it } from 'vitest'
import { LessonPaths } from '@aula/contract/lessons'
import { signPath, urlSigningKey } from '#src/lib/signed-urls.ts'
import { buildTestApp } from '#test/helper.ts'

/*
 * With STORAGE=s3 the bucket stays private and the app reads every file from it: public media
 * under /media/ and lesson videos behind their signed addresses, one range at a time, with
 * the validators and answers HTTP asks for. An S3 server of this file's own (s3rver) on a
 * port chosen at run time.
 */

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-media-s3-'))
const s3rver = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: 'media', configs: [] }],
})
const { port } = await s3rver.run()
afterAll(async () => {
  await s3rver.close()
  fs.rmSync(directory, { recursive: true, force: true })
})

const t = await buildTestApp({
  STORAGE: 's3',
  S3_BUCKET: 'media',
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
})
const { storage } = t.deps

const bytes = crypto.randomBytes(50_000)
const name = `${crypto.randomBytes(6).toString('hex')}-320.webp`
await storage.put(`public/images/${name}`, bytes)
const url = `/media/images/${name}`
const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers })

describe('public media read from a private bucket', () => {
  it('is stored in the bucket, not on the disk', () => {
    expect(fs.existsSync(path.join(directory, 'media', 'public', 'images'))).toBe(true)
    expect(fs.existsSync(path.join(t.dataDir, 'files'))).toBe(false)
  })

  it('sends the file with its type, validators and a year of caching', async () => {
    const res = await get()
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.equals(bytes)).toBe(true)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['content-length']).toBe(String(bytes.length))
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['accept-ranges']).toBe('bytes')
    expect(res.headers.etag).toMatch(/^".+"$/)
    expect(Date.parse(String(res.headers['last-modified']))).toBeGreaterThan(0)
  })

  it('answers 304 with no bytes for the copy the browser has', async () => {
    const { headers } = await get()
    const byTag = await get({ 'if-none-match': String(headers.etag) })
    expect(byTag.statusCode).toBe(304)
    expect(byTag.rawPayload.length).toBe(0)
    const byDate = await get({ 'if-modified-since': String(headers['last-modified']) })
    expect(byDate.statusCode).toBe(304)
    const other = await get({ 'if-none-match': '"another"' })
    expect(other.statusCode).toBe(200)
  })

  it('sends a range, the whole file when If-Range names another version, and 416 past the end', async () => {
    const part = await get({ range: 'bytes=100-199' })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`)
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true)
    const suffix = await get({ range: 'bytes=-10' })
    expect(suffix.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true)

    const etag = String(part.headers.etag)
    expect((await get({ range: 'bytes=0-9', 'if-range': etag })).statusCode).toBe(206)
    const changed = await get({ range: 'bytes=0-9', 'if-range': '"older"' })
    expect(changed.statusCode).toBe(200)
    expect(changed.rawPayload.length).toBe(bytes.length)

    const past = await get({ range: `bytes=${bytes.length}-` })
    expect(past.statusCode).toBe(416)
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`)
    expect(past.json()).toEqual({ message: 'Range Not Satisfiable' })
  })

  it('answers HEAD with the length and no bytes', async () => {
    const res = await get({}, 'HEAD')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-length']).toBe(String(bytes.length))
    expect(res.rawPayload.length).toBe(0)
    const ranged = await get({ range: 'bytes=0-99' }, 'HEAD')
    expect(ranged.statusCode).toBe(206)
    expect(ranged.headers['content-length']).toBe('100')
  })

  it('answers 404 for a missing file, and never reaches a private one', async () => {
    const missing = await t.app.inject({ url: '/media/images/nothing-320.webp' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ message: expect.any(String) })

    const secret = Buffer.from('a private lesson')
    await storage.put('private/lessons/secret.mp4', secret)
    for (const address of [
      '/media/../private/lessons/secret.mp4',
      '/media/%2e%2e/private/lessons/secret.mp4',
      '/media/..%2fprivate%2flessons%2fsecret.mp4',
      '/media/images//secret.mp4',
      '/media/',
    ]) {
      const res = await t.app.inject({ url: address })
      expect(res.statusCode, address).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, address).toBeLessThan(500)
      expect(res.rawPayload.includes(secret), address).toBe(false)
    }
  })
})

describe('lesson videos read from a private bucket', () => {
  const signingKey = urlSigningKey(t.deps.dataKey)
  const lesson = crypto.randomBytes(20_000)
  const file = `${crypto.randomBytes(6).toString('hex')}.mp4`
  const signed = () =>
    signPath(signingKey, LessonPaths.lessonVideoPrefix + file, new Date(Date.now() + 60e3))

  it('sends the range asked for, privately, once the signature is checked', async () => {
    await storage.put(`private/lessons/${file}`, lesson)
    const res = await t.app.inject({ url: signed(), headers: { range: 'bytes=1000-1999' } })
    expect(res.statusCode).toBe(206)
    expect(res.headers['content-type']).toBe('video/mp4')
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.headers['content-range']).toBe(`bytes 1000-1999/${lesson.length}`)
    expect(res.rawPayload.equals(lesson.subarray(1000, 2000))).toBe(true)
    const again = await t.app.inject({
      url: signed(),
      headers: { 'if-none-match': String(res.headers.etag) },
    })
    expect(again.statusCode).toBe(304)

    const unsigned = await t.app.inject({ url: LessonPaths.lessonVideoPrefix + file })
    expect(unsigned.statusCode).toBe(403)
    expect(unsigned.rawPayload.includes(lesson.subarray(0, 64))).toBe(false)
  })

  it('answers 404 once the lesson file is deleted', async () => {
    await storage.delete(`private/lessons/${file}`)
    const res = await t.app.inject({ url: signed(), headers: { range: 'bytes=0-99' } })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: expect.any(String) })
  })
})
