import type { FastifyReply, FastifyRequest } from 'fastify'

/*
 * The browser's session travels in an httpOnly cookie, out of reach of the page's scripts;
 * API clients keep sending the token as a bearer (docs/decisions/016-session-cookie.md).
 */

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

export interface SessionCookieSettings {
  name: string
  secure: boolean
}

/**
 * `Secure` everywhere but a plain-http PUBLIC_URL on the machine itself (development, tests,
 * the e2e server), where the browser would otherwise never send the cookie back. A secure
 * cookie also takes the `__Host-` prefix: browsers then refuse it unless it is Secure, has
 * Path=/ and no Domain, so a sibling subdomain cannot plant or shadow it.
 */
export function sessionCookieSettings(publicUrl: string): SessionCookieSettings {
  const url = new URL(publicUrl)
  const local =
    url.protocol === 'http:' && (LOOPBACK.has(url.hostname) || url.hostname.endsWith('.localhost'))
  return local
    ? { name: 'aula_session', secure: false }
    : { name: '__Host-aula_session', secure: true }
}

const attributes = (settings: SessionCookieSettings) =>
  ({ httpOnly: true, secure: settings.secure, sameSite: 'lax', path: '/' }) as const

export function setSessionCookie(
  reply: FastifyReply,
  settings: SessionCookieSettings,
  token: string,
  maxAgeSeconds: number,
) {
  reply.setCookie(settings.name, token, { ...attributes(settings), maxAge: maxAgeSeconds })
}

export function clearSessionCookie(reply: FastifyReply, settings: SessionCookieSettings) {
  reply.clearCookie(settings.name, attributes(settings))
}

export function sessionCookieToken(
  request: FastifyRequest,
  settings: SessionCookieSettings,
): string | null {
  const value = request.cookies[settings.name]
  return value ? value : null
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A write that rides on the cookie must come from the site's own pages: its Origin (or,
 * when a browser leaves that out, its Referer) has to be PUBLIC_URL's origin. SameSite=Lax
 * already keeps the cookie off most cross-site writes; this also covers same-site
 * neighbours and old browsers. Reads are never refused here.
 */
export function isForeignWrite(request: FastifyRequest, publicOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false
  const origin = request.headers.origin
  if (origin !== undefined) return origin !== publicOrigin
  const referer = request.headers.referer
  if (!referer) return true
  try {
    return new URL(referer).origin !== publicOrigin
  } catch {
    return true
  }
}

export const FOREIGN_WRITE_MESSAGE =
  'Forbidden: a request signed in by the session cookie must come from this site (Origin or Referer)'
