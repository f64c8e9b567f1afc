import { z } from './zod.ts'
import { AdminFileLimits } from './admin-forms.ts'
import { endpoint } from './endpoint.ts'
import { UploadRoutes } from './routes/uploads.ts'

/*
 * Resumable video uploads, in the tus protocol 1.0.0 (https://tus.io/protocols/resumable-upload):
 * the admin panel sends a lesson or a preview video here in chunks, resuming after a break
 * from the last byte the server kept, then names the finished upload in the course form
 * (the video field's value is the upload's id, the last segment of its address) instead of
 * sending the file in the form (docs/decisions/029-resumable-uploads.md). The requests and
 * answers carry tus headers (Upload-Length, Upload-Offset, Upload-Metadata), not JSON.
 */

export const UploadLimits = {
  /** The largest upload: a video's limit. */
  maxBytes: AdminFileLimits.videoBytes,
  /**
   * What the admin panel sends per PATCH: one part of a bucket's multipart upload, and well
   * under a reverse proxy's body limit of 10 MB (docs/deploy.md).
   */
  chunkBytes: 8 * 1024 * 1024,
  /** An upload neither finished nor named by a saved form within this time is removed. */
  keptHours: 24,
} as const

/** An upload's id: 32 lowercase hex digits. */
export const UploadIdSchema = z.string().check(z.regex(/^[0-9a-f]{32}$/, 'not an upload id'))

const UploadParamsSchema = z.object({ id: UploadIdSchema })

export const UploadEndpoints = {
  /** Creation (Upload-Length, Upload-Metadata: filename, filetype): 201 with its Location. */
  create: endpoint({ ...UploadRoutes.create, status: 201, errors: [413] }),
  /** How many bytes the server kept (Upload-Offset) and the length (Upload-Length). */
  status: endpoint({ ...UploadRoutes.status, params: UploadParamsSchema, errors: [404] }),
  /** The next bytes from Upload-Offset (application/offset+octet-stream): 204 with the new offset. */
  send: endpoint({
    ...UploadRoutes.send,
    params: UploadParamsSchema,
    status: 204,
    errors: [404, 409, 413, 415],
  }),
  /** Gives an upload up: its bytes go. */
  cancel: endpoint({
    ...UploadRoutes.cancel,
    params: UploadParamsSchema,
    status: 204,
    errors: [404],
  }),
}
