import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { Readable } from 'node:stream'

/** What HTTP needs to answer for a stored file: its length and validators. */
export interface StoredFile {
  size: number
  /** A strong or weak entity tag, quoted as HTTP writes it. */
  etag: string
  lastModified: Date
}

/**
 * Where files live: the local disk, or an S3-compatible bucket (STORAGE, lib/storage-s3.ts;
 * docs/decisions/025-s3-storage.md). Keys are relative paths such as
 * "public/images/ab12-800.webp"; a key that would leave the store (an absolute path, "..",
 * an empty segment) is refused.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>
  putStream(key: string, stream: Readable): Promise<number>
  get(key: string): Promise<Buffer>
  createReadStream(key: string, range?: { start: number; end: number }): Readable
  size(key: string): Promise<number>
  exists(key: string): Promise<boolean>
  delete(key: string): Promise<void>
  /**
   * Gives a stored file another key (a finished upload becoming a lesson), without sending
   * its bytes through the app; fails with ENOENT when there is no file at `from`.
   */
  move(from: string, to: string): Promise<void>
  /** Size and validators of the file; null when there is none. */
  stat(key: string): Promise<StoredFile | null>
  /** Every key under the prefix (all keys without one), sorted. */
  list(prefix?: string): Promise<string[]>
  /** Lets go of connections (the app closes). */
  close?(): void
  /** Fails with one line naming the cause when the store cannot be used (checked at start). */
  check?(): Promise<void>
  /**
   * Absolute folder of the keys under "public/", served from the disk under /media/, when the
   * files are on this machine's disk; otherwise the app reads them from storage. Other keys
   * are private.
   */
  readonly publicRoot?: string
  /**
   * The key's absolute path, when the files are on this machine's disk: a private file
   * (a lesson video) is then sent by @fastify/send (ranges, ETag, 304) without a copy.
   */
  localPath?(key: string): string
  /**
   * A file built from parts sent one by one, kept by the store until the last arrives (S3's
   * multipart upload): what a resumable upload writes into a bucket, which cannot append.
   */
  readonly multipart?: MultipartUploads
}

/** S3's multipart upload, the parts numbered from 1; every part but the last of 5 MB at least. */
export interface MultipartUploads {
  /** Starts the file at `key`: the id its parts are sent under. */
  start(key: string): Promise<string>
  /** Sends one part; the answer is its entity tag, which `finish` needs. */
  send(key: string, uploadId: string, part: number, bytes: Buffer): Promise<string>
  /** Joins the parts into the file at `key`. */
  finish(key: string, uploadId: string, parts: { part: number; etag: string }[]): Promise<void>
  /** Drops the parts sent so far. */
  abort(key: string, uploadId: string): Promise<void>
}

/** Keys are relative, '/'-separated paths with no "." or ".." segment and no empty one. */
export function checkStorageKey(key: string): string {
  const segments = key.split('/')
  const bad =
    key.length === 0 ||
    key.length > 512 ||
    // A backslash or a control character (NUL, a line break) has no place in a key.
    // eslint-disable-next-line no-control-regex
    /[\\\0-\x1f]/.test(key) ||
    segments.some((s) => s === '' || s === '.' || s === '..')
  if (bad) throw new Error(`Bad storage key ${JSON.stringify(key)}`)
  return key
}

/** Files being written, beside their final name until they are renamed into place. */
const TEMPORARY = /\.\d+\.tmp$/

export function createLocalStorage(root: string): Storage {
  fs.mkdirSync(path.join(root, 'public'), { recursive: true })
  const resolve = (key: string) => {
    const full = path.resolve(root, checkStorageKey(key))
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Bad storage key ${key}`)
    return full
  }
  return {
    publicRoot: path.join(root, 'public'),
    localPath: resolve,
    async put(key, data) {
      const full = resolve(key)
      await fsp.mkdir(path.dirname(full), { recursive: true })
      const tmp = `${full}.${process.pid}.tmp`
      await fsp.writeFile(tmp, data)
      await fsp.rename(tmp, full)
    },
    async putStream(key, stream) {
      const full = resolve(key)
      await fsp.mkdir(path.dirname(full), { recursive: true })
      const tmp = `${full}.${process.pid}.tmp`
      try {
        await pipeline(stream, fs.createWriteStream(tmp))
        await fsp.rename(tmp, full)
      } catch (error) {
        await fsp.rm(tmp, { force: true })
        throw error
      }
      return (await fsp.stat(full)).size
    },
    get: async (key) => fsp.readFile(resolve(key)),
    createReadStream: (key, range) => fs.createReadStream(resolve(key), range),
    size: async (key) => (await fsp.stat(resolve(key))).size,
    exists: async (key) =>
      fsp.access(resolve(key)).then(
        () => true,
        () => false,
      ),
    delete: async (key) => fsp.rm(resolve(key), { force: true }),
    async move(from, to) {
      const target = resolve(to)
      await fsp.mkdir(path.dirname(target), { recursive: true })
      await fsp.rename(resolve(from), target)
    },
    async stat(key) {
      const info = await fsp.stat(resolve(key)).catch(() => null)
      if (!info?.isFile()) return null
      // As @fastify/send writes it, so both ways of sending a file agree.
      const etag = `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`
      return { size: info.size, etag, lastModified: info.mtime }
    },
    async list(prefix = '') {
      if (prefix) checkStorageKey(prefix.replace(/\/$/, ''))
      const entries = await fsp.readdir(root, { recursive: true, withFileTypes: true })
      return entries
        .filter((e) => e.isFile() && !TEMPORARY.test(e.name))
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
        .filter((key) => key.startsWith(prefix))
        .sort()
    },
  }
}
