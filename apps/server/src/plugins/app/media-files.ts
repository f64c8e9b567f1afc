import type { FastifyInstance } from 'fastify'
import { ErrorMessages } from '@aula/contract/common'
import { HttpError } from '#src/lib/http-error.ts'
import { checkStorageKey } from '#src/lib/storage.ts'
import { sendStoredFile } from '#src/lib/storage-send.ts'

/*
 * Public media under /media/ when the files are in an S3 bucket: the bucket stays private
 * and the app reads each file from it (docs/decisions/025-s3-storage.md). Every stored name
 * is new (a random asset id), and a file is never written again under its name, so browsers
 * and proxies keep each one for a year.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable'

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  pdf: 'application/pdf',
}

export function serveMediaFromStorage(app: FastifyInstance): void {
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const name = request.params['*']
    let key: string
    try {
      key = checkStorageKey(`public/${name}`)
    } catch {
      throw new HttpError(404, ErrorMessages.notFound)
    }
    const ext = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase() ?? ''
    return sendStoredFile(request, reply, app.storage, key, {
      contentType: TYPES[ext] ?? 'application/octet-stream',
      cacheControl: IMMUTABLE,
    })
  })
}
