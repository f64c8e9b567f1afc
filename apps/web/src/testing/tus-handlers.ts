import { delay, http, HttpResponse } from 'msw'
import type { ApiError } from '@aula/contract/common'
import { FileMessages } from '@aula/contract/admin-forms'
import { UploadLimits } from '@aula/contract/uploads'
import { UploadPaths } from '@aula/contract/routes/uploads'
import { isAdminWrite, refused } from './admin-handlers.ts'

/*
 * The fake server's resumable uploads: the core of tus 1.0.0 (creation, offset, bytes,
 * termination; https://tus.io/protocols/resumable-upload) as the server speaks it, private
 * token required. A form that names an upload uses it up, as on the server.
 */

export interface FakeUpload {
  id: string
  filename: string
  length: number
  offset: number
}

const TUS = { 'Tus-Resumable': '1.0.0' }

/** Upload-Metadata: comma-separated `key base64value` pairs. */
function metadataOf(header: string | null): Record<string, string> {
  const metadata: Record<string, string> = {}
  for (const pair of (header ?? '').split(',')) {
    const [key, value = ''] = pair.trim().split(' ')
    if (key) {
      metadata[key] = new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0)))
    }
  }
  return metadata
}

let created = 0

export function tusHandlers() {
  const uploads = new Map<string, FakeUpload>()
  /** The file name of every upload ever created, used up or not. */
  const names = new Map<string, string>()
  /** Every request by method, in order: `POST`, `PATCH <id>`… */
  const requests: string[] = []
  /**
   * What the next PATCH requests do instead of keeping their bytes: fail as a dropped
   * connection, never answer, refuse the private token as expired, or find the upload gone.
   */
  const nextPatches: ('fail' | 'hang' | 'expired' | 'gone')[] = []

  const handlers = [
    http.post(`*${UploadPaths.uploads}`, ({ request }) => {
      requests.push('POST')
      if (!isAdminWrite(request)) return refused(request)
      const length = Number(request.headers.get('Upload-Length'))
      if (length > UploadLimits.maxBytes) {
        return HttpResponse.json<ApiError>({ message: 'Too large' }, { status: 413, headers: TUS })
      }
      const id = (created += 1).toString(16).padStart(32, '0')
      const { filename = '' } = metadataOf(request.headers.get('Upload-Metadata'))
      uploads.set(id, { id, filename, length, offset: 0 })
      names.set(id, filename)
      return new HttpResponse(null, {
        status: 201,
        headers: { ...TUS, Location: `${UploadPaths.uploads}${id}` },
      })
    }),
    http.head<{ id: string }>(`*${UploadPaths.uploads}:id`, ({ request, params }) => {
      requests.push(`HEAD ${params.id}`)
      if (!isAdminWrite(request)) return refused(request)
      const upload = uploads.get(params.id)
      if (!upload) return new HttpResponse(null, { status: 404, headers: TUS })
      return new HttpResponse(null, {
        headers: {
          ...TUS,
          'Upload-Offset': String(upload.offset),
          'Upload-Length': String(upload.length),
          'Cache-Control': 'no-store',
        },
      })
    }),
    http.patch<{ id: string }>(`*${UploadPaths.uploads}:id`, async ({ request, params }) => {
      requests.push(`PATCH ${params.id}`)
      const next = nextPatches.shift()
      if (next === 'fail') return HttpResponse.error()
      if (next === 'hang') await delay('infinite')
      if (next === 'gone') uploads.delete(params.id)
      if (next === 'expired') {
        return HttpResponse.json<ApiError>({ message: 'Unauthorized' }, { status: 401 })
      }
      if (!isAdminWrite(request)) return refused(request)
      const upload = uploads.get(params.id)
      if (!upload) return new HttpResponse(null, { status: 404, headers: TUS })
      if (Number(request.headers.get('Upload-Offset')) !== upload.offset) {
        return new HttpResponse(null, { status: 409, headers: TUS })
      }
      const body = await request.arrayBuffer()
      upload.offset += body.byteLength
      return new HttpResponse(null, {
        status: 204,
        headers: { ...TUS, 'Upload-Offset': String(upload.offset) },
      })
    }),
    http.delete<{ id: string }>(`*${UploadPaths.uploads}:id`, ({ request, params }) => {
      requests.push(`DELETE ${params.id}`)
      if (!isAdminWrite(request)) return refused(request)
      if (!uploads.delete(params.id)) return new HttpResponse(null, { status: 404, headers: TUS })
      return new HttpResponse(null, { status: 204, headers: TUS })
    }),
  ]

  /**
   * How a form's video fields (upload ids) read: the refusal of any id that is not a
   * finished upload, or null. `use` then gives them up, once the form is saved.
   */
  const check = (fields: Record<string, string[]>, names: readonly string[]) => {
    const errors = names.flatMap((name) =>
      (fields[name] ?? []).flatMap((id, index) => {
        const upload = uploads.get(id)
        const message = !upload
          ? FileMessages.uploadMissing
          : upload.offset < upload.length
            ? FileMessages.uploadIncomplete
            : null
        return message ? [{ path: `${name}.${index}`, message }] : []
      }),
    )
    return errors.length > 0
      ? HttpResponse.json<ApiError>({ message: 'Invalid form', errors }, { status: 400 })
      : null
  }
  const use = (fields: Record<string, string[]>, names: readonly string[]) => {
    for (const name of names) for (const id of fields[name] ?? []) uploads.delete(id)
  }
  /** The file names of the uploads `ids` name. */
  const filenames = (ids: readonly string[] = []) => ids.map((id) => names.get(id))

  return { handlers, uploads, requests, nextPatches, check, use, filenames }
}

export type TusFake = ReturnType<typeof tusHandlers>
