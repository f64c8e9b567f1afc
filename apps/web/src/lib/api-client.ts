import { AuthCalls } from '@aula/contract/routes/auth'
import type { ApiError as ErrorAnswer } from '@aula/contract/common'
import type {
  AnswerOf,
  AnyEndpoint,
  BodyInput,
  HandlerBodyInput,
  ParamsInput,
  QueryInput,
} from '@aula/contract/endpoint'
import { pathOf, type Call, type Method, type Route } from '@aula/contract/route'

/*
 * The one way the web talks to the API (docs/architecture.md#contract). The session rides
 * in its httpOnly cookie on every request (docs/decisions/016-session-cookie.md); an admin
 * write also carries the admin's five-minute private token (docs/product.md#roles), which
 * this client asks for itself. Multipart bodies go through XMLHttpRequest, the only
 * transport that reports upload progress, which a 2 GB video needs.
 */

/** The server answered, but not with success: its status and `{message}`. */
export class ApiError extends Error {
  readonly status: number
  readonly errors: { path: string; message: string }[]
  /** On a 429: the seconds the server asks to wait before trying again (`Retry-After`). */
  readonly retryAfter?: number

  constructor(
    status: number,
    message: string,
    errors: { path: string; message: string }[] = [],
    retryAfter?: number,
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.errors = errors
    if (retryAfter !== undefined) this.retryAfter = retryAfter
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

/** The request was cancelled (an upload the admin stopped); the promise rejects with this. */
export const isAbortError = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError'

export interface UploadProgress {
  loaded: number
  total: number
  /** The connection dropped and the upload is about to resume by itself. */
  retrying?: boolean
}

interface TransportOptions {
  body?: unknown
  signal?: AbortSignal
  /** Called as a FormData body leaves the browser, so a form can show a progress bar. */
  onUploadProgress?: (progress: UploadProgress) => void
}

interface Answer {
  status: number
  statusText: string
  data: unknown
  /** The `Retry-After` header, as sent. */
  retryAfter: string | null
}

const cancelled = () => new DOMException('Request cancelled', 'AbortError')

/** Where JSON calls go: the page's own origin, or the server renderer's in-process API. */
let transport: { fetch: typeof fetch; origin: string } | null = null

/** The server renderer sends the pages' calls to the API in its own process. */
export function setServerTransport(fetchJson: typeof fetch, origin: string) {
  transport = { fetch: fetchJson, origin }
}

const urlOf = (path: string) =>
  new URL(path, transport?.origin ?? window.location.origin).toString()

async function sendJson(
  method: Method,
  path: string,
  bearer: string | null,
  { body, signal }: TransportOptions,
): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  // The server refuses a JSON content type without a body, so it is sent only with one.
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  if (bearer) headers.Authorization = `Bearer ${bearer}`
  let response: Response
  try {
    response = await (transport?.fetch ?? fetch)(urlOf(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    })
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw cancelled()
    throw new NetworkError(error)
  }
  const data: unknown = await response.json().catch(() => null)
  return {
    status: response.status,
    statusText: response.statusText,
    data,
    retryAfter: response.headers.get('Retry-After'),
  }
}

function sendForm(
  method: Method,
  path: string,
  bearer: string | null,
  form: FormData,
  { signal, onUploadProgress }: TransportOptions,
): Promise<Answer> {
  if (signal?.aborted) return Promise.reject(cancelled())
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, urlOf(path))
    if (bearer) xhr.setRequestHeader('Authorization', `Bearer ${bearer}`)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.responseType = 'text'
    // Cancelling answers at once, whether or not the browser reports the abort later.
    const onAbort = () => {
      xhr.abort()
      reject(cancelled())
    }
    signal?.addEventListener('abort', onAbort, { once: true })
    const done = () => signal?.removeEventListener('abort', onAbort)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress?.({ loaded: event.loaded, total: event.total })
    }
    xhr.onabort = () => {
      done()
      reject(cancelled())
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
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        data,
        retryAfter: xhr.getResponseHeader('Retry-After'),
      })
    }
    xhr.send(form)
  })
}

const send = (method: Method, path: string, bearer: string | null, options: TransportOptions) =>
  options.body instanceof FormData
    ? sendForm(method, path, bearer, options.body, options)
    : sendJson(method, path, bearer, options)

/*
 * The admin's private token, asked for with the cookie once and reused while it lives; a
 * 401 on a write means it expired (or the session changed), so it is asked for once more.
 */
const PRIVATE_TOKEN_REUSE_MS = 4 * 60 * 1000
let privateToken: { value: Promise<string>; until: number } | null = null

/** Drops the cached private token: at sign-in and sign-out, so no one reuses another's. */
export function forgetPrivateToken() {
  privateToken = null
}

/**
 * The admin's private token, for requests this client does not send itself (the resumable
 * uploads): on a 401 call forgetPrivateToken() and ask again.
 */
export function getPrivateToken(signal?: AbortSignal): Promise<string> {
  if (privateToken && privateToken.until > Date.now()) return privateToken.value
  const value = call(AuthCalls.generatePrivateToken, { signal }).then((answer) => answer.token)
  const entry = { value, until: Date.now() + PRIVATE_TOKEN_REUSE_MS }
  privateToken = entry
  value.catch(() => {
    if (privateToken === entry) privateToken = null
  })
  return value
}

/** Seconds to wait from a `Retry-After` header: a number of seconds or an HTTP date. */
function secondsOf(retryAfter: string | null): number | undefined {
  if (!retryAfter) return undefined
  const trimmed = retryAfter.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  const at = Date.parse(trimmed)
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000))
}

/** An error answer as the contract describes it: `{message, errors?}`. */
function isErrorAnswer(data: unknown): data is ErrorAnswer {
  if (typeof data !== 'object' || data === null) return false
  const { message, errors } = data as Record<string, unknown>
  return (
    typeof message === 'string' &&
    (errors === undefined ||
      (Array.isArray(errors) &&
        errors.every(
          (error: unknown) =>
            typeof error === 'object' &&
            error !== null &&
            typeof (error as Record<string, unknown>).path === 'string' &&
            typeof (error as Record<string, unknown>).message === 'string',
        )))
  )
}

function errorOf({ status, statusText, data, retryAfter }: Answer): ApiError {
  const wait = status === 429 ? secondsOf(retryAfter) : undefined
  return isErrorAnswer(data)
    ? new ApiError(status, data.message, data.errors, wait)
    : new ApiError(status, statusText || 'Request failed', [], wait)
}

/**
 * Sends a described call and returns its answer: an admin write with the private token
 * (asked for once more when it expired), any other with the cookie, or with `bearer`. The
 * server writes every answer through the contract's schemas, so the answer is not checked
 * again here, which would mean building every schema before a page can start
 * (docs/architecture.md#contract). A success that is not JSON (a proxy's page), or whose
 * message is not 'Success', is refused.
 */
async function request(
  e: Route,
  path: string,
  bearer: string | null,
  options: TransportOptions,
): Promise<unknown> {
  let answer: Answer
  if (e.access === 'adminWrite') {
    answer = await send(e.method, path, await getPrivateToken(options.signal), options)
    if (answer.status === 401) {
      forgetPrivateToken()
      answer = await send(e.method, path, await getPrivateToken(options.signal), options)
    }
  } else {
    answer = await send(e.method, path, bearer, options)
  }
  if (answer.status < 200 || answer.status >= 300) throw errorOf(answer)
  if (!isSuccessAnswer(answer.data)) throw new ApiError(answer.status, 'Unexpected answer')
  return answer.data
}

/**
 * A success is JSON, and when it carries a message that message is 'Success'
 * (docs/product.md#api-conventions).
 */
function isSuccessAnswer(data: unknown): boolean {
  if (data === null) return false
  if (typeof data !== 'object' || !('message' in data)) return true
  return data.message === 'Success'
}

/**
 * A private file read with the session (an identity document): its bytes, or the same
 * errors as any call. It is shown through an object URL, never linked directly.
 */
export async function download(path: string, { signal }: { signal?: AbortSignal } = {}) {
  let response: Response
  try {
    response = await fetch(urlOf(path), { credentials: 'same-origin', signal })
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw cancelled()
    throw new NetworkError(error)
  }
  if (response.ok) return response.blob()
  const data: unknown = await response.json().catch(() => null)
  throw errorOf({
    status: response.status,
    statusText: response.statusText,
    data,
    retryAfter: response.headers.get('Retry-After'),
  })
}

/** A field the call must give, unless the schema needs nothing in it (a query of options). */
type Field<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : Record<string, never> extends T
    ? { [P in K]?: T }
    : { [P in K]: T }

/** A path's values may be given as numbers: they are written into the URL. */
type PathValues<T> = [T] extends [undefined] ? undefined : { [K in keyof T]: T[K] | number }

/** What `call` takes: the endpoint's params, query and body, typed from its schemas. */
export type CallOptions<E extends AnyEndpoint> = Field<'params', PathValues<ParamsInput<E>>> &
  Field<'query', QueryInput<E>> &
  BodyField<E> &
  BearerField<E> &
  Omit<TransportOptions, 'body'>

/**
 * The body a call sends: its JSON body (validated by the route or by the handler), or, for a
 * multipart write (neither: the server parses the form), a FormData.
 */
type BodyField<E extends AnyEndpoint> = [E['body']] extends [undefined]
  ? [E['handlerBody']] extends [undefined]
    ? { body?: FormData }
    : { body: HandlerBodyInput<E> }
  : { body: BodyInput<E> }

/**
 * A token to sign in with instead of the cookie: only a legacy stored one, to end it. An
 * admin write always carries the private token instead.
 */
type BearerField<E extends AnyEndpoint> = E['access'] extends 'adminWrite'
  ? { bearer?: undefined }
  : { bearer?: string | null }

type Answered<E extends AnyEndpoint> = [E['response']] extends [undefined] ? unknown : AnswerOf<E>

type Args<E extends AnyEndpoint> =
  Record<string, never> extends CallOptions<E>
    ? [options?: CallOptions<E>]
    : [options: CallOptions<E>]

/** A described call (docs/architecture.md#contract): URL, credentials and answer from `e`. */
export function call<E extends AnyEndpoint>(
  e: Call<E>,
  ...[options]: Args<E>
): Promise<Answered<E>> {
  const { params, query, body, bearer, signal, onUploadProgress } = (options ?? {}) as {
    params?: Record<string, string | number>
    query?: Record<string, string | number | boolean | undefined>
    bearer?: string | null
  } & TransportOptions
  return request(e, pathOf(e, params, query), bearer ?? null, {
    body,
    signal,
    onUploadProgress,
  }) as Promise<Answered<E>>
}
