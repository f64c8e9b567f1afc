import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { NewsletterEndpoints, NewsletterPages } from '@aula/contract/newsletter'
import { HttpError } from '#src/lib/http-error.ts'
import { requestLanguage } from '#src/lib/language.ts'
import { addRoute } from '#src/lib/routes.ts'
import { limit } from '#src/plugins/external/security.ts'
import { confirmSubscription, subscribe, unsubscribe } from './newsletter.service.ts'
import newsletterAdminRoutes from './admin.ts'
import { campaignSender } from './campaign.sender.ts'

export { newsletterHeaders, unsubscribeLinks, type UnsubscribeLinks } from './newsletter.service.ts'
export { listConfirmedSubscribers, type ConfirmedSubscriber } from './newsletter.repository.ts'
export { unsubscribeFooter } from './newsletter.mails.ts'

const success = { message: 'Success' as const }
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

  addRoute(
    app,
    NewsletterEndpoints.subscribe,
    async (request) => {
      // The web sends the session token when there is one: its language is a good guess.
      const language = requestLanguage(request, request.body.language ?? request.user?.language)
      await subscribe(ctx, request.body.email, language, {
        version: request.body.consentVersion,
        source: 'newsletter-form',
        userId: request.user?.id,
      })
      return success
    },
    { config: { rateLimit: limit(m, 5, '10 minutes') } },
  )

  addRoute(
    app,
    NewsletterEndpoints.confirm,
    async (request) => {
      await confirmSubscription(
        { db: app.db, mail: app.mail, config: app.config, log: request.log },
        request.body.token,
      )
      return success
    },
    { config: { rateLimit: limit(m, 30, '1 minute') } },
  )

  addRoute(
    app,
    NewsletterEndpoints.unsubscribe,
    async (request) => {
      await unsubscribe(app.db, request.body.token)
      return success
    },
    { config: { rateLimit: limit(m, 30, '1 minute') } },
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

    addRoute(
      oneClick,
      NewsletterEndpoints.oneClickUnsubscribe,
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
      {
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
    )

    // A person who opens the one-click URL in a browser lands on the page that asks first.
    addRoute(oneClick, NewsletterEndpoints.oneClickPage, async (request, reply) =>
      reply.redirect(NewsletterPages.unsubscribe.href(request.params.token), 303),
    )
  }
  await app.register(oneClickRoutes)

  await app.register(newsletterAdminRoutes)
  await app.register(campaignSender)
}

export default newsletterRoutes
