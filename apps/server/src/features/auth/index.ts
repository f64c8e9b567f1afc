import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ChangePasswordSchema,
  CheckAnswerSchema,
  CurrentGroupAnswerSchema,
  ForceLogoutSchema,
  LoginAnswerSchema,
  LoginSchema,
  AuthPaths,
  PrivateTokenAnswerSchema,
  RegisterRequestSchema,
  ResendVerificationSchema,
  ResetPasswordRequestSchema,
  ResetSchema,
  TokenBodySchema,
} from '@aula/contract/auth'
import { ErrorMessages, ErrorSchema, SuccessSchema } from '@aula/contract/common'
import { credentialOf, refusesForeignWrite, SESSION_SECONDS } from '#src/plugins/app/auth.ts'
import { clearSessionCookie, setSessionCookie } from '#src/plugins/app/session-cookie.ts'
import { limit } from '#src/plugins/external/security.ts'
import { requestLanguage } from '#src/lib/language.ts'
import { HttpError } from '#src/lib/http-error.ts'
import { createAfterAnswer } from './after-answer.ts'
import { createLoginLimits, waitWords } from './login-limits.ts'
import { revokeSessionByToken } from './session.repository.ts'
import { findUserByEmail } from './user.repository.ts'
import {
  changePassword,
  checkResetToken,
  issuePrivateToken,
  login,
  normalizeEmail,
  registerAccount,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyAccount,
} from './auth.service.ts'

const success = { message: 'Success' as const }

/** Session and account: sign-in, registration, reset, password (docs/product.md#sign-in). */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const m = app.config.rateLimitMultiplier
  const ctx = { db: app.db, mail: app.mail, config: app.config }
  const afterAnswer = createAfterAnswer(app.log)
  app.addHook('onClose', () => afterAnswer.settle(5000))
  const loginLimits = createLoginLimits(m)
  const resendPerEmail = app.createRateLimit({
    ...limit(m, 3, '1 hour'),
    keyGenerator: (req) =>
      `resend:${normalizeEmail(String((req.body as { email?: unknown })?.email ?? ''))}`,
  })

  app.post(
    '/api/login/',
    {
      schema: {
        body: LoginSchema,
        response: {
          200: LoginAnswerSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          429: ErrorSchema,
        },
      },
      config: {
        // A quick brake per address and account; the limits per account (from every
        // address) and per address (across accounts) follow in the handler.
        rateLimit: {
          ...limit(m, 10, '1 minute'),
          keyGenerator: (req) =>
            `login:${req.ip}:${normalizeEmail(String((req.body as { email?: unknown })?.email ?? ''))}`,
        },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email)
      const wait = loginLimits.begin(email, request.ip)
      if (wait > 0) {
        return reply
          .code(429)
          .header('retry-after', String(wait))
          .send({ message: `${ErrorMessages.tooManyRequests}: try again in ${waitWords(wait)}.` })
      }
      try {
        const token = await login(app.db, email, request.body.password)
        loginLimits.succeeded(email, request.ip)
        // The browser keeps the session in an httpOnly cookie; API clients use the token.
        setSessionCookie(reply, app.sessionCookie, token, SESSION_SECONDS)
        return { ...success, token }
      } catch (error) {
        // The right password of an unverified account is not a guess.
        if (error instanceof HttpError && error.statusCode === 403) {
          loginLimits.succeeded(email, request.ip)
        }
        throw error
      }
    },
  )

  app.get(
    '/api/user/current-group/:email',
    {
      schema: {
        params: z.object({ email: z.string().max(254) }),
        response: {
          200: CurrentGroupAnswerSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const user = request.user!
      const email = normalizeEmail(request.params.email)
      if (email === user.email) return { group: user.group }
      // Another person's group is an admin's business only (docs/product.md#roles).
      if (user.group !== 'admin') return reply.code(403).send({ message: 'Forbidden' })
      const other = await findUserByEmail(app.db, email)
      if (!other) return reply.code(404).send({ message: 'Not found' })
      return { group: other.group }
    },
  )

  app.post(
    '/api/generate-token/',
    {
      schema: {
        body: RegisterRequestSchema,
        response: { 200: SuccessSchema, 400: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema },
      },
      config: { rateLimit: limit(m, 10, '10 minutes') },
    },
    async (request) => {
      await registerAccount(ctx, request.body, requestLanguage(request, request.body.language))
      return success
    },
  )

  app.post(
    '/api/register',
    {
      schema: { body: TokenBodySchema, response: { 200: SuccessSchema, 400: ErrorSchema } },
      config: { rateLimit: limit(m, 30, '1 minute') },
    },
    async (request) => {
      await verifyAccount(app.db, request.body.token)
      return success
    },
  )

  app.get(
    '/api/check/',
    {
      schema: { response: { 200: CheckAnswerSchema, 401: ErrorSchema } },
      preHandler: app.requireUser,
    },
    async (request) => ({
      ...success,
      user: { email: request.user!.email, group: request.user!.group },
    }),
  )

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
    const endSession = async (request: FastifyRequest, reply: FastifyReply) => {
      const credential = credentialOf(request, app.sessionCookie)
      if (refusesForeignWrite(request, reply, credential, app.publicOrigin)) return reply
      if (credential) await revokeSessionByToken(app.db, credential.token)
      clearSessionCookie(reply, app.sessionCookie)
      return success
    }

    sessionEnd.post(
      '/api/forcelogout/',
      {
        schema: {
          body: ForceLogoutSchema,
          response: { 200: SuccessSchema, 403: ErrorSchema },
        },
      },
      endSession,
    )

    sessionEnd.post(
      '/api/logout/',
      { schema: { response: { 200: SuccessSchema, 403: ErrorSchema } } },
      endSession,
    )
  })

  app.post(
    '/api/reset-password/',
    {
      schema: {
        body: ResetPasswordRequestSchema,
        response: { 200: SuccessSchema, 400: ErrorSchema, 429: ErrorSchema },
      },
      config: { rateLimit: limit(m, 5, '10 minutes') },
    },
    async (request) => {
      // Always Success, in the same time: the answer never tells whether an account exists.
      const job = await requestPasswordReset(
        ctx,
        request.body.email,
        requestLanguage(request, request.body.language),
      )
      if (job) afterAnswer.run('password reset mail', job)
      return success
    },
  )

  app.post(
    AuthPaths.resendVerification,
    {
      schema: {
        body: ResendVerificationSchema,
        response: { 200: SuccessSchema, 400: ErrorSchema, 429: ErrorSchema },
      },
      // Per address, and per e-mail from every address so nobody's mailbox is flooded.
      preHandler: async (request, reply) => {
        const answer = await resendPerEmail(request)
        if (answer.isAllowed || !answer.isExceeded) return
        return reply
          .code(429)
          .header('retry-after', String(answer.ttlInSeconds))
          .send({
            message: `${ErrorMessages.tooManyRequests}: try again in ${waitWords(answer.ttlInSeconds)}.`,
          })
      },
      config: { rateLimit: limit(m, 5, '10 minutes') },
    },
    async (request) => {
      const job = await resendVerification(
        ctx,
        request.body,
        requestLanguage(request, request.body.language),
      )
      if (job) afterAnswer.run('verification mail', job)
      return success
    },
  )

  app.get(
    '/api/check-reset-token/:token',
    {
      schema: {
        params: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: SuccessSchema, 400: ErrorSchema, 429: ErrorSchema },
      },
      config: { rateLimit: limit(m, 30, '1 minute') },
    },
    async (request) => {
      await checkResetToken(app.db, request.params.token)
      return success
    },
  )

  app.put(
    '/api/reset/',
    {
      schema: {
        body: ResetSchema,
        response: { 200: SuccessSchema, 400: ErrorSchema, 429: ErrorSchema },
      },
      config: { rateLimit: limit(m, 10, '1 minute') },
    },
    async (request) => {
      await resetPassword(app.db, request.body.token, request.body.password)
      return success
    },
  )

  app.put(
    '/api/user/password/',
    {
      schema: {
        body: ChangePasswordSchema,
        response: { 200: SuccessSchema, 400: ErrorSchema, 401: ErrorSchema, 429: ErrorSchema },
      },
      preHandler: app.requireUser,
      config: { rateLimit: limit(m, 10, '10 minutes') },
    },
    async (request) => {
      await changePassword(
        app.db,
        request.user!,
        request.body.oldPassword,
        request.body.newPassword,
      )
      return success
    },
  )

  app.get(
    '/api/generate-private-token/',
    {
      schema: { response: { 200: PrivateTokenAnswerSchema, 401: ErrorSchema } },
      preHandler: app.requireUser,
    },
    async (request) => ({ token: await issuePrivateToken(app.db, request.user!.id) }),
  )
}

export default authRoutes
