import { Readable } from 'node:stream'
import { fileTypeFromBuffer } from 'file-type'
import { now } from '#src/lib/clock.ts'
import { HttpError } from '#src/lib/http-error.ts'
import type { Storage } from '#src/lib/storage.ts'
import {
  deleteAsset,
  insertAsset,
  newAssetId,
  publicUrl,
  type Asset,
  type AssetDeps,
  type NewAsset,
} from '#src/lib/assets.ts'
import { probeMp4, type Mp4Info } from '#src/lib/mp4.ts'

/** Videos up to 2 GB, streamed to storage, never buffered whole (docs/product.md#uploads). */
export const MAX_VIDEO_BYTES = 2 * 1024 ** 3

/** file-type needs this much of the head to tell containers apart. */
const HEAD_BYTES = 4100

/** The containers browsers play, by the type sniffed from the head, with the stored extension. */
const CONTAINERS: Record<string, { ext: string; mime: string }> = {
  'video/mp4': { ext: 'mp4', mime: 'video/mp4' },
  'video/x-m4v': { ext: 'mp4', mime: 'video/mp4' },
  'video/quicktime': { ext: 'mov', mime: 'video/quicktime' },
  'video/webm': { ext: 'webm', mime: 'video/webm' },
}

export type VideoVisibility = 'public' | 'private'

export interface VideoOptions {
  /**
   * public: a course's preview, served by anyone at /media/videos/<id>.<ext>;
   * private: a lesson, only handed out through signed URLs to buyers.
   */
  visibility: VideoVisibility
  ownerUserId?: number | null
  maxBytes?: number
}

export function videoKey(id: string, visibility: VideoVisibility, ext = 'mp4'): string {
  return visibility === 'public' ? `public/videos/${id}.${ext}` : `private/lessons/${id}.${ext}`
}

/**
 * Splits the first bytes off a stream (to sniff them) and returns a stream of the whole
 * content again, which stops with 413 once it passes `maxBytes`.
 */
async function takeHead(source: Readable, maxBytes: number) {
  const iterator: AsyncIterator<Buffer> = source[Symbol.asyncIterator]()
  const chunks: Buffer[] = []
  let length = 0
  let done = false
  while (length < HEAD_BYTES) {
    const next = await iterator.next()
    if (next.done) {
      done = true
      break
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value)
    chunks.push(chunk)
    length += chunk.length
  }
  const head = Buffer.concat(chunks)
  async function* whole() {
    let total = head.length
    if (total > maxBytes) throw new HttpError(413, 'Video too large')
    yield head
    if (done) return
    for (;;) {
      const next = await iterator.next()
      if (next.done) return
      const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value)
      total += chunk.length
      if (total > maxBytes) throw new HttpError(413, 'Video too large')
      yield chunk
    }
  }
  const stop = async () => {
    await iterator.return?.()
    source.destroy()
  }
  return { head, body: () => Readable.from(whole()), stop }
}

/** Reads the duration and size of a stored MP4 or QuickTime file; unknown for others. */
export async function probeStoredVideo(storage: Storage, key: string): Promise<Mp4Info> {
  const size = await storage.size(key)
  const read = async (start: number, length: number) => {
    if (length <= 0 || start >= size) return Buffer.alloc(0)
    const end = Math.min(size, start + length) - 1
    const parts: Buffer[] = []
    for await (const chunk of storage.createReadStream(key, { start, end })) {
      parts.push(chunk as Buffer)
    }
    return Buffer.concat(parts)
  }
  return probeMp4(read, size)
}

/** The container a video's first bytes show, among those browsers play; 415 otherwise. */
async function containerOf(head: Buffer) {
  const type = await fileTypeFromBuffer(head)
  const container = type && CONTAINERS[type.mime]
  if (!container) throw new HttpError(415, 'Unsupported video type')
  return container
}

/** The row of a video stored at `key`, with its duration when its index can be read. */
async function videoRow(
  storage: Storage,
  id: string,
  key: string,
  container: { ext: string; mime: string },
  bytes: number,
  opts: VideoOptions,
): Promise<NewAsset> {
  let info: Mp4Info = { durationSeconds: null, width: null, height: null }
  if (container.ext !== 'webm') {
    try {
      info = await probeStoredVideo(storage, key)
    } catch {
      // A damaged index leaves the duration unknown; the video itself may still play.
    }
  }
  return {
    id,
    kind: 'video',
    storage_key: key,
    mime: container.mime,
    bytes,
    width: info.width,
    height: info.height,
    variants: null,
    duration_seconds: info.durationSeconds,
    encrypted: 0,
    owner_user_id: opts.ownerUserId ?? null,
    created_at: now(),
  }
}

/**
 * Streams a video into storage after checking its head is an MP4, QuickTime or WebM
 * container, and reads its duration. Writes files only: the caller inserts the row
 * (storeVideo does both).
 */
export async function saveVideo(
  storage: Storage,
  source: Buffer | Readable,
  opts: VideoOptions,
): Promise<NewAsset> {
  const stream = Buffer.isBuffer(source) ? Readable.from([source]) : source
  const maxBytes = opts.maxBytes ?? MAX_VIDEO_BYTES
  const { head, body, stop } = await takeHead(stream, maxBytes)
  const container = await containerOf(head).catch(async (error: unknown) => {
    await stop()
    throw error
  })
  const id = newAssetId()
  const key = videoKey(id, opts.visibility, container.ext)
  const bytes = await storage.putStream(key, body())
  return videoRow(storage, id, key, container, bytes, opts)
}

/**
 * Makes the file of a finished upload (features/uploads) a video, as saveVideo would have
 * stored it: its head checked (415), then moved to a video's key, its bytes never copied.
 * Writes files only: the caller inserts the row, or moves the file back (`from`) if it
 * does not.
 */
export async function adoptVideo(
  storage: Storage,
  from: string,
  opts: VideoOptions,
): Promise<NewAsset> {
  const size = await storage.size(from)
  const head: Buffer[] = []
  if (size > 0) {
    const end = Math.min(size, HEAD_BYTES) - 1
    for await (const chunk of storage.createReadStream(from, { start: 0, end })) {
      head.push(chunk as Buffer)
    }
  }
  const container = await containerOf(Buffer.concat(head))
  const id = newAssetId()
  const key = videoKey(id, opts.visibility, container.ext)
  await storage.move(from, key)
  return videoRow(storage, id, key, container, size, opts)
}

/** Stores a video (see saveVideo) and its asset row; returns the asset id. */
export async function storeVideo(
  deps: AssetDeps,
  source: Buffer | Readable,
  opts: VideoOptions,
): Promise<string> {
  const row = await saveVideo(deps.storage, source, opts)
  try {
    await insertAsset(deps.db, row)
  } catch (error) {
    await deps.storage.delete(row.storage_key)
    throw error
  }
  return row.id
}

/** The address of a public video; null for a private lesson (served through signed URLs). */
export function videoUrl(asset: Pick<Asset, 'storage_key'>): string | null {
  return publicUrl(asset.storage_key)
}

export async function deleteVideo(deps: AssetDeps, id: string): Promise<boolean> {
  return deleteAsset(deps, id)
}
