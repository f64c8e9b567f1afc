import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify'
import multipart from '@fastify/multipart'
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import core, { type CoreDeps } from './plugins/external/core.ts'
import errors from './plugins/external/errors.ts'
import security from './plugins/external/security.ts'
import { RequestLog } from './plugins/external/request-log.ts'
import { lazyChildLogger } from './plugins/external/lazy-logger.ts'
import { FrontDoor } from './lib/front-door.ts'
import { Metrics } from './lib/metrics.ts'
import { Readiness } from './lib/readiness.ts'
import { requestIds } from './lib/request-id.ts'
import operations from './plugins/app/operations.ts'
import auth from './plugins/app/auth.ts'
import publicCache from './plugins/app/public-reads.ts'
import sharedState from './plugins/app/shared-state.ts'
import uploads from './plugins/app/uploads.ts'
import staticFiles from './plugins/app/static-files.ts'
import web from './plugins/app/web.ts'
import health from './features/health/index.ts'
import authRoutes from './features/auth/index.ts'
import siteRoutes from './features/site/index.ts'
import topicRoutes from './features/topics/index.ts'
import memberRoutes from './features/members/index.ts'
import courseRoutes from './features/courses/index.ts'
import onlineCourseRoutes from './features/online-courses/index.ts'
import articleRoutes from './features/articles/index.ts'
import faqRoutes from './features/faqs/index.ts'
import reviewRoutes from './features/reviews/index.ts'
import seoRoutes from './features/seo/index.ts'
import contactRoutes from './features/contact/index.ts'
import newsletterRoutes from './features/newsletter/index.ts'
import inboxRoutes from './features/inbox/index.ts'
import orderRoutes from './features/orders/index.ts'
import checkoutRoutes from './features/checkout/index.ts'
import couponRoutes from './features/coupons/index.ts'
import profileRoutes from './features/profile/index.ts'
import adminClientRoutes from './features/admin-clients/index.ts'
import apiDocs from './features/api-docs/index.ts'
import uploadRoutes from './features/uploads/index.ts'
import captionRoutes from './features/captions/index.ts'
import editionRoutes from './features/editions/index.ts'
import privacyRoutes from './features/privacy/index.ts'
import certificateRoutes from './features/certificates/index.ts'
import receiptRoutes from './features/receipts/index.ts'
import learningRoutes from './features/learning/index.ts'

export const BODY_LIMIT = 1024 * 1024

/** Builds the whole app as a plugin tree; listening is server.ts's job (fastify/demo). */
export async function buildApp(deps: CoreDeps, options: FastifyServerOptions = {}) {
  const door = new FrontDoor()
  const app = Fastify({
    // Answers ready as bytes are written before Fastify sees the request (lib/front-door.ts).
    serverFactory: (handler, serverOptions) => door.createServer(handler, serverOptions),
    bodyLimit: BODY_LIMIT,
    trustProxy:
      typeof deps.config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(deps.config.trustProxy)
        : deps.config.trustProxy,
    // Titles and e-mails travel in paths (/api/course/{title}, current-group/{email}).
    routerOptions: { maxParamLength: 500 },
    // Errors Fastify raises before routing (a broken %-encoding) get our {message} shape.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400
      void (reply as unknown as FastifyReply)
        .code(status)
        .send({ message: error.message || 'Bad request' })
    },
    // While it drains (lib/drain.ts), the app answers what still reaches it as usual.
    return503OnClosing: false,
    // A proxy's X-Request-Id when it is a fair one, else our own (lib/request-id.ts).
    genReqId: requestIds(),
    // One line per request, with no query string (plugins/external/request-log.ts).
    logController: new RequestLog(),
    // A request's logger is built when it first writes a line (plugins/external/lazy-logger.ts).
    childLoggerFactory: lazyChildLogger,
    // Personal data never reaches the logs (docs/product.md#personal-data): bodies are not
    // logged at all, and tokens in headers are redacted.
    ...(options.loggerInstance
      ? {}
      : {
          logger: options.logger ?? {
            level: deps.config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
          },
        }),
    ...options,
  }).withTypeProvider<ZodTypeProvider>()

  // Input is checked by zod; answers are written by Fastify's own serializers
  // (fast-json-stringify), compiled from the contract's JSON Schemas (lib/response-schemas.ts).
  app.setValidatorCompiler(validatorCompiler)
  app.decorate('frontDoor', door)
  // Before any plugin, so each dependency can add its check and its numbers.
  app.decorate('readiness', new Readiness())
  app.decorate('metrics', new Metrics())
  door.setLogger(app.log)

  await app.register(core, deps)
  await app.register(publicCache)
  await app.register(sharedState)
  await app.register(uploads)
  await app.register(errors)
  await app.register(security)
  await app.register(operations)
  await app.register(multipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 20, fields: 50, fieldSize: 1024 * 1024 },
  })
  await app.register(auth)

  await app.register(health)
  await app.register(authRoutes)
  await app.register(siteRoutes)
  await app.register(topicRoutes)
  await app.register(memberRoutes)
  await app.register(courseRoutes)
  await app.register(onlineCourseRoutes)
  await app.register(captionRoutes)
  await app.register(editionRoutes)
  await app.register(certificateRoutes)
  await app.register(learningRoutes)
  await app.register(articleRoutes)
  await app.register(faqRoutes)
  await app.register(reviewRoutes)
  await app.register(seoRoutes)

  await app.register(contactRoutes)
  await app.register(newsletterRoutes)
  await app.register(inboxRoutes)
  await app.register(orderRoutes)
  await app.register(checkoutRoutes)
  await app.register(couponRoutes)
  await app.register(receiptRoutes)
  await app.register(profileRoutes)
  await app.register(privacyRoutes)
  await app.register(adminClientRoutes)
  await app.register(uploadRoutes)
  await app.register(apiDocs)
  await app.register(staticFiles)
  await app.register(web)
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
