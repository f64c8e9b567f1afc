import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalStorage, type Storage } from './storage.ts'
import { createS3Storage } from './storage-s3.ts'

/*
 * One contract, two adapters: the local disk, and an S3 bucket (s3rver, an S3 server in
 * process on a port chosen at run time). Whatever the app relies on must behave alike.
 */

const dirs: string[] = []
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-storage-'))
  dirs.push(dir)
  return dir
}

let s3rver: S3rver
let endpoint = ''
beforeAll(async () => {
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: tempDir(),
    configureBuckets: [{ name: 'contract', configs: [] }],
  })
  const address = await s3rver.run()
  endpoint = `http://127.0.0.1:${address.port}`
})

const opened: Storage[] = []
afterAll(async () => {
  for (const storage of opened) storage.close?.()
  await s3rver?.close()
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
})

/** The settings of the contract's bucket on the test's s3rver. */
const contractBucket = () => ({
  bucket: 'contract',
  region: 'us-east-1',
  endpoint,
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
})

const adapters: [string, () => Storage | Promise<Storage>][] = [
  ['local', () => createLocalStorage(tempDir())],
  ['s3', () => createS3Storage(contractBucket())],
]

async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = []
  for await (const chunk of stream) parts.push(chunk as Buffer)
  return Buffer.concat(parts)
}

/** A stream of `total` bytes in 64 KB chunks, as an upload arrives. */
function chunked(data: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < data.length; i += 65536) yield data.subarray(i, i + 65536)
    })(),
  )
}

describe('s3 storage at start', () => {
  const settings = contractBucket

  it('accepts a bucket that exists', async () => {
    const storage = await createS3Storage(settings())
    opened.push(storage)
    await expect(storage.check!()).resolves.toBeUndefined()
  })

  it('names a missing bucket, refused keys and an unreachable server in one line', async () => {
    const missing = await createS3Storage({ ...settings(), bucket: 'no-such-bucket' })
    const refused = await createS3Storage({ ...settings(), accessKeyId: 'NOT-A-KEY' })
    const away = await createS3Storage({ ...settings(), endpoint: 'http://127.0.0.1:1' })
    opened.push(missing, refused, away)
    await expect(missing.check!()).rejects.toThrow(
      `S3 bucket no-such-bucket does not exist at ${endpoint}: create it first (it stays private)`,
    )
    await expect(refused.check!()).rejects.toThrow(
      `S3 bucket contract refused access at ${endpoint}: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`,
    )
    await expect(away.check!()).rejects.toThrow(
      'S3 bucket contract cannot be reached at http://127.0.0.1:1 (ECONNREFUSED): check S3_ENDPOINT',
    )
  })
})

describe('s3 storage, a file sent in parts', () => {
  it('joins the parts in order into one file, shown only once joined', async () => {
    const storage = await createS3Storage(contractBucket())
    opened.push(storage)
    const parts = storage.multipart!
    const key = `parts-${crypto.randomBytes(4).toString('hex')}/video`
    const first = crypto.randomBytes(5 * 1024 * 1024)
    const last = crypto.randomBytes(1234)
    const id = await parts.start(key)
    const sent = [
      { part: 1, etag: await parts.send(key, id, 1, first) },
      { part: 2, etag: await parts.send(key, id, 2, last) },
    ]
    expect(await storage.exists(key)).toBe(false)
    await parts.finish(key, id, sent)
    expect((await storage.get(key)).equals(Buffer.concat([first, last]))).toBe(true)
  })
})

describe.each(adapters)('%s storage', (_name, make) => {
  let storage: Storage
  // Each adapter's keys under a folder of their own, so the S3 bucket can be shared.
  const folder = `run-${crypto.randomBytes(4).toString('hex')}`
  beforeAll(async () => {
    storage = await make()
    opened.push(storage)
  })

  it('gives back what was put, and tells its size and validators', async () => {
    const key = `${folder}/public/images/a.webp`
    await storage.put(key, Buffer.from('hello world'))
    expect((await storage.get(key)).toString()).toBe('hello world')
    expect(await storage.size(key)).toBe(11)
    expect(await storage.exists(key)).toBe(true)
    const stat = await storage.stat(key)
    expect(stat?.size).toBe(11)
    expect(stat?.etag).toMatch(/^(W\/)?".+"$/)
    expect(stat?.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000)
  })

  it('says a missing file is missing', async () => {
    const key = `${folder}/nothing/here.bin`
    expect(await storage.exists(key)).toBe(false)
    expect(await storage.stat(key)).toBeNull()
    await expect(storage.get(key)).rejects.toThrow()
    await expect(storage.size(key)).rejects.toThrow()
    await expect(readAll(storage.createReadStream(key))).rejects.toThrow()
  })

  it('replaces a file put again under the same key', async () => {
    const key = `${folder}/private/replace.txt`
    await storage.put(key, Buffer.from('first'))
    await storage.put(key, Buffer.from('second!'))
    expect((await storage.get(key)).toString()).toBe('second!')
  })

  it('streams a file in and reads any range of it back', async () => {
    const data = crypto.randomBytes(300_000)
    const key = `${folder}/private/lessons/v.mp4`
    expect(await storage.putStream(key, chunked(data))).toBe(data.length)
    expect((await readAll(storage.createReadStream(key))).equals(data)).toBe(true)
    const range = await readAll(storage.createReadStream(key, { start: 1000, end: 1999 }))
    expect(range.equals(data.subarray(1000, 2000))).toBe(true)
    const last = await readAll(
      storage.createReadStream(key, { start: data.length - 1, end: data.length - 1 }),
    )
    expect(last.equals(data.subarray(data.length - 1))).toBe(true)
  })

  it('stores a video larger than one multipart part whole', async () => {
    // More than S3's 5 MB smallest part and the adapter's 8 MB part: sent in several parts.
    const data = crypto.randomBytes(9 * 1024 * 1024 + 12345)
    const key = `${folder}/private/lessons/big.mp4`
    expect(await storage.putStream(key, chunked(data))).toBe(data.length)
    expect(await storage.size(key)).toBe(data.length)
    const tail = await readAll(
      storage.createReadStream(key, { start: data.length - 5000, end: data.length - 1 }),
    )
    expect(tail.equals(data.subarray(data.length - 5000))).toBe(true)
    expect(crypto.hash('sha256', await storage.get(key))).toBe(crypto.hash('sha256', data))
  })

  it('keeps nothing of a stream that fails, and passes its error on', async () => {
    const key = `${folder}/private/lessons/cut.mp4`
    const failing = Readable.from(
      (async function* () {
        yield crypto.randomBytes(6 * 1024 * 1024)
        throw new Error('client went away')
      })(),
    )
    await expect(storage.putStream(key, failing)).rejects.toThrow('client went away')
    expect(await storage.exists(key)).toBe(false)
  })

  it('deletes, and deleting a missing file is no error', async () => {
    const key = `${folder}/public/images/gone.webp`
    await storage.put(key, Buffer.from('x'))
    await storage.delete(key)
    expect(await storage.exists(key)).toBe(false)
    await expect(storage.delete(key)).resolves.toBeUndefined()
  })

  it('moves a file to another key without changing a byte', async () => {
    const data = crypto.randomBytes(70_000)
    const from = `${folder}/uploads/moved`
    const to = `${folder}/private/lessons/moved.mp4`
    await storage.put(from, data)
    await storage.move(from, to)
    expect(await storage.exists(from)).toBe(false)
    expect((await storage.get(to)).equals(data)).toBe(true)
    await expect(storage.move(from, `${folder}/elsewhere`)).rejects.toMatchObject({
      code: 'ENOENT',
    })
  })

  it('lists the keys under a prefix, sorted', async () => {
    const base = `${folder}/list`
    for (const name of ['b/2.txt', 'a/1.txt', 'b/1.txt', 'c.txt']) {
      await storage.put(`${base}/${name}`, Buffer.from(name))
    }
    expect(await storage.list(`${base}/b/`)).toEqual([`${base}/b/1.txt`, `${base}/b/2.txt`])
    expect(await storage.list(`${base}/`)).toEqual(
      ['a/1.txt', 'b/1.txt', 'b/2.txt', 'c.txt'].map((n) => `${base}/${n}`),
    )
    const all = await storage.list()
    expect(all).toEqual(expect.arrayContaining([`${base}/c.txt`, `${folder}/private/replace.txt`]))
    expect(all).toEqual([...all].sort())
  })

  it('refuses keys that would leave the store', async () => {
    for (const key of ['../outside.txt', '/etc/passwd', `${folder}/../../x`, 'a//b', './a', '']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/Bad storage key/)
      await expect(storage.get(key), key).rejects.toThrow(/Bad storage key/)
      await expect(storage.exists(key), key).rejects.toThrow(/Bad storage key/)
      await expect(storage.delete(key), key).rejects.toThrow(/Bad storage key/)
      expect(() => storage.createReadStream(key), key).toThrow(/Bad storage key/)
    }
    await expect(storage.list('../')).rejects.toThrow(/Bad storage key/)
  })
})
