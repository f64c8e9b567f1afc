import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { ErrorMessages } from '@aula/contract/common'
import { hashToken } from '#src/lib/tokens.ts'
import { now } from '#src/lib/clock.ts'

export const SESSION_DAYS = 30
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

function refuse(reply: FastifyReply, status: 401 | 403) {
  return reply
    .code(status)
    .send({ message: status === 401 ? ErrorMessages.unauthorized : ErrorMessages.forbidden })
}

export default fp(
  async function authPlugin(app) {
    app.decorateRequest('user', null)

    async function resolve(
      request: FastifyRequest,
      kind: 'session' | 'private' | 'any',
    ): Promise<AuthUser | null> {
      const token = bearerToken(request)
      if (!token || token.length > 200) return null
      const at = now()
      const row = await app.db
        .selectFrom('session')
        .innerJoin('app_user', 'app_user.id', 'session.user_id')
        .select([
          'session.id as sessionId',
          'session.kind',
          'session.last_used_at',
          'app_user.id',
          'app_user.email',
          'app_user.name',
          'app_user.group',
          'app_user.language',
          'app_user.verified',
        ])
        .where('session.token_hash', '=', hashToken(token))
        .where('session.revoked_at', 'is', null)
        .where('session.expires_at', '>', at)
        .executeTakeFirst()
      if (!row || (kind !== 'any' && row.kind !== kind) || Number(row.verified) !== 1) return null
      // Sessions expire after SESSION_DAYS unused: each use (at most once a minute) extends it.
      if (row.kind === 'session' && Date.now() - Date.parse(row.last_used_at) > TOUCH_EVERY_MS) {
        await app.db
          .updateTable('session')
          .set({
            last_used_at: at,
            expires_at: new Date(Date.now() + SESSION_DAYS * 86_400_000).toISOString(),
          })
          .where('id', '=', row.sessionId)
          .execute()
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

    app.decorate('optionalUser', async function (request: FastifyRequest) {
      request.user = await resolve(request, 'session')
    })
    app.decorate('requireUser', async function (request: FastifyRequest, reply: FastifyReply) {
      request.user = await resolve(request, 'session')
      if (!request.user) return refuse(reply, 401)
    })
    // A page of the admin panel may read its lists with the private token it just used for
    // a write; a user's token of either kind is still refused (403).
    app.decorate('requireAdmin', async function (request: FastifyRequest, reply: FastifyReply) {
      request.user = await resolve(request, 'any')
      if (!request.user) return refuse(reply, 401)
      if (request.user.group !== 'admin') return refuse(reply, 403)
    })
    app.decorate(
      'requireAdminWrite',
      async function (request: FastifyRequest, reply: FastifyReply) {
        request.user = await resolve(request, 'private')
        if (!request.user) return refuse(reply, 401)
        if (request.user.group !== 'admin') return refuse(reply, 403)
      },
    )
  },
  { name: 'auth', dependencies: ['db'] },
)
