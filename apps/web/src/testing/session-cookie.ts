/*
 * The browser's httpOnly session cookie, as the fake server keeps it: the login answer sets
 * it, logout clears it, and `renderApp({ as })` starts a test already signed in. The app's
 * scripts never see it, as in a real browser (docs/decisions/016-session-cookie.md).
 */
let cookie: string | null = null

export const sessionCookie = {
  set: (token: string) => {
    cookie = token
  },
  clear: () => {
    cookie = null
  },
  get: () => cookie,
}

const bearerOf = (request: Request) =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1] ?? null

/**
 * The token a request signs in with, as the real server decides: its bearer when it has
 * one, else the session cookie, which the browser sends unless the request omits
 * credentials.
 */
export function credentialOf(request: Request): string | null {
  const bearer = bearerOf(request)
  if (bearer) return bearer
  return request.credentials === 'omit' ? null : cookie
}
