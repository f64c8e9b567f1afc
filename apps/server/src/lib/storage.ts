import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { Readable } from 'node:stream'

/**
 * Where files live. One interface so an S3-compatible adapter can replace the local disk
 * (STORAGE). Keys are relative paths such as "images/ab12-800.webp".
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>
  putStream(key: string, stream: Readable): Promise<number>
  get(key: string): Promise<Buffer>
  createReadStream(key: string, range?: { start: number; end: number }): Readable
  size(key: string): Promise<number>
  exists(key: string): Promise<boolean>
  delete(key: string): Promise<void>
  /** Absolute folder of the keys under "public/", served under /media/. Other keys are private. */
  readonly publicRoot: string
  /**
   * The key's absolute path, when the files are on this machine's disk: a private file
   * (a lesson video) is then sent by @fastify/send (ranges, ETag, 304) without a copy.
   */
  localPath?(key: string): string
}

export function createLocalStorage(root: string): Storage {
  fs.mkdirSync(path.join(root, 'public'), { recursive: true })
  const resolve = (key: string) => {
    const full = path.resolve(root, key)
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
    get: (key) => fsp.readFile(resolve(key)),
    createReadStream: (key, range) => fs.createReadStream(resolve(key), range),
    size: async (key) => (await fsp.stat(resolve(key))).size,
    exists: async (key) =>
      fsp.access(resolve(key)).then(
        () => true,
        () => false,
      ),
    delete: (key) => fsp.rm(resolve(key), { force: true }),
  }
}
