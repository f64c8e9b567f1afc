import fs from 'node:fs'
import path from 'node:path'
import { finished, type Readable } from 'node:stream'
import { promisify } from 'node:util'

/*
 * Lesson files kept open between requests: a player
 * seeking through a lesson asks for many small ranges of the same file, and each is then
 * read from the open file with no look at the disk first. A kept file is given up as soon
 * as its folder reports a change to it (a lesson replaced or deleted), and looked at again
 * at least every REVALIDATE_MS in case the report never comes. A request that started on a
 * kept file reads that file to its end, even if a new one took its name meanwhile. Small
 * ranges once read are kept with their file (players ask for the same ones again and again:
 * the start, where the index is) and given up with it.
 */

const REVALIDATE_MS = 1000
const MAX_KEPT = 64
/** Ranges up to this size are kept in memory once read, up to MAX_CHUNK_BYTES in all. */
const MAX_CHUNK = 64 * 1024
const MAX_CHUNK_BYTES = 16 * 1024 * 1024

const open = promisify(fs.open)
const fstat = promisify(fs.fstat)
const stat = promisify(fs.stat)
const close = (fd: number) => fs.close(fd, () => {})

export interface KeptFile {
  readonly file: string
  readonly size: number
  /** As @fastify/send writes them: `W/"<size>-<mtime>"` in hex, and the HTTP date. */
  readonly etag: string
  readonly lastModified: string
}

interface Kept extends KeptFile {
  fd: number
  ino: number
  mtimeMs: number
  checkedAt: number
  /** Reads and streams still using the descriptor. */
  users: number
  dropped: boolean
  /** Small ranges already read (`start-end`), sent again with no read. */
  chunks: Map<string, Buffer>
}

const sameFile = (a: fs.Stats, b: Kept) =>
  a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs

export class KeptFiles {
  private readonly files = new Map<string, Kept>()
  private readonly opening = new Map<string, Promise<Kept | null>>()
  private readonly watchers = new Map<string, fs.FSWatcher>()
  private chunkBytes = 0

  constructor(private readonly revalidateMs = REVALIDATE_MS) {}

  /** The file, open, with its size and validators; null when it is not a regular file. */
  async get(file: string): Promise<KeptFile | null> {
    const kept = this.files.get(file)
    if (kept && Date.now() - kept.checkedAt < this.revalidateMs) return kept
    if (kept) {
      const now = await stat(file).catch(() => null)
      if (now && this.files.get(file) === kept && sameFile(now, kept)) {
        kept.checkedAt = Date.now()
        return kept
      }
      this.drop(kept)
    }
    let pending = this.opening.get(file)
    if (!pending) {
      pending = this.openFile(file).finally(() => this.opening.delete(file))
      this.opening.set(file, pending)
    }
    return pending
  }

  /** The file when it is kept and was looked at recently: what `get` answers with no wait. */
  getNow(file: string): KeptFile | undefined {
    const kept = this.files.get(file)
    return kept && Date.now() - kept.checkedAt < this.revalidateMs ? kept : undefined
  }

  /** Bytes `start` to `end` when that range was read already: what `read` answers at once. */
  readNow(file: KeptFile, start: number, end: number): Buffer | undefined {
    return (file as Kept).chunks.get(`${start}-${end}`)
  }

  /** Bytes `start` to `end` (inclusive); null when the file no longer holds them. */
  read(file: KeptFile, start: number, end: number): Promise<Buffer | null> {
    const kept = file as Kept
    const chunk = kept.chunks.get(`${start}-${end}`)
    if (chunk) return Promise.resolve(chunk)
    const length = end - start + 1
    const buffer = Buffer.allocUnsafe(length)
    kept.users += 1
    return new Promise((resolve) => {
      fs.read(kept.fd, buffer, 0, length, start, (error, bytesRead) => {
        this.release(kept)
        if (error || bytesRead !== length) {
          this.drop(kept)
          resolve(null)
          return
        }
        if (length <= MAX_CHUNK && !kept.dropped) this.keepChunk(kept, `${start}-${end}`, buffer)
        resolve(buffer)
      })
    })
  }

  private keepChunk(kept: Kept, range: string, buffer: Buffer): void {
    if (kept.chunks.has(range)) return
    // Over the budget, every file's chunks go: reading them again costs one read each.
    if (this.chunkBytes + buffer.length > MAX_CHUNK_BYTES) {
      for (const other of this.files.values()) other.chunks.clear()
      this.chunkBytes = 0
    }
    kept.chunks.set(range, buffer)
    this.chunkBytes += buffer.length
  }

  /** A stream of bytes `start` to `end` (inclusive). */
  stream(file: KeptFile, start: number, end: number): Readable {
    const kept = file as Kept
    kept.users += 1
    const stream = fs.createReadStream('', { fd: kept.fd, start, end, autoClose: false })
    finished(stream, () => this.release(kept))
    return stream
  }

  /** Closes every kept file and stops watching their folders (the app closes). */
  close(): void {
    for (const kept of [...this.files.values()]) this.drop(kept)
    for (const watcher of this.watchers.values()) watcher.close()
    this.watchers.clear()
  }

  private async openFile(file: string): Promise<Kept | null> {
    const fd = await open(file, 'r').catch(() => null)
    if (fd === null) return null
    const info = await fstat(fd).catch(() => null)
    if (!info?.isFile()) {
      close(fd)
      return null
    }
    const kept: Kept = {
      file,
      size: info.size,
      etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
      lastModified: info.mtime.toUTCString(),
      fd,
      ino: info.ino,
      mtimeMs: info.mtimeMs,
      checkedAt: Date.now(),
      users: 0,
      dropped: false,
      chunks: new Map(),
    }
    const old = this.files.get(file)
    if (old) this.drop(old)
    this.files.set(file, kept)
    this.watch(path.dirname(file))
    // The longest kept goes first: a Map iterates in insertion order.
    if (this.files.size > MAX_KEPT) this.drop(this.files.values().next().value!)
    return kept
  }

  /** Any change the folder reports about a kept file gives it up. */
  private watch(dir: string): void {
    if (this.watchers.has(dir)) return
    try {
      const watcher = fs.watch(dir, { persistent: false }, (_event, name) => {
        for (const kept of [...this.files.values()]) {
          if (path.dirname(kept.file) !== dir) continue
          if (name === null || path.basename(kept.file) === String(name)) this.drop(kept)
        }
      })
      watcher.on('error', () => {
        watcher.close()
        this.watchers.delete(dir)
      })
      this.watchers.set(dir, watcher)
    } catch {
      // No reports here: REVALIDATE_MS alone notices a change.
    }
  }

  private drop(kept: Kept): void {
    if (this.files.get(kept.file) === kept) this.files.delete(kept.file)
    if (kept.dropped) return
    kept.dropped = true
    for (const chunk of kept.chunks.values()) this.chunkBytes -= chunk.length
    kept.chunks.clear()
    if (kept.users === 0) close(kept.fd)
  }

  private release(kept: Kept): void {
    kept.users -= 1
    if (kept.dropped && kept.users === 0) close(kept.fd)
  }
}
