import http from 'node:http'
import type net from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { LessonPaths } from '@aula/contract/lessons'
import { signPath, urlSigningKey } from '#src/lib/signed-urls.ts'
import { buildTestApp } from '#test/helper.ts'

/*
 * A range of a lesson already read is sent by the front door (lib/front-door.ts) once the
 * signature is checked: the same bytes and headers as the route's, and never without a valid
 * signature; anything else (conditions, other ranges, a file just replaced) goes to the route.
 */

// The local disk's own fast path: with S3 storage every request asks the bucket.
const t = await buildTestApp({ STORAGE: 'local' })
await t.app.listen({ host: '127.0.0.1', port: 0 })
const port = (t.app.server.address() as net.AddressInfo).port
afterAll(() => t.close())
const signingKey = urlSigningKey(t.deps.dataKey)

let counter = 0
async function lessonFile(bytes: Buffer) {
  const name = `door${Date.now().toString(36)}${++counter}.mp4`
  await t.deps.storage.put(`private/lessons/${name}`, bytes)
  const url = signPath(
    signingKey,
    LessonPaths.lessonVideoPrefix + name,
    new Date(Date.now() + 60e3),
  )
  return { name, url, key: `private/lessons/${name}` }
}

const bytesOf = (length: number, seed: number) =>
  Buffer.from(Array.from({ length }, (_, i) => (i * 11 + seed) % 251))

function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          )
        })
        .on('error', reject)
    },
  )
}

/** The answer, and whether the front door sent it. */
async function asked(url: string, headers: Record<string, string> = {}) {
  const before = t.app.frontDoor.count
  const answer = await get(url, headers)
  return { ...answer, byDoor: t.app.frontDoor.count === before + 1 }
}

/**
 * Asks until the door sends the answer, at most three times: a kept file is looked at again
 * after a second, which a slow machine may pass between two asks.
 */
async function byTheDoor(url: string, headers: Record<string, string>) {
  let answer = await asked(url, headers)
  for (let ask = 0; ask < 3 && !answer.byDoor; ask++) answer = await asked(url, headers)
  return answer
}

const RANGE = { range: 'bytes=0-4095' }
const comparable = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      // The request id is each request's own (the door's `kept-N`, Fastify's other ids).
      ([name]) => !['date', 'connection', 'keep-alive', 'x-request-id'].includes(name),
    ),
  )

describe('lesson ranges at the front door', () => {
  it('sends a range read before with the bytes and headers the route sends', async () => {
    const bytes = bytesOf(100_000, 1)
    const { url } = await lessonFile(bytes)
    const first = await asked(url, RANGE)
    expect(first.byDoor).toBe(false)
    const second = await byTheDoor(url, RANGE)
    expect(second.byDoor).toBe(true)
    expect(second.status).toBe(206)
    expect(second.body.equals(bytes.subarray(0, 4096))).toBe(true)
    expect(comparable(second.headers)).toEqual(comparable(first.headers))
    expect(second.headers['content-range']).toBe('bytes 0-4095/100000')
    expect(second.headers['cache-control']).toBe('private, no-store')
    expect(second.headers['content-security-policy']).toBeTruthy()
  })

  it('never sends a range without a valid, unexpired signature', async () => {
    const { name, url } = await lessonFile(bytesOf(10_000, 2))
    await asked(url, RANGE)
    const forged = url.replace(/sig=[^&]+/, 'sig=AAAA')
    expect(await asked(forged, RANGE)).toMatchObject({ status: 403, byDoor: false })
    const expired = signPath(
      signingKey,
      LessonPaths.lessonVideoPrefix + name,
      new Date(Date.now() - 1000),
    )
    expect(await asked(expired, RANGE)).toMatchObject({ status: 403, byDoor: false })
    expect(await asked(`${LessonPaths.lessonVideoPrefix}${name}`, RANGE)).toMatchObject({
      status: 403,
      byDoor: false,
    })
  })

  it('stops sending an address it has sent once its signature expires', async () => {
    const { name } = await lessonFile(bytesOf(20_000, 4))
    const expires = new Date(Math.ceil((Date.now() + 2000) / 1000) * 1000)
    const url = signPath(signingKey, LessonPaths.lessonVideoPrefix + name, expires)
    await asked(url, RANGE)
    expect(await byTheDoor(url, RANGE)).toMatchObject({ status: 206, byDoor: true })
    await new Promise((resolve) => setTimeout(resolve, expires.getTime() - Date.now() + 50))
    expect(await asked(url, RANGE)).toMatchObject({ status: 403, byDoor: false })
  })

  it('leaves conditional requests and new ranges to the route', async () => {
    const bytes = bytesOf(50_000, 3)
    const { url } = await lessonFile(bytes)
    const first = await asked(url, RANGE)
    const conditional = await asked(url, { 'if-none-match': String(first.headers.etag) })
    expect(conditional).toMatchObject({ status: 304, byDoor: false })
    const other = await asked(url, { range: 'bytes=100-199' })
    expect(other).toMatchObject({ status: 206, byDoor: false })
    expect(other.body.equals(bytes.subarray(100, 200))).toBe(true)
  })

  it('sends the new bytes once a lesson file is replaced', async () => {
    const { url, key } = await lessonFile(bytesOf(20_000, 4))
    await asked(url, RANGE)
    expect((await byTheDoor(url, RANGE)).byDoor).toBe(true)
    const after = bytesOf(30_000, 5)
    await t.deps.storage.put(key, after)
    const until = Date.now() + 3000
    let answer = await asked(url, RANGE)
    while (!answer.body.equals(after.subarray(0, 4096)) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      answer = await asked(url, RANGE)
    }
    expect(answer.body.equals(after.subarray(0, 4096))).toBe(true)
    expect(answer.headers['content-range']).toBe('bytes 0-4095/30000')
  })
})
