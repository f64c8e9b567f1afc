import type { z } from 'zod'
import { AuthPaths, PrivateTokenAnswerSchema } from '@aula/contract/auth'
import { ErrorSchema } from '@aula/contract/common'
import { api, ApiError, NetworkError } from '#src/lib/api-client.ts'

/*
 * Every admin write first trades the session for a five-minute private token and sends
 * that instead: the server accepts nothing else for a change (docs/product.md#roles).
 */

/** GET /api/generate-private-token/ with the session bearer. */
export async function getPrivateToken(sessionToken: string): Promise<string> {
  const answer = await api.get(AuthPaths.generatePrivateToken, {
    schema: PrivateTokenAnswerSchema,
    token: sessionToken,
  })
  return answer.token
}

type Method = 'POST' | 'PUT' | 'DELETE'

/** A JSON admin write (FAQ, review, delete): private token first, then the call. */
export async function adminJson<S extends z.ZodType>(
  sessionToken: string,
  method: Method,
  path: string,
  body: unknown,
  schema: S,
): Promise<z.output<S>> {
  const token = await getPrivateToken(sessionToken)
  const send = method === 'POST' ? api.post : method === 'PUT' ? api.put : api.delete
  return send(path, body, { schema, token })
}

export interface UploadProgress {
  loaded: number
  total: number
}

export interface FormSendOptions<S extends z.ZodType> {
  schema: S
  /** Called as the body leaves the browser, so the form can show a progress bar. */
  onProgress?: (progress: UploadProgress) => void
  /** Aborting cancels the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal
}

/** The upload was cancelled by the admin. */
export const isAbortError = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError'

/**
 * A multipart admin write (the forms with pictures and videos). XMLHttpRequest rather than
 * fetch: only it reports upload progress, which a 2 GB video needs.
 */
export async function adminForm<S extends z.ZodType>(
  sessionToken: string,
  method: Exclude<Method, 'DELETE'>,
  path: string,
  form: FormData,
  { schema, onProgress, signal }: FormSendOptions<S>,
): Promise<z.output<S>> {
  const token = await getPrivateToken(sessionToken)
  if (signal?.aborted) throw new DOMException('Upload cancelled', 'AbortError')
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, new URL(path, window.location.origin).toString())
    xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.responseType = 'text'
    // Cancelling answers at once, whether or not the browser reports the abort later.
    const onAbort = () => {
      xhr.abort()
      reject(new DOMException('Upload cancelled', 'AbortError'))
    }
    signal?.addEventListener('abort', onAbort, { once: true })
    const done = () => signal?.removeEventListener('abort', onAbort)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total })
    }
    xhr.onabort = () => {
      done()
      reject(new DOMException('Upload cancelled', 'AbortError'))
    }
    xhr.onerror = () => {
      done()
      reject(new NetworkError(new Error('Upload failed')))
    }
    xhr.onload = () => {
      done()
      let data: unknown = null
      try {
        data = JSON.parse(xhr.responseText)
      } catch {
        // A proxy's HTML error page: the status alone tells what happened.
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const parsed = ErrorSchema.safeParse(data)
        reject(
          parsed.success
            ? new ApiError(xhr.status, parsed.data.message, parsed.data.errors)
            : new ApiError(xhr.status, xhr.statusText || 'Request failed'),
        )
        return
      }
      const parsed = schema.safeParse(data)
      if (parsed.success) resolve(parsed.data)
      else reject(new ApiError(xhr.status, 'Unexpected answer'))
    }
    xhr.send(form)
  })
}

/** A FormData from text fields (blank values are sent as '') and files by field name. */
export function toFormData(
  fields: Record<string, string | number | null | undefined>,
  files: Record<string, File | File[] | null | undefined> = {},
): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields))
    form.append(name, value == null ? '' : String(value))
  for (const [name, value] of Object.entries(files)) {
    for (const file of Array.isArray(value) ? value : value ? [value] : []) form.append(name, file)
  }
  return form
}
