import type { DetailedError, Upload } from 'tus-js-client'
import { FileMessages } from '@aula/contract/admin-forms'
import { UploadLimits } from '@aula/contract/uploads'
import { UploadPaths } from '@aula/contract/routes/uploads'
import {
  ApiError,
  forgetPrivateToken,
  getPrivateToken,
  isApiError,
  NetworkError,
  type UploadProgress,
} from '#src/lib/api-client.ts'
import type { UploadOptions } from './form-data.ts'

/*
 * Videos go to the server by the tus resumable-upload protocol before their form
 * (docs/decisions/029-resumable-uploads.md): in chunks, each under a proxy's body limit, and
 * a dropped connection resumes from the last byte the server kept. The form then names each
 * video by its upload's id. tus-js-client loads only when an admin sends a video.
 */

/** Waits before each new try after a break; progress starts the count again. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000]

/**
 * The uploads this page finished, by the file sent: a form refused and sent again names them
 * without sending a byte. After a reload tus-js-client's own memory (localStorage, by the
 * file's name, size and date) resumes them instead.
 */
const finished = new WeakMap<File, string>()

const cancelled = () => new DOMException('Request cancelled', 'AbortError')

/** An upload's id: the last segment of its address. */
const idOf = (url: string) => new URL(url, window.location.origin).pathname.split('/').pop()!

/** The client's error as the rest of the web knows them: a status with its words, or none. */
function errorOf(error: Error): Error {
  const response = (error as DetailedError).originalResponse
  const status = response?.getStatus() ?? 0
  if (!response || status === 0) return new NetworkError(error)
  let message = 'Upload refused'
  try {
    const body = JSON.parse(response.getBody()) as { message?: unknown }
    if (typeof body.message === 'string') message = body.message
  } catch {
    // A proxy's page or an empty body: the status tells what happened.
  }
  return new ApiError(status, message)
}

interface Running {
  upload: Upload
  fail: (error: unknown) => void
}

/**
 * Sends `files` one after the other, those already sent by this page excepted, and returns
 * their upload ids in the same order. Progress counts the bytes of all of them; aborting
 * stops the one under way and has the server discard it.
 */
export async function uploadFiles(
  files: readonly File[],
  { signal, onProgress }: UploadOptions = {},
): Promise<string[]> {
  if (files.length === 0) return []
  if (signal?.aborted) throw cancelled()
  const loaded = files.map((file) => (finished.has(file) ? file.size : 0))
  const total = files.reduce((sum, file) => sum + file.size, 0)
  let retrying = false
  const report = () => {
    const sent = loaded.reduce((sum, bytes) => sum + bytes, 0)
    onProgress?.(retrying ? { loaded: sent, total, retrying } : { loaded: sent, total })
  }
  report()

  const { Upload } = await import('tus-js-client')
  let running: Running | null = null
  const onAbort = () => {
    if (!running) return
    running.upload.abort(true).catch(() => undefined)
    running.fail(cancelled())
  }
  signal?.addEventListener('abort', onAbort, { once: true })

  const send = (file: File, index: number) =>
    new Promise<string>((resolve, reject) => {
      // A 401 means the private token expired: one more try with a new one.
      let refreshed = false
      const upload: Upload = new Upload(file, {
        endpoint: new URL(UploadPaths.uploads, window.location.origin).toString(),
        chunkSize: UploadLimits.chunkBytes,
        retryDelays: RETRY_DELAYS,
        removeFingerprintOnSuccess: false,
        metadata: { filename: file.name, filetype: file.type },
        onBeforeRequest: async (request) => {
          request.setHeader('Authorization', `Bearer ${await getPrivateToken(signal)}`)
        },
        onShouldRetry: (error) => {
          const status = error.originalResponse?.getStatus() ?? 0
          if (status === 401) {
            forgetPrivateToken()
            return !refreshed && (refreshed = true)
          }
          // An upload the server let go while its bytes were on the way: the next try asks
          // for it (HEAD), meets the same 404 and starts a new one.
          if (status === 404 && error.originalRequest?.getMethod() === 'PATCH') return true
          if (status >= 400 && status < 500 && status !== 409 && status !== 423) return false
          retrying = true
          report()
          return true
        },
        onProgress: (bytes) => {
          loaded[index] = bytes
          report()
        },
        // Bytes leaving the browser do not say the connection is back; bytes kept do.
        onChunkComplete: () => {
          refreshed = false
          if (!retrying) return
          retrying = false
          report()
        },
        onSuccess: () => {
          finished.set(file, upload.url!)
          loaded[index] = file.size
          retrying = false
          report()
          resolve(upload.url!)
        },
        onError: (error) => reject(errorOf(error)),
      })
      running = { upload, fail: reject }
      upload
        .findPreviousUploads()
        .then((previous) => {
          if (signal?.aborted) return
          // The most recent upload of this very file, if the server still has it (a 404
          // makes tus-js-client start a new one).
          const last = previous.sort(
            (a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime),
          )[0]
          if (last) upload.resumeFromPreviousUpload(last)
          upload.start()
        })
        .catch(reject)
    })

  try {
    const urls: string[] = []
    for (const [index, file] of files.entries()) {
      if (signal?.aborted) throw cancelled()
      urls.push(finished.get(file) ?? (await send(file, index)))
    }
    return urls.map(idOf)
  } finally {
    running = null
    signal?.removeEventListener('abort', onAbort)
  }
}

/**
 * A form whose videos go by upload first: `send` gets each video field's upload ids and
 * sends the form; its own progress comes on top of the videos'. Once saved the uploads are
 * used; a refusal that says an upload is gone or unfinished has the next try send it again.
 */
export async function sendWithUploads<T>(
  videos: Record<string, File[]>,
  send: (ids: Record<string, string[]>, options: UploadOptions) => Promise<T>,
  { signal, onProgress }: UploadOptions = {},
): Promise<T> {
  const fields = Object.entries(videos)
  const all = fields.flatMap(([, files]) => files)
  const videoBytes = all.reduce((sum, file) => sum + file.size, 0)
  // Until the form's own progress is known, a byte stands for it: a bar at 100 % would say
  // the server is saving.
  let formTotal = 1
  const flat = await uploadFiles(all, {
    signal,
    onProgress: (progress: UploadProgress) =>
      onProgress?.({ ...progress, total: progress.total + formTotal }),
  })
  const ids: Record<string, string[]> = {}
  let next = 0
  for (const [name, files] of fields) {
    ids[name] = flat.slice(next, (next += files.length))
  }
  try {
    const answer = await send(ids, {
      signal,
      onProgress: ({ loaded, total }) => {
        formTotal = total
        onProgress?.({ loaded: videoBytes + loaded, total: videoBytes + total })
      },
    })
    for (const file of all) finished.delete(file)
    return answer
  } catch (error) {
    if (isApiError(error, 400)) forgetRefused(videos, error.errors)
    throw error
  }
}

const REFUSED_UPLOAD: readonly string[] = [
  FileMessages.uploadMissing,
  FileMessages.uploadIncomplete,
]

/** Forgets the uploads a refusal names (`videos.1`; `video` for a field's only one). */
function forgetRefused(
  videos: Record<string, File[]>,
  errors: readonly { path: string; message: string }[],
) {
  for (const { path, message } of errors) {
    if (!REFUSED_UPLOAD.includes(message)) continue
    const [name = '', index] = path.split('.')
    const files = videos[name] ?? []
    for (const file of index === undefined ? files : files.slice(Number(index), Number(index) + 1))
      finished.delete(file)
  }
}
