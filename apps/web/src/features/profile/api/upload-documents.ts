import { ProfileCalls } from '@aula/contract/routes/profile'
import { call, type UploadProgress } from '#src/lib/api-client.ts'

export type { UploadProgress } from '#src/lib/api-client.ts'

interface UploadDocumentsInput {
  email: string
  /** Which document it is (identity card, passport…). */
  name: string
  front: File
  back: File
  onProgress?: (progress: UploadProgress) => void
  /** Stops the upload (the member cancelled it). */
  signal?: AbortSignal
}

/**
 * POST /api/document/ with the session: multipart email, name (which document it is, shown
 * to the admin) and `document` twice, the front then the back, with upload progress. A
 * refusal rejects with an ApiError that keeps the server's errors[] (which side, and why).
 */
export async function uploadDocuments({
  email,
  name,
  front,
  back,
  onProgress,
  signal,
}: UploadDocumentsInput): Promise<void> {
  const form = new FormData()
  form.append('email', email)
  form.append('name', name)
  form.append('document', front)
  form.append('document', back)
  await call(ProfileCalls.document, { body: form, onUploadProgress: onProgress, signal })
}
