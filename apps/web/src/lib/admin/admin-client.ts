import type { z } from 'zod'
import { request, type UploadProgress } from '#src/lib/api-client.ts'

/*
 * Admin writes: the client sends the admin's private token with each of them
 * (docs/product.md#roles); these wrappers only name the calls not yet described in the
 * contract.
 */

export { isAbortError, type UploadProgress } from '#src/lib/api-client.ts'

type Method = 'POST' | 'PUT' | 'DELETE'

/** A JSON admin write (FAQ, review, delete). */
export const adminJson = <S extends z.ZodType>(
  method: Method,
  path: string,
  body: unknown,
  schema: S,
): Promise<z.output<S>> => request(method, path, { schema, body, access: 'adminWrite' })

export interface FormSendOptions<S extends z.ZodType> {
  schema: S
  /** Called as the body leaves the browser, so the form can show a progress bar. */
  onProgress?: (progress: UploadProgress) => void
  /** Aborting cancels the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal
}

/** A multipart admin write (the forms with pictures and videos), with upload progress. */
export const adminForm = <S extends z.ZodType>(
  method: Exclude<Method, 'DELETE'>,
  path: string,
  form: FormData,
  { schema, onProgress, signal }: FormSendOptions<S>,
): Promise<z.output<S>> =>
  request(method, path, {
    schema,
    body: form,
    signal,
    onUploadProgress: onProgress,
    access: 'adminWrite',
  })

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
