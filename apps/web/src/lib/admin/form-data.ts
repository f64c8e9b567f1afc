import type { UploadProgress } from '#src/lib/api-client.ts'

/** How a form follows its multipart upload: a progress bar, and a cancel that aborts it. */
export interface UploadOptions {
  /** Called as the body leaves the browser, so the form can show a progress bar. */
  onProgress?: (progress: UploadProgress) => void
  /** Aborting cancels the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal
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
