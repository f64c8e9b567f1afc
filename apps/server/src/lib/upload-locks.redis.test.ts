import crypto from 'node:crypto'
import http from 'node:http'
import { afterAll, describe, expect, it } from 'vitest'
import { pino } from 'pino'
import { buildApp } from '#src/app.ts'
import { closeServices, openServices } from '#src/services.ts'
import { adminWriteHeaders } from '#test/admin.ts'
import { dropRedisKeys } from '#test/redis.ts'
import { buildTestApp } from '#test/helper.ts'
import { tusClient } from '#test/fixtures/uploads.ts'
import { openSharedState } from './redis.ts'
import { RedisUploadLocker } from './upload-locks.redis.ts'

/*
 * One request at a time on an upload, across processes sharing Redis
 * (docs/decisions/029-resumable-uploads.md): the locker between two "processes" (two
 * connections to Redis), then two apps on one database, storage and Redis, where a client
 * that resumes on one process ends the PATCH it left hanging on the other.
 */

const url = process.env.TEST_REDIS_URL
if (!url) throw new Error('the Redis suite needs TEST_REDIS_URL (README "Test it")')
const prefix = `aula-test-${crypto.randomBytes(4).toString('hex')}:`
const silent = pino({ level: 'silent' })

const t = await buildTestApp({ REDIS_URL: url, REDIS_PREFIX: prefix })
const otherDeps = await openServices(t.config, silent)
const other = await buildApp(otherDeps, { loggerInstance: silent })
const otherBase = await other.listen({ host: '127.0.0.1', port: 0 })
const tus = await tusClient(t)

const opened: Awaited<ReturnType<typeof openSharedState>>[] = []
const process2 = async () => {
  const shared = await openSharedState(url, prefix, silent)
  opened.push(shared)
  return shared
}

afterAll(async () => {
  for (const shared of opened) await shared.close()
  await other.close()
  await closeServices(otherDeps)
  // What the tests counted and locked goes with them.
  await dropRedisKeys(url, prefix)
})

const never = new AbortController().signal

describe('the upload locker', () => {
  it('asks the holder in another process to let go, then takes the upload', async () => {
    const first = new RedisUploadLocker(await process2())
    const second = new RedisUploadLocker(await process2())
    const held = first.newLock('uploads/a')
    let asked = 0
    await held.lock(never, async () => {
      asked++
      await held.unlock()
    })
    await second.newLock('uploads/a').lock(never, () => {})
    expect(asked).toBe(1)
  })

  it('gives up after its wait when the holder does not let go', async () => {
    const first = new RedisUploadLocker(await process2())
    const second = new RedisUploadLocker(await process2(), { waitMs: 300 })
    await first.newLock('uploads/b').lock(never, () => {})
    await expect(second.newLock('uploads/b').lock(never, () => {})).rejects.toMatchObject({
      status_code: 500,
    })
  })

  it('takes an upload whose holder died once its lock runs out', async () => {
    const dying = await process2()
    const first = new RedisUploadLocker(dying, { ttlMs: 300 })
    await first.newLock('uploads/c').lock(never, () => {})
    // The process is gone: its renewals stop, nobody answers the request to let go.
    first.close()
    dying.client.disconnect()
    const second = new RedisUploadLocker(await process2(), { waitMs: 3000 })
    const started = Date.now()
    await second.newLock('uploads/c').lock(never, () => {})
    expect(Date.now() - started).toBeGreaterThan(100)
  })
})

describe('an upload resumed on another process', () => {
  it('ends the PATCH left hanging on the first, and goes on from what it kept', async () => {
    const auth = await adminWriteHeaders(t)
    const bytes = crypto.randomBytes(300_000)
    const { location } = await tus.create(auth, bytes.length)

    // A PATCH that sends 100 KB, then nothing more: a client whose network went quiet.
    let hangingEnded = false
    const hanging = http.request(`${tus.base}${location}`, {
      method: 'PATCH',
      headers: {
        ...auth,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(bytes.length),
      },
    })
    const ended = new Promise<void>((resolve) => {
      const end = () => {
        hangingEnded = true
        resolve()
      }
      hanging.on('response', (res) => res.resume().on('end', end))
      hanging.on('error', end)
    })
    await new Promise<void>((resolve) => hanging.write(bytes.subarray(0, 100_000), () => resolve()))
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(hangingEnded).toBe(false)

    // The client comes back through the other process: it asks where the upload stands.
    const head = await fetch(`${otherBase}${location}`, {
      method: 'HEAD',
      headers: { ...auth, 'tus-resumable': '1.0.0' },
    })
    expect(head.status).toBe(200)
    await ended
    const kept = Number(head.headers.get('upload-offset'))
    expect(kept).toBeGreaterThan(0)
    const rest = await fetch(`${otherBase}${location}`, {
      method: 'PATCH',
      headers: {
        ...auth,
        'tus-resumable': '1.0.0',
        'upload-offset': String(kept),
        'content-type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(bytes.subarray(kept)),
    })
    expect(rest.status).toBe(204)
    expect(Number(rest.headers.get('upload-offset'))).toBe(bytes.length)
    hanging.destroy()
  })
})
