import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AuthEndpoints } from '@aula/contract/auth'
import { ErrorMessages } from '@aula/contract/common'
import { credentialOf, refusesForeignWrite, SESSION_SECONDS } from '#src/plugins/app/auth.ts'
import { clearSessionCookie, setSessionCookie } from '#src/plugins/app/session-cookie.ts'
import { limit } from '#src/plugins/external/security.ts'
import { requestLanguage } from '#src/lib/language.ts'
import { addRoute } from '#src/lib/routes.ts'
import { subscribe } from '#src/features/newsletter/newsletter.service.ts'
import { createAfterAnswer } from './after-answer.ts'
import { createLoginLimits, waitWords } from './login-limits.ts'
import { createSharedLoginLimits } from './login-limits.redis.ts'
import {
  changePassword,
  checkResetToken,
  normalizeEmail,
  registerAccount,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyAccount,
} from './auth.service.ts'
import {
  endSession,
  groupOf,
  issuePrivateToken,
  sessionOf,
  signIn,
} from './auth.session.service.ts'

const success = { message: 'Success' as const }

/** 429 with the seconds to wait in Retry-After and in words in the message. */
const tooManyAttempts = (reply: FastifyReply, seconds: number) =>
  reply
    .code(429)
    .header('retry-after', String(seconds))
    .send({ message: `${ErrorMessages.tooManyRequests}: try again in ${waitWords(seconds)}.` })

/** The e-mail a body names, normalized, for the rate limits keyed on it. */
const textOf = (value: unknown) => (typeof value === 'string' ? value : '')

const bodyEmail = (request: FastifyRequest) =>
  normalizeEmail(textOf((request.body as { email?: unknown } | null)?.email))

/** Session and account: sign-in, registration, reset, password (docs/product.md#sign-in). */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const m = app.config.rateLimitMultiplier
  const afterAnswer = createAfterAnswer(app.log)
  app.addHook('onClose', () => afterAnswer.settle(5000))
  const ctx = { db: app.db, mail: app.mail, config: app.config, afterAnswer }
  const loginLimits = app.shared
    ? createSharedLoginLimits(app.shared, m, (error) =>
        app.log.warn({ err: error }, 'sign-in limits: Redis did not answer'),
      )
    : createLoginLimits(m)
  const resendPerEmail = app.createRateLimit({
    ...limit(m, 3, '1 hour'),
    keyGenerator: (req) => `resend:${bodyEmail(req)}`,
  })

  addRoute(
    app,
    AuthEndpoints.login,
    async (request, reply) => {
      const result = await signIn({ db: app.db, loginLimits }, request.body, request.ip)
      if ('wait' in result) return tooManyAttempts(reply, result.wait)
      // The browser keeps the session in an httpOnly cookie; API clients use the token.
      setSessionCookie(reply, app.sessionCookie, result.token, SESSION_SECONDS)
      return { ...success, token: result.token }
    },
    {
      // A quick brake per address and account; the limits per account (from every
      // address) and per address (across accounts) follow in signIn.
      config: {
        rateLimit: {
          ...limit(m, 10, '1 minute'),
          keyGenerator: (req) => `login:${req.ip}:${bodyEmail(req)}`,
        },
      },
    },
  )

  addRoute(app, AuthEndpoints.currentGroup, async (request) =>
    groupOf(app.db, request.user!, request.params.email),
  )

  addRoute(
    app,
    AuthEndpoints.generateToken,
    async (request) => {
      const language = requestLanguage(request, request.body.language)
      await registerAccount(ctx, request.body, language)
      // Asked for the newsletter too: its consent is recorded with the account; the
      // subscription itself still waits for the mailbox's confirmation (double opt-in).
      if (request.body.newsletterVersion) {
        await subscribe(ctx, request.body.email, language, null).catch((err: unknown) =>
          request.log.warn({ err }, 'newsletter subscription at registration not made'),
        )
      }
      return success
    },
    { config: { rateLimit: limit(m, 10, '10 minutes') } },
  )

  addRoute(
    app,
    AuthEndpoints.register,
    async (request) => {
      await verifyAccount(app.db, request.body.token)
      return success
    },
    { config: { rateLimit: limit(m, 30, '1 minute') } },
  )

  addRoute(app, AuthEndpoints.check, async (request) => sessionOf(request.user!))

  // Ending a session must work however the client sends it: the spec shows no payload for
  // logout, and a JSON call may carry the JSON content type with an empty body.
  await app.register(async (sessionEnd) => {
    const json = sessionEnd.getDefaultJsonParser('error', 'error')
    sessionEnd.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (request, body, done) =>
        body.length === 0 ? done(null, null) : json(request, String(body), done),
    )

    // Ends only the session it is signed with (bearer, else cookie): never another person's.
    // The cookie is cleared either way; a cookie-signed call must come from this site.
    const logout = async (request: FastifyRequest, reply: FastifyReply) => {
      const credential = credentialOf(request, app.sessionCookie)
      if (refusesForeignWrite(request, reply, credential, app.publicOrigin)) return reply
      await endSession(app.db, credential)
      clearSessionCookie(reply, app.sessionCookie)
      return success
    }
    addRoute(sessionEnd, AuthEndpoints.forceLogout, logout)
    addRoute(sessionEnd, AuthEndpoints.logout, logout)
  })

  addRoute(
    app,
    AuthEndpoints.resetPassword,
    async (request) => {
      // Always Success, in the same time: the answer never tells whether an account exists.
      await requestPasswordReset(
        ctx,
        request.body.email,
        requestLanguage(request, request.body.language),
      )
      return success
    },
    { config: { rateLimit: limit(m, 5, '10 minutes') } },
  )

  addRoute(
    app,
    AuthEndpoints.resendVerification,
    async (request) => {
      await resendVerification(ctx, request.body, requestLanguage(request, request.body.language))
      return success
    },
    {
      // Per address, and per e-mail from every address so nobody's mailbox is flooded.
      preHandler: async (request, reply) => {
        const answer = await resendPerEmail(request)
        if (answer.isAllowed || !answer.isExceeded) return
        return tooManyAttempts(reply, answer.ttlInSeconds)
      },
      config: { rateLimit: limit(m, 5, '10 minutes') },
    },
  )

  addRoute(
    app,
    AuthEndpoints.checkResetToken,
    async (request) => {
      await checkResetToken(app.db, request.params.token)
      return success
    },
    { config: { rateLimit: limit(m, 30, '1 minute') } },
  )

  addRoute(
    app,
    AuthEndpoints.reset,
    async (request) => {
      await resetPassword(app.db, request.body.token, request.body.password)
      return success
    },
    { config: { rateLimit: limit(m, 10, '1 minute') } },
  )

  addRoute(
    app,
    AuthEndpoints.userPassword,
    async (request) => {
      await changePassword(
        app.db,
        request.user!,
        request.body.oldPassword,
        request.body.newPassword,
      )
      return success
    },
    { config: { rateLimit: limit(m, 10, '10 minutes') } },
  )

  addRoute(app, AuthEndpoints.generatePrivateToken, async (request) =>
    issuePrivateToken(app.db, request.user!.id),
  )
}

export default authRoutes
