import { setupServer } from 'msw/node'
import { handlers } from './handlers.ts'
import { credentialOf } from './session-cookie.ts'

export const server = setupServer(...handlers)

export interface SeenRequest {
  method: string
  path: string
  /**
   * Who the request was made as, written as a bearer: its Authorization header, or else the
   * session cookie the browser sent with it (see session-cookie.ts).
   */
  authorization: string | null
  body: unknown
}

const sentAs = (request: Request) => {
  const header = request.headers.get('Authorization')
  if (header) return header
  const token = credentialOf(request)
  return token ? `Bearer ${token}` : null
}

/** Every request the app makes from now on, to assert what was (or was not) called. */
export function recordRequests(): SeenRequest[] {
  const seen: SeenRequest[] = []
  server.events.on('request:start', ({ request }) => {
    const clone = request.clone()
    const entry: SeenRequest = {
      method: request.method,
      path: new URL(request.url).pathname,
      authorization: sentAs(request),
      body: undefined,
    }
    seen.push(entry)
    void clone
      .text()
      .then((text) => {
        entry.body = text ? (JSON.parse(text) as unknown) : undefined
      })
      .catch(() => undefined)
  })
  return seen
}

/** The Authorization header of each request from now on, by path: null when none was sent. */
export function recordAuthorizationHeaders(): { path: string; header: string | null }[] {
  const seen: { path: string; header: string | null }[] = []
  server.events.on('request:start', ({ request }) => {
    seen.push({
      path: new URL(request.url).pathname,
      header: request.headers.get('Authorization'),
    })
  })
  return seen
}
