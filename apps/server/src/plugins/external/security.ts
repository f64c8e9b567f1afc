import type { IncomingMessage, ServerResponse } from 'node:http'
import { constants as zlib } from 'node:zlib'
import fp from 'fastify-plugin'
import compress from '@fastify/compress'
import rateLimit from '@fastify/rate-limit'
import helmet, { type HelmetOptions } from 'helmet'
import { ErrorMessages } from '@aula/contract/common'

export default fp(
  async function security(app) {
    // The same headers on every answer, computed once at start-up: helmet would otherwise
    // rebuild them (and parse the policy) on each request. web.ts reads the policy back
    // (reply.getHeader) to widen it on the checkout pages.
    const headers = securityHeaders({
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
    app.frontDoor.setCommonHeaders(headers)
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers)
      done()
    })
    // An answer up to 64 KB (a member's whole withdrawal list is about 26 KB) is compressed
    // in one call rather than through a stream: on two cores the stream's setup cost about
    // 1 ms of main thread per answer, more than compressing it. What is compressed here is
    // written for one request (kept public answers are compressed once, harder, by the
    // public cache), so the fastest levels: brotli 1 writes that list in about a quarter of
    // quality 4's time (77 against 286 µs) for 9 % more bytes, gzip 1 in half of level 6's.
    await app.register(compress, {
      global: true,
      threshold: 1024,
      syncThreshold: 64 * 1024,
      brotliOptions: {
        params: {
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_QUALITY]: 1,
        },
      },
      zlibOptions: { level: 1 },
    })
    // Limits are per route (login, registration, reset, forms); the hook runs after the
    // body is parsed so a route can key on the e-mail it names.
    await app.register(rateLimit, {
      global: false,
      hook: 'preHandler',
      // With Redis every process counts in the same place (lib/redis.ts); a Redis that does
      // not answer lets requests through rather than refusing every sign-in.
      ...(app.shared
        ? { redis: app.shared.client, nameSpace: `${app.shared.prefix}rate:`, skipOnError: true }
        : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        message: `${ErrorMessages.tooManyRequests}: try again in ${context.after}.`,
        error: 'Too Many Requests',
      }),
    })
  },
  { name: 'security', dependencies: ['db'] },
)

/** The headers helmet sets for `options`, read once from a stand-in response. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const res = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  let failure: Error | undefined
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    if (error) failure = error instanceof Error ? error : new Error('helmet refused its options')
  })
  if (failure) throw failure
  return headers
}

/** A route's rate limit, scaled by RATE_LIMIT_MULTIPLIER for load tests and e2e runs. */
export function limit(multiplier: number, max: number, timeWindow: string) {
  return { max: Math.ceil(max * multiplier), timeWindow }
}
