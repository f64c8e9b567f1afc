import { ProfilePaths } from '@aula/contract/profile'
import { ErrorSchema } from '@aula/contract/common'
import { ApiError, NetworkError } from '#src/lib/api-client.ts'

export interface UploadProgress {
  loaded: number
  total: number
}

interface UploadDocumentsInput {
  token: string
  email: string
  /** Which document it is (identity card, passport…). */
  name: string
  front: File
  back: File
  onProgress?: (progress: UploadProgress) => void
}

/**
 * POST /api/document/ with the session: multipart email, name (which document it is, shown
 * to the admin) and `document` twice, the front then the back. XMLHttpRequest rather than
 * fetch, because only it reports how much of the upload has left the browser. A refusal
 * rejects with an ApiError that keeps the server's errors[] (which side, and why).
 */
export function uploadDocuments({
  token,
  email,
  name,
  front,
  back,
  onProgress,
}: UploadDocumentsInput): Promise<void> {
  const form = new FormData()
  form.append('email', email)
  form.append('name', name)
  form.append('document', front)
  form.append('document', back)

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', new URL(ProfilePaths.document, window.location.origin).toString())
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.responseType = 'text'
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total })
    }
    xhr.onerror = () => reject(new NetworkError(new Error('Upload failed')))
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve()
        return
      }
      let data: unknown = null
      try {
        data = JSON.parse(xhr.responseText)
      } catch {
        // A proxy's error page: the status alone tells what happened.
      }
      const parsed = ErrorSchema.safeParse(data)
      reject(
        parsed.success
          ? new ApiError(xhr.status, parsed.data.message, parsed.data.errors)
          : new ApiError(xhr.status, xhr.statusText || 'Request failed'),
      )
    }
    xhr.send(form)
  })
}
