import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LessonPaths } from '@aula/contract/lessons'
import { signPath, urlSigningKey } from '#src/lib/signed-urls.ts'
import { buildTestApp } from '#test/helper.ts'

/*
 * Lesson files are kept open between requests (kept-files.ts): a player's many ranges of one
 * lesson are read with no look at the disk, yet a lesson file replaced or deleted is noticed
 * within a second, and never answered with the old file's size or validators.
 */

// The local disk's own fast path: with S3 storage every request asks the bucket.
const t = await buildTestApp({ STORAGE: 'local' })
const { storage } = t.deps
const signingKey = urlSigningKey(t.deps.dataKey)

let counter = 0
/** A private lesson file as the admin form stores it, and its signed address. */
async function lessonFile(bytes: Buffer) {
  const name = `kept${Date.now().toString(36)}${++counter}.mp4`
  const key = `private/lessons/${name}`
  await storage.put(key, bytes)
  const url = signPath(
    signingKey,
    LessonPaths.lessonVideoPrefix + name,
    new Date(Date.now() + 60e3),
  )
  return { key, url }
}

const bytesOf = (length: number, seed: number) =>
  Buffer.from(Array.from({ length }, (_, i) => (i * 7 + seed) % 251))

const fetchVideo = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br', ...headers } })

/** Asks until `check` holds, for at most two seconds (a change is noticed within one). */
async function eventually(ask: () => Promise<boolean>) {
  const until = Date.now() + 2000
  while (!(await ask())) {
    if (Date.now() > until) throw new Error('the change was not noticed in time')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('lesson files kept open between requests', () => {
  it('answers repeated ranges and the whole file with the same bytes and validators', async () => {
    const bytes = bytesOf(300_000, 1)
    const { url } = await lessonFile(bytes)
    const first = await fetchVideo(url, { range: 'bytes=0-4095' })
    for (let i = 0; i < 3; i++) {
      const again = await fetchVideo(url, { range: 'bytes=0-4095' })
      expect(again.statusCode).toBe(206)
      expect(again.headers.etag).toBe(first.headers.etag)
      expect(again.headers['last-modified']).toBe(first.headers['last-modified'])
      expect(again.rawPayload.equals(bytes.subarray(0, 4096))).toBe(true)
    }
    // A long range and the whole file stream from the same open file.
    const long = await fetchVideo(url, { range: 'bytes=1000-' })
    expect(long.statusCode).toBe(206)
    expect(long.headers['content-range']).toBe(`bytes 1000-299999/300000`)
    expect(long.rawPayload.equals(bytes.subarray(1000))).toBe(true)
    const whole = await fetchVideo(url)
    expect(whole.statusCode).toBe(200)
    expect(Number(whole.headers['content-length'])).toBe(bytes.length)
    expect(whole.rawPayload.equals(bytes)).toBe(true)
  })

  it('serves a replaced lesson file fresh, with its new size and ETag', async () => {
    const before = bytesOf(5000, 2)
    const { key, url } = await lessonFile(before)
    const old = await fetchVideo(url, { range: 'bytes=0-99' })
    expect(old.rawPayload.equals(before.subarray(0, 100))).toBe(true)
    const after = bytesOf(7000, 3)
    await storage.put(key, after)
    await eventually(async () => {
      const res = await fetchVideo(url, { range: 'bytes=0-99' })
      return res.rawPayload.equals(after.subarray(0, 100))
    })
    const now = await fetchVideo(url, { range: 'bytes=0-99' })
    expect(now.headers['content-range']).toBe('bytes 0-99/7000')
    expect(now.headers.etag).not.toBe(old.headers.etag)
  })

  it('serves a lesson file rewritten in place fresh', async () => {
    const { key, url } = await lessonFile(bytesOf(4000, 4))
    await fetchVideo(url, { range: 'bytes=0-99' })
    const after = bytesOf(4000, 5)
    fs.writeFileSync(storage.localPath!(key), after)
    await eventually(async () => {
      const res = await fetchVideo(url, { range: 'bytes=0-99' })
      return res.rawPayload.equals(after.subarray(0, 100))
    })
  })

  it('answers 404 once a lesson file is deleted', async () => {
    const { key, url } = await lessonFile(bytesOf(3000, 6))
    expect((await fetchVideo(url, { range: 'bytes=0-99' })).statusCode).toBe(206)
    await storage.delete(key)
    await eventually(
      async () => (await fetchVideo(url, { range: 'bytes=0-99' })).statusCode === 404,
    )
    expect(fs.existsSync(path.dirname(storage.localPath!(key)))).toBe(true)
  })
})
