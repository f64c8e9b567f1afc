import { setupServer } from 'msw/node'
import { handlers } from './handlers.ts'

export const server = setupServer(...handlers)

export interface SeenRequest {
  method: string
  path: string
  authorization: string | null
  body: unknown
}

/** Every request the app makes from now on, to assert what was (or was not) called. */
export function recordRequests(): SeenRequest[] {
  const seen: SeenRequest[] = []
  server.events.on('request:start', ({ request }) => {
    const clone = request.clone()
    const entry: SeenRequest = {
      method: request.method,
      path: new URL(request.url).pathname,
      authorization: request.headers.get('Authorization'),
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
