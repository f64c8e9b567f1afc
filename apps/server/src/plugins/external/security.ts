import fp from 'fastify-plugin'
import compress from '@fastify/compress'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import { ErrorMessages } from '@aula/contract/common'

export default fp(
  async function security(app) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // Local development runs on plain http; HSTS belongs to the TLS proxy in front.
      strictTransportSecurity: app.config.env === 'production',
    })
    await app.register(compress, { global: true, threshold: 1024 })
    // Limits are per route (login, registration, reset, forms); the hook runs after the
    // body is parsed so a route can key on the e-mail it names.
    await app.register(rateLimit, {
      global: false,
      hook: 'preHandler',
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        message: `${ErrorMessages.tooManyRequests}: try again in ${context.after}.`,
        error: 'Too Many Requests',
      }),
    })
  },
  { name: 'security', dependencies: ['db'] },
)

/** A route's rate limit, scaled by RATE_LIMIT_MULTIPLIER for load tests and e2e runs. */
export function limit(multiplier: number, max: number, timeWindow: string) {
  return { max: Math.ceil(max * multiplier), timeWindow }
}
