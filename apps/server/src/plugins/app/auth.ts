import fp from 'fastify-plugin'
import cookie from '@fastify/cookie'
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { ErrorMessages } from '@aula/contract/common'
import { hashToken } from '#src/lib/tokens.ts'
import { now } from '#src/lib/clock.ts'
import {
  FOREIGN_WRITE_MESSAGE,
  isForeignWrite,
  sessionCookieSettings,
  sessionCookieToken,
  setSessionCookie,
  type SessionCookieSettings,
} from './session-cookie.ts'
import { cachedSession, keepSession, sessionGeneration } from './session-cache.ts'

export const SESSION_DAYS = 30
export const SESSION_SECONDS = SESSION_DAYS * 86_400
export const PRIVATE_TOKEN_MINUTES = 5
const TOUCH_EVERY_MS = 60_000

export interface AuthUser {
  id: number
  email: string
  name: string
  group: 'user' | 'admin'
  language: 'it' | 'en'
  sessionId: number
  tokenKind: 'session' | 'private'
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null
  }
  interface FastifyInstance {
    /** The session cookie's name and whether it is Secure (from PUBLIC_URL). */
    sessionCookie: SessionCookieSettings
    /** PUBLIC_URL's origin: where cookie-signed writes must come from. */
    publicOrigin: string
    /** A signed-in user with a session token; 401 otherwise. */
    requireUser: preHandlerAsyncHookHandler
    /** Reads the session when there is one; never refuses. */
    optionalUser: preHandlerAsyncHookHandler
    /** Admin lists and reads: an admin's session or an admin's unexpired private token. */
    requireAdmin: preHandlerAsyncHookHandler
    /** Admin writes (docs/product.md#roles): only an admin's unexpired private token. */
    requireAdminWrite: preHandlerAsyncHookHandler
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match?.[1] ?? null
}

export interface Credential {
  token: string
  from: 'bearer' | 'cookie'
}

/**
 * The bearer when the request has one (API clients, the admin's private token), else the
 * session cookie (the browser). A header that is not `Bearer <token>` counts as absent.
 */
export function credentialOf(
  request: FastifyRequest,
  settings: SessionCookieSettings,
): Credential | null {
  const bearer = bearerToken(request)
  if (bearer) return { token: bearer, from: 'bearer' }
  const fromCookie = sessionCookieToken(request, settings)
  return fromCookie ? { token: fromCookie, from: 'cookie' } : null
}

/** A cookie-signed write from another origin: refused before anything is read or written. */
export function refusesForeignWrite(
  request: FastifyRequest,
  reply: FastifyReply,
  credential: Credential | null,
  publicOrigin: string,
): boolean {
  if (credential?.from !== 'cookie' || !isForeignWrite(request, publicOrigin)) return false
  void reply.code(403).send({ message: FOREIGN_WRITE_MESSAGE })
  return true
}

function refuse(reply: FastifyReply, status: 401 | 403) {
  return reply
    .code(status)
    .send({ message: status === 401 ? ErrorMessages.unauthorized : ErrorMessages.forbidden })
}

export default fp(
  async function authPlugin(app) {
    await app.register(cookie)
    app.decorateRequest('user', null)
    const settings = sessionCookieSettings(app.config.publicUrl)
    const publicOrigin = new URL(app.config.publicUrl).origin
    app.decorate('sessionCookie', settings)
    app.decorate('publicOrigin', publicOrigin)

    /** The unrevoked, unexpired session of a token hash, with its account. */
    const findSession = (tokenHash: string) =>
      app.db
        .selectFrom('session')
        .innerJoin('app_user', 'app_user.id', 'session.user_id')
        .select([
          'session.id as sessionId',
          'session.kind',
          'session.last_used_at',
          'session.expires_at',
          'app_user.id',
          'app_user.email',
          'app_user.name',
          'app_user.group',
          'app_user.language',
          'app_user.verified',
        ])
        .where('session.token_hash', '=', tokenHash)
        .where('session.revoked_at', 'is', null)
        .where('session.expires_at', '>', now())
        .executeTakeFirst()
    type SessionRow = NonNullable<Awaited<ReturnType<typeof findSession>>>

    async function resolve(
      credential: Credential | null,
      kind: 'session' | 'private' | 'any',
      reply: FastifyReply,
    ): Promise<AuthUser | null> {
      if (!credential || credential.token.length > 200) return null
      const token = credential.token
      const tokenHash = hashToken(token)
      const readAt = sessionGeneration()
      let row = cachedSession<SessionRow>(app.db, tokenHash)
      if (row && Date.parse(row.expires_at) <= Date.now()) row = null
      row ??= (await findSession(tokenHash)) ?? null
      if (row?.kind === 'session') keepSession(app.db, tokenHash, row, readAt)
      if (!row || (kind !== 'any' && row.kind !== kind) || Number(row.verified) !== 1) return null
      // Sessions expire after SESSION_DAYS unused: each use (at most once a minute) extends it.
      if (row.kind === 'session' && Date.now() - Date.parse(row.last_used_at) > TOUCH_EVERY_MS) {
        const touched = {
          last_used_at: now(),
          expires_at: new Date(Date.now() + SESSION_DAYS * 86_400_000).toISOString(),
        }
        await app.db.updateTable('session').set(touched).where('id', '=', row.sessionId).execute()
        // The kept lookup (session-cache.ts) follows, so the next request does not touch again.
        Object.assign(row, touched)
        // The cookie's lifetime follows the session's.
        if (credential.from === 'cookie') setSessionCookie(reply, settings, token, SESSION_SECONDS)
      }
      return {
        id: row.id,
        email: row.email,
        name: row.name,
        group: row.group,
        language: row.language,
        sessionId: row.sessionId,
        tokenKind: row.kind,
      }
    }

    /** Reads the caller; false when the answer (403) is already sent. */
    async function authenticate(
      request: FastifyRequest,
      reply: FastifyReply,
      kind: 'session' | 'private' | 'any',
    ): Promise<boolean> {
      const credential = credentialOf(request, settings)
      if (refusesForeignWrite(request, reply, credential, publicOrigin)) return false
      request.user = await resolve(credential, kind, reply)
      return true
    }

    app.decorate('optionalUser', async function (request: FastifyRequest, reply: FastifyReply) {
      if (!(await authenticate(request, reply, 'session'))) return reply
    })
    app.decorate('requireUser', async function (request: FastifyRequest, reply: FastifyReply) {
      if (!(await authenticate(request, reply, 'session'))) return reply
      if (!request.user) return refuse(reply, 401)
    })
    // A page of the admin panel may read its lists with the private token it just used for
    // a write; a user's token of either kind is still refused (403).
    app.decorate('requireAdmin', async function (request: FastifyRequest, reply: FastifyReply) {
      if (!(await authenticate(request, reply, 'any'))) return reply
      if (!request.user) return refuse(reply, 401)
      if (request.user.group !== 'admin') return refuse(reply, 403)
    })
    app.decorate(
      'requireAdminWrite',
      async function (request: FastifyRequest, reply: FastifyReply) {
        if (!(await authenticate(request, reply, 'private'))) return reply
        if (!request.user) return refuse(reply, 401)
        if (request.user.group !== 'admin') return refuse(reply, 403)
      },
    )
  },
  { name: 'auth', dependencies: ['db'] },
)
