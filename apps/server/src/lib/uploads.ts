import { AsyncLocalStorage } from 'node:async_hooks'
import crypto from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { FileStore } from '@tus/file-store'
import { Server } from '@tus/server'
import { ERRORS, type DataStore, type Locker } from '@tus/utils'
import { FileMessages } from '@aula/contract/admin-forms'
import { UploadLimits } from '@aula/contract/uploads'
import { BucketStore, tusError } from './bucket-store.ts'
import { FieldsError, HttpError } from './http-error.ts'
import type { NewAsset } from './assets.ts'
import type { Storage } from './storage.ts'
import { adoptVideo, type VideoVisibility } from './videos.ts'

/*
 * Resumable uploads (the tus protocol; docs/decisions/029-resumable-uploads.md). An admin's
 * video arrives in chunks at /api/admin/uploads/<id> and is kept under `uploads/<id>` in
 * storage: on the local disk by tus's FileStore (notes in `<id>.json`), in a bucket as one
 * multipart upload (lib/bucket-store.ts). A form then names the finished upload in its video
 * field; reading the form adopts it as a video (moved, never copied), gives it back if the
 * write is refused, and forgets it once the write has committed. Uploads nobody used go after
 * UploadLimits.keptHours.
 */

/** Where uploads live in storage, and the address they are answered at. */
const FOLDER = 'uploads'
export const UPLOADS_PATH = '/api/admin/uploads'
const ID = /^[0-9a-f]{32}$/

/** The admin a tus request is answered for, set by `handle` around it. */
const asker = new AsyncLocalStorage<number>()

/**
 * The store as tus sees it: an upload answers only the admin who started it, to anyone else
 * it does not exist. tus reads an upload under its lock, so the check never sees an upload
 * half written by a PATCH still ending.
 */
function ownersOnly(store: DataStore): DataStore {
  const mine = async (id: string) => {
    const upload = await store.getUpload(id)
    const owner = asker.getStore()
    if (owner === undefined || upload.metadata?.owner !== String(owner))
      throw tusError(ERRORS.FILE_NOT_FOUND)
    return upload
  }
  const remove = async (id: string) => {
    await mine(id)
    await store.remove(id)
  }
  return new Proxy(store, {
    get(target, name) {
      if (name === 'getUpload') return mine
      if (name === 'remove') return remove
      const value: unknown = Reflect.get(target, name)
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value
    },
  })
}

export interface Uploads {
  /** Answers one tus request; the route has checked that `owner` is an admin who may write. */
  handle(req: IncomingMessage, res: ServerResponse, owner: number): Promise<void>
  /**
   * The finished upload `id` of `owner` made a video (lib/videos.ts adoptVideo); a 400 on the
   * form's field `field` when it is missing, someone else's or unfinished.
   */
  claim(id: string, owner: number, visibility: VideoVisibility, field: string): Promise<NewAsset>
  /** Moves a claimed video back to its upload, which the admin can name again. */
  giveBack(id: string, asset: Pick<NewAsset, 'storage_key'>): Promise<void>
  /** Drops the notes of a claimed upload whose video is now in use. */
  forget(id: string): Promise<void>
  /** Removes the uploads untouched for `ms` (by default UploadLimits.keptHours); how many. */
  sweep(ms?: number): Promise<number>
}

const keyOf = (id: string) => `${FOLDER}/${id}`

type UploadStore = DataStore & { forget?: (key: string) => Promise<void> }

/** The store of the uploads' bytes and notes, beside the files they become. */
function openStore(storage: Storage): UploadStore {
  if (storage.multipart) return new BucketStore(storage, storage.multipart)
  if (!storage.publicRoot) {
    throw new Error('uploads need a store that keeps files on disk or sends them in parts')
  }
  // Keys and the FileStore's paths agree: both start at the files' folder.
  const files = new FileStore({ directory: path.dirname(storage.publicRoot) })
  return Object.assign(files, {
    forget: (key: string) => files.configstore.delete(key).catch(() => {}),
  })
}

function openServer(store: UploadStore, locker?: Locker): Server {
  return new Server({
    // Without one, tus locks each upload within this process only.
    ...(locker ? { locker } : {}),
    path: UPLOADS_PATH,
    datastore: ownersOnly(store),
    maxSize: UploadLimits.maxBytes,
    relativeLocation: true,
    // GET would hand a private video out: only the routes the app registers reach tus.
    namingFunction: () => keyOf(crypto.randomBytes(16).toString('hex')),
    generateUrl: (_req, { path: base, id }) => `${base}/${id.slice(FOLDER.length + 1)}`,
    getFileIdFromRequest: (_req, last) => (last && ID.test(last) ? keyOf(last) : undefined),
    onUploadCreate: async (_req, upload) => {
      const owner = asker.getStore()
      if (owner === undefined) throw tusError(ERRORS.FILE_NOT_FOUND)
      return { metadata: { ...upload.metadata, owner: String(owner) } }
    },
  })
}

/**
 * The uploads of a site; `locker` keeps one request at a time on an upload across processes
 * (lib/upload-locks.redis.ts, with Redis).
 */
export function createUploads(storage: Storage, locker?: Locker): Uploads {
  // Opened on first use: an app that never sees an upload touches nothing.
  let opened: { store: UploadStore; tus: Server } | undefined
  const open = () => {
    if (!opened) {
      const store = openStore(storage)
      opened = { store, tus: openServer(store, locker) }
    }
    return opened
  }

  return {
    handle: (req, res, owner) => asker.run(owner, () => open().tus.handle(req, res)),

    async claim(id, owner, visibility, field) {
      const refuse = (message: string) => new FieldsError([{ path: field, message }])
      const key = keyOf(id)
      const upload = ID.test(id)
        ? await open()
            .store.getUpload(key)
            .catch(() => null)
        : null
      if (!upload || upload.metadata?.owner !== String(owner)) {
        throw refuse(FileMessages.uploadMissing)
      }
      if (upload.size === undefined || upload.offset < upload.size) {
        throw refuse(FileMessages.uploadIncomplete)
      }
      try {
        return await adoptVideo(storage, key, { visibility })
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') throw refuse(FileMessages.uploadMissing)
        // Not a video we play: said on the field; the upload stays until it is swept.
        if (error instanceof HttpError && error.statusCode === 415) {
          throw refuse(FileMessages.videoType)
        }
        throw error
      }
    },

    async giveBack(id, asset) {
      await storage.move(asset.storage_key, keyOf(id))
    },

    async forget(id) {
      await open().store.forget?.(keyOf(id))
    },

    async sweep(ms = UploadLimits.keptHours * 3_600_000) {
      const keys = await storage.list(`${FOLDER}/`)
      const byUpload = new Map<string, string[]>()
      for (const key of keys) {
        const id = /^uploads\/([0-9a-f]{32})(\.\w+)?$/.exec(key)?.[1]
        if (id) byUpload.set(id, [...(byUpload.get(id) ?? []), key])
      }
      let removed = 0
      for (const [id, files] of byUpload) {
        const stats = await Promise.all(files.map((key) => storage.stat(key)))
        const touched = Math.max(...stats.map((stat) => stat?.lastModified.getTime() ?? 0))
        if (Date.now() - touched < ms) continue
        await open()
          .store.remove(keyOf(id))
          .catch(() => {})
        await Promise.all(files.map((key) => storage.delete(key)))
        removed++
      }
      return removed
    },
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Resumable uploads (lib/uploads.ts), answered by features/uploads. */
    uploads: Uploads
  }
}
