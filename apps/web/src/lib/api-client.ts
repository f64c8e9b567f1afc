import type { z } from 'zod'
import { ErrorSchema } from '@aula/contract/common'

/** The server answered, but not with success: its status and `{message}`. */
export class ApiError extends Error {
  readonly status: number
  readonly errors: { path: string; message: string }[]

  constructor(status: number, message: string, errors: { path: string; message: string }[] = []) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.errors = errors
  }
}

/** The request never got an answer: offline, DNS, server down. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network error', { cause })
    this.name = 'NetworkError'
  }
}

export function isApiError(error: unknown, status?: number, message?: string): error is ApiError {
  return (
    error instanceof ApiError &&
    (status === undefined || error.status === status) &&
    (message === undefined || error.message === message)
  )
}

export const isTooManyRequests = (error: unknown) => isApiError(error, 429)

interface RequestOptions<S extends z.ZodType> {
  /** The contract schema of the success answer; anything else is an error. */
  schema: S
  /**
   * A token to send as a bearer: the admin's private token. The session itself travels in
   * its httpOnly cookie (`credentials: 'same-origin'`), never as a token the page holds.
   */
  token?: string | null
  body?: unknown
}

async function request<S extends z.ZodType>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  { schema, token, body }: RequestOptions<S>,
): Promise<z.output<S>> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  // The server refuses a JSON content type without a body, so it is sent only with one.
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  if (token) headers.Authorization = `Bearer ${token}`

  let response: Response
  try {
    response = await fetch(new URL(path, window.location.origin).toString(), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    })
  } catch (error) {
    throw new NetworkError(error)
  }

  const data: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const parsed = ErrorSchema.safeParse(data)
    throw parsed.success
      ? new ApiError(response.status, parsed.data.message, parsed.data.errors)
      : new ApiError(response.status, response.statusText)
  }
  const parsed = schema.safeParse(data)
  if (!parsed.success) throw new ApiError(response.status, 'Unexpected answer')
  return parsed.data
}

type Options<S extends z.ZodType> = Omit<RequestOptions<S>, 'body'>

export const api = {
  get: <S extends z.ZodType>(path: string, options: Options<S>) => request('GET', path, options),
  post: <S extends z.ZodType>(path: string, body: unknown, options: Options<S>) =>
    request('POST', path, { ...options, body }),
  put: <S extends z.ZodType>(path: string, body: unknown, options: Options<S>) =>
    request('PUT', path, { ...options, body }),
  delete: <S extends z.ZodType>(path: string, body: unknown, options: Options<S>) =>
    request('DELETE', path, { ...options, body }),
}
