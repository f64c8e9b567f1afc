import type { Readable } from 'node:stream'
import { DataStore, ERRORS, Upload } from '@tus/utils'
import type { MultipartUploads, Storage } from './storage.ts'

/*
 * Resumable uploads into a bucket (docs/decisions/029-resumable-uploads.md). A bucket cannot
 * append to a file, so an upload is one multipart upload of the bucket: the bytes of each
 * PATCH are cut into parts of PART_BYTES and sent as they arrive; what is left at the end of
 * a PATCH, short of a part, waits as a file of its own (`<id>.part`) for the next PATCH. The
 * list of parts sent is kept beside them (`<id>.info`), so the store asks the bucket nothing
 * but reads, writes and parts: any S3-compatible service will do. When the last byte is in,
 * the parts are joined into the file `<id>`.
 */

/** One of tus's answers (404, 409…) as an error to throw: tus sends its status and body. */
export function tusError(answer: { status_code: number; body: string }): Error {
  return Object.assign(new Error(answer.body.trim()), answer)
}

/** Bytes per part: S3 takes 5 MB at least for every part but the last. */
export const PART_BYTES = 8 * 1024 * 1024

interface Info {
  id: string
  size?: number
  metadata?: Record<string, string | null>
  creation_date?: string
  /** The bucket's id of the multipart upload. */
  uploadId: string
  parts: { part: number; etag: string; bytes: number }[]
  /** Bytes waiting in `<id>.part` for the next PATCH. */
  waiting: number
  /** All bytes are in and joined: the file `<id>` is whole. */
  joined: boolean
}

const infoKey = (id: string) => `${id}.info`
const waitingKey = (id: string) => `${id}.part`
const sent = (info: Info) => info.parts.reduce((sum, part) => sum + part.bytes, 0)

export class BucketStore extends DataStore {
  constructor(
    private readonly storage: Storage,
    private readonly parts: MultipartUploads,
    private readonly partBytes = PART_BYTES,
  ) {
    super()
    this.extensions = ['creation', 'creation-with-upload', 'creation-defer-length', 'termination']
  }

  private async read(id: string): Promise<Info> {
    const bytes = await this.storage.get(infoKey(id)).catch(() => null)
    if (!bytes) throw tusError(ERRORS.FILE_NOT_FOUND)
    return JSON.parse(bytes.toString('utf8')) as Info
  }

  private save(info: Info): Promise<void> {
    return this.storage.put(infoKey(info.id), Buffer.from(JSON.stringify(info)))
  }

  override async create(upload: Upload): Promise<Upload> {
    const uploadId = await this.parts.start(upload.id)
    await this.save({
      id: upload.id,
      size: upload.size,
      metadata: upload.metadata,
      creation_date: upload.creation_date ?? new Date().toISOString(),
      uploadId,
      parts: [],
      waiting: 0,
      joined: false,
    })
    return upload
  }

  override async getUpload(id: string): Promise<Upload> {
    const info = await this.read(id)
    return new Upload({
      id,
      size: info.size,
      offset: info.joined ? (info.size ?? sent(info)) : sent(info) + info.waiting,
      metadata: info.metadata,
      creation_date: info.creation_date,
    })
  }

  override async declareUploadLength(id: string, size: number): Promise<void> {
    const info = await this.read(id)
    info.size = size
    await this.save(info)
  }

  /**
   * Takes the PATCH's bytes from `offset`. A PATCH cut off ends its stream early: the parts
   * already sent stay, the rest waits as `<id>.part`, and the answer is the new offset, from
   * which the client resumes.
   */
  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const info = await this.read(id)
    const held: Buffer[] = info.waiting ? [await this.storage.get(waitingKey(id))] : []
    let holding = info.waiting
    if (sent(info) + holding !== offset) throw tusError(ERRORS.INVALID_OFFSET)
    const sendPart = async (bytes: Buffer) => {
      const part = info.parts.length + 1
      const etag = await this.parts.send(id, info.uploadId, part, bytes)
      info.parts.push({ part, etag, bytes: bytes.length })
      info.waiting = 0
      await this.save(info)
    }
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      held.push(chunk)
      holding += chunk.length
      while (holding >= this.partBytes) {
        const all = Buffer.concat(held)
        await sendPart(all.subarray(0, this.partBytes))
        held.splice(0, held.length, all.subarray(this.partBytes))
        holding -= this.partBytes
      }
    }
    const rest = Buffer.concat(held)
    const total = sent(info) + rest.length
    if (info.size !== undefined && total === info.size) {
      if (rest.length || info.parts.length === 0) await sendPart(rest)
      await this.parts.finish(id, info.uploadId, info.parts)
      info.joined = true
      await this.save(info)
      await this.storage.delete(waitingKey(id))
      return total
    }
    if (rest.length) await this.storage.put(waitingKey(id), rest)
    info.waiting = rest.length
    await this.save(info)
    return total
  }

  override async remove(id: string): Promise<void> {
    const info = await this.read(id)
    // Not every S3-compatible service drops parts on request; its own expiry rules then do.
    if (!info.joined) await this.parts.abort(id, info.uploadId).catch(() => {})
    await this.storage.delete(waitingKey(id))
    await this.storage.delete(id)
    await this.storage.delete(infoKey(id))
  }

  /** Forgets a finished upload whose file was moved away: its notes go. */
  async forget(id: string): Promise<void> {
    await this.storage.delete(waitingKey(id))
    await this.storage.delete(infoKey(id))
  }
}
