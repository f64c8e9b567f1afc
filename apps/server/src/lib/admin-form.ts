import type { FastifyRequest } from 'fastify'
import type { Readable } from 'node:stream'
import { z } from 'zod'
import { AdminFileLimits, FileMessages } from '@aula/contract/admin-forms'
import { FieldsError, HttpError } from '#src/lib/http-error.ts'
import type { NewAsset } from '#src/lib/assets.ts'
import { readMultipart } from '#src/lib/multipart-body.ts'
import type { Storage } from '#src/lib/storage.ts'
import { saveVideo, type VideoVisibility } from '#src/lib/videos.ts'

/**
 * What an admin form may carry besides text: for each file field, how many files and what
 * kind. Images and documents are held in memory (10 MB each at most); videos stream
 * straight to storage while the request arrives (2 GB each at most), never held whole.
 */
export interface FormFiles {
  images?: Record<string, number>
  documents?: Record<string, number>
  videos?: Record<string, { max: number; visibility: VideoVisibility }>
}

export interface AdminForm {
  /** Each text field's last value. */
  fields: Record<string, string>
  /** Every value of each text field, for repeated fields (lesson titles). */
  lists: Record<string, string[]>
  images: Record<string, Buffer[]>
  documents: Record<string, Buffer[]>
  /** Videos already written to storage, rows not yet inserted: insert them with the item. */
  videos: Record<string, NewAsset[]>
  /**
   * Removes the stored video files, and gives the uploads it named back (lib/uploads.ts), so
   * the admin can send the form again without sending the videos again: call it when the
   * write fails after reading.
   */
  discard(): Promise<void>
  /** Lets go of the uploads the form named: call it once the write has committed. */
  settle(): Promise<void>
}

/** Buffers a file part, refusing it with 413 once it passes `max` bytes. */
async function bufferPart(file: Readable, max: number, tooLarge: string): Promise<Buffer> {
  const chunks: Buffer[] = []
  let length = 0
  for await (const chunk of file) {
    length += (chunk as Buffer).length
    if (length > max) {
      file.resume()
      throw new HttpError(413, tooLarge)
    }
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

/**
 * Reads an admin's multipart form in one pass. An empty file input counts as no file; a
 * file in a field the form does not take is skipped. On any refusal (415 not multipart or a
 * wrong type, 413 too large, 400 too many files or a body cut off or malformed) the videos
 * already written are removed, so a failed upload leaves nothing behind.
 */
export async function readAdminForm(
  request: FastifyRequest,
  storage: Storage,
  spec: FormFiles = {},
): Promise<AdminForm> {
  if (!request.isMultipart()) throw new HttpError(415, FileMessages.notMultipart)
  /** The uploads named in video fields, by the key their video now has. */
  const claimed = new Map<string, string>()
  const form: AdminForm = {
    fields: {},
    lists: {},
    images: {},
    documents: {},
    videos: {},
    // A file that cannot be removed now is logged, never the answer: the request was refused
    // for its own reason, which the admin must see.
    discard: async () => {
      const keys = Object.values(form.videos).flatMap((rows) => rows.map((r) => r.storage_key))
      const removed = await Promise.allSettled(
        keys.map((key) => {
          const upload = claimed.get(key)
          return upload
            ? request.server.uploads.giveBack(upload, { storage_key: key })
            : storage.delete(key)
        }),
      )
      removed.forEach((outcome, i) => {
        if (outcome.status === 'rejected') {
          request.log.warn({ err: outcome.reason, key: keys[i] }, 'a refused upload stays stored')
        }
      })
    },
    settle: async () => {
      for (const upload of claimed.values()) {
        await request.server.uploads.forget(upload).catch((err: unknown) => {
          request.log.warn({ err, upload }, 'a used upload keeps its notes until swept')
        })
      }
    },
  }
  const hasVideos = Object.keys(spec.videos ?? {}).length > 0
  const maxFiles =
    Object.values(spec.images ?? {}).reduce((a, b) => a + b, 0) +
    Object.values(spec.documents ?? {}).reduce((a, b) => a + b, 0) +
    Object.values(spec.videos ?? {}).reduce((a, b) => a + b.max, 0)
  const body = readMultipart(request, {
    fileSize: hasVideos ? AdminFileLimits.videoBytes : AdminFileLimits.imageBytes,
    files: Math.max(1, maxFiles + 5),
    fields: 200,
    fieldSize: 1024 * 1024,
  })
  try {
    for await (const part of body.parts) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') continue
        const named = spec.videos?.[part.fieldname]
        // A video sent beforehand by upload (lib/uploads.ts): the field carries its id.
        if (named && part.value) {
          const list = (form.videos[part.fieldname] ??= [])
          if (list.length >= named.max) throw new HttpError(400, FileMessages.tooManyFiles)
          const field = `${part.fieldname}.${list.length}`
          const asset = await request.server.uploads.claim(
            part.value,
            request.user!.id,
            named.visibility,
            field,
          )
          list.push(asset)
          claimed.set(asset.storage_key, part.value)
          continue
        }
        form.fields[part.fieldname] = part.value
        ;(form.lists[part.fieldname] ??= []).push(part.value)
        continue
      }
      const name = part.fieldname
      const video = spec.videos?.[name]
      const imageMax = spec.images?.[name]
      const documentMax = spec.documents?.[name]
      if (video) {
        const list = (form.videos[name] ??= [])
        // A browser sends an empty file input as a part without a file name.
        if (!part.filename) {
          part.file.resume()
          continue
        }
        if (list.length >= video.max) throw new HttpError(400, FileMessages.tooManyFiles)
        list.push(await saveVideo(storage, part.file, { visibility: video.visibility }))
        continue
      }
      if (imageMax !== undefined || documentMax !== undefined) {
        const isImage = imageMax !== undefined
        const bytes = await bufferPart(
          part.file,
          isImage ? AdminFileLimits.imageBytes : AdminFileLimits.documentBytes,
          isImage ? FileMessages.imageTooLarge : 'File too large',
        )
        if (bytes.length === 0) continue
        const bucket = isImage ? form.images : form.documents
        const list = (bucket[name] ??= [])
        if (list.length >= (isImage ? imageMax : documentMax!)) {
          throw new HttpError(400, FileMessages.tooManyFiles)
        }
        list.push(bytes)
        continue
      }
      part.file.resume()
    }
  } catch (error) {
    await form.discard()
    const code = (error as { code?: string }).code
    if (code === 'FST_FILES_LIMIT') throw new HttpError(400, FileMessages.tooManyFiles)
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, hasVideos ? FileMessages.videoTooLarge : FileMessages.imageTooLarge)
    }
    throw body.explain(error)
  }
  return form
}

/** Parses a form's text fields with its contract schema; a failure is a 400 with errors[]. */
export function parseFields<S extends z.core.$ZodType>(
  schema: S,
  fields: Record<string, unknown>,
): z.output<S> {
  const parsed = z.safeParse(schema, fields)
  if (parsed.success) return parsed.data
  throw new FieldsError(
    parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    })),
  )
}
