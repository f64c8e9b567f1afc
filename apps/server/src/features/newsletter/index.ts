import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorSchema, SuccessSchema } from '@aula/contract/common'
import { NewsletterPages, NewsletterTokenSchema, SubscribeSchema } from '@aula/contract/newsletter'
import { HttpError } from '#src/lib/http-error.ts'
import { requestLanguage } from '#src/lib/language.ts'
import { limit } from '#src/plugins/external/security.ts'
import { confirmSubscription, subscribe, unsubscribe } from './newsletter.service.ts'
import newsletterAdminRoutes from './admin.ts'
import { campaignSender } from './campaign.sender.ts'

export { newsletterHeaders, unsubscribeLinks, type UnsubscribeLinks } from './newsletter.service.ts'
export { listConfirmedSubscribers, type ConfirmedSubscriber } from './newsletter.repository.ts'
export { unsubscribeFooter } from './newsletter.mails.ts'

const success = { message: 'Success' as const }
const TokenParamsSchema = z.object({ token: z.string().min(1).max(200) })
const ONE_CLICK_KEY = 'List-Unsubscribe'
const ONE_CLICK_VALUE = 'One-Click'

/** The "List-Unsubscribe" value of a one-click POST, sent as a form or as multipart. */
async function oneClickValue(request: FastifyRequest): Promise<unknown> {
  if (request.isMultipart()) {
    let value: unknown
    try {
      // The body is one short field: anything much bigger is not a one-click request.
      const parts = request.parts({ limits: { fields: 10, fieldSize: 1024, files: 0 } })
      for await (const part of parts) {
        if (part.type === 'file') part.file.resume()
        else if (part.fieldname === ONE_CLICK_KEY) value = part.value
      }
    } catch (error) {
      // The parser's own 4xx (too large, too many parts) stands; anything else it throws
      // (no boundary, a cut-off body) is still the sender's malformed body, not our fault.
      const status = (error as { statusCode?: number }).statusCode
      if (status && status >= 400 && status < 500) throw error
      throw new HttpError(400, 'Malformed multipart body', { cause: error })
    }
    return value
  }
  const body = request.body
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[ONE_CLICK_KEY] : body
}

/**
 * The newsletter with double opt-in: POST /api/subscribe/, and the confirm and
 * unsubscribe calls of the pages the mails link to. Unsubscribing always takes a POST:
 * mail scanners and link previews open every link in a mail with GET, and must never
 * unsubscribe anyone.
 */
const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const m = app.config.rateLimitMultiplier
  const ctx = { db: app.db, mail: app.mail, config: app.config }
  const tokenResponse = { 200: SuccessSchema, 400: ErrorSchema, 429: ErrorSchema }

  app.post(
    '/api/subscribe/',
    {
      schema: {
        body: SubscribeSchema,
        response: { 200: SuccessSchema, 400: ErrorSchema, 429: ErrorSchema, 503: ErrorSchema },
      },
      config: { rateLimit: limit(m, 5, '10 minutes') },
      // The web sends the session token when there is one: its language is a good guess.
      preHandler: app.optionalUser,
    },
    async (request) => {
      const language = requestLanguage(request, request.body.language ?? request.user?.language)
      await subscribe(ctx, request.body.email, language)
      return success
    },
  )

  app.post(
    '/api/newsletter/confirm',
    {
      schema: { body: NewsletterTokenSchema, response: tokenResponse },
      config: { rateLimit: limit(m, 30, '1 minute') },
    },
    async (request) => {
      await confirmSubscription(
        { db: app.db, mail: app.mail, config: app.config, log: request.log },
        request.body.token,
      )
      return success
    },
  )

  app.post(
    '/api/newsletter/unsubscribe',
    {
      schema: { body: NewsletterTokenSchema, response: tokenResponse },
      config: { rateLimit: limit(m, 30, '1 minute') },
    },
    async (request) => {
      await unsubscribe(app.db, request.body.token)
      return success
    },
  )

  // RFC 8058 one-click: the mail program POSTs "List-Unsubscribe=One-Click" as a form to the
  // URL in the List-Unsubscribe header. Form bodies are parsed here only: every other call
  // still refuses them.
  const oneClickRoutes: FastifyPluginAsyncZod = async (oneClick) => {
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))))
      },
    )

    oneClick.post(
      '/api/newsletter/unsubscribe/:token',
      {
        schema: { params: TokenParamsSchema, response: tokenResponse },
        bodyLimit: 16 * 1024,
        // Mailbox providers send every one-click POST from a few shared addresses: a limit
        // per address alone would drop real unsubscriptions after a newsletter goes out.
        // Each link gets its own allowance; guessing a 256-bit token gains nothing.
        config: {
          rateLimit: {
            ...limit(m, 30, '1 minute'),
            keyGenerator: (request: FastifyRequest) =>
              `one-click:${request.ip}:${(request.params as { token?: string }).token ?? ''}`,
          },
        },
      },
      async (request, reply) => {
        if ((await oneClickValue(request)) !== ONE_CLICK_VALUE) {
          return reply.code(400).send({
            message: `Invalid body: expected ${ONE_CLICK_KEY}=${ONE_CLICK_VALUE}`,
            errors: [{ path: ONE_CLICK_KEY, message: `Expected "${ONE_CLICK_VALUE}"` }],
          })
        }
        await unsubscribe(app.db, request.params.token)
        return success
      },
    )

    // A person who opens the one-click URL in a browser lands on the page that asks first.
    oneClick.get(
      '/api/newsletter/unsubscribe/:token',
      { schema: { params: TokenParamsSchema } },
      async (request, reply) =>
        reply.redirect(NewsletterPages.unsubscribe.href(request.params.token), 303),
    )
  }
  await app.register(oneClickRoutes)

  await app.register(newsletterAdminRoutes)
  await app.register(campaignSender)
}

export default newsletterRoutes
