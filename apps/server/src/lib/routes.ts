import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyContextConfig,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  FastifyBaseLogger,
  preHandlerAsyncHookHandler,
  onRequestAsyncHookHandler,
  onRequestHookHandler,
} from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  responseSchemas,
  type AnswerOf,
  type AnyEndpoint,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
} from '@aula/contract/endpoint'
import type { EarlyAnswer, PublicAnswer } from '#src/lib/public-cache.ts'
import { responseJsonSchemas } from '#src/lib/response-schemas.ts'

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>

export type RequestOf<E extends AnyEndpoint> = FastifyRequest<{
  Params: ParamsOf<E>
  Querystring: QueryOf<E>
  Body: BodyOf<E>
}>

/** A JSON answer is the endpoint's answer; a raw one (a file, a stream) is sent on `reply`. */
type Result<E extends AnyEndpoint> = E['response'] extends undefined
  ? unknown
  : AnswerOf<E> | FastifyReply

export interface RouteExtras {
  /** Per-route settings read by plugins, e.g. `{rateLimit: …}`. */
  config?: FastifyContextConfig & Record<string, unknown>
  bodyLimit?: number
  /** Runs after the access check, e.g. a per-user rate limit. */
  preHandler?: preHandlerAsyncHookHandler
}

/** The access check the contract names for a call, as one of the auth plugin's hooks. */
function accessHook(app: ZodApp, e: AnyEndpoint): onRequestAsyncHookHandler | undefined {
  switch (e.access) {
    case 'public':
      return undefined
    case 'optionalUser':
      return app.optionalUser
    case 'user':
      return app.requireUser
    case 'admin':
      return app.requireAdmin
    case 'adminWrite':
      return app.requireAdminWrite
  }
}

/** Answers the description's success status (202…) unless the handler chose one itself. */
function withStatus<H extends (request: never, reply: FastifyReply) => Promise<unknown>>(
  status: number,
  handler: H,
) {
  return async (request: Parameters<H>[0], reply: FastifyReply) => {
    const answer = await handler(request, reply)
    if (!reply.sent && reply.statusCode === 200) reply.code(status)
    return answer
  }
}

const publicReads = new WeakSet<AnyEndpoint>()

/**
 * Marks a public read, the same for every visitor, to be answered from memory until an admin
 * write changes the content (lib/public-cache.ts), keyed by path and query:
 * `addRoute(app, publicRead(TopicEndpoints.list), …)`. A signed-in caller of an
 * `optionalUser` read is answered by the handler, since the answer may be theirs.
 */
export function publicRead<E extends AnyEndpoint>(e: E): E {
  const marked = { ...e }
  publicReads.add(marked)
  return marked
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>

/** The handler's answer, kept as its serialized bytes and sent from memory to the next. */
function cached(app: ZodApp, handler: Handler, early?: EarlyAnswer): Handler {
  return async (request, reply) => {
    if (request.user) return handler(request, reply)
    const [path] = request.url.split('?')
    const key = `${path}?${JSON.stringify(request.query ?? {})}`
    app.publicCache.rememberKey(request.url, key, early)
    return app.publicCache.send(request, reply, key, async (): Promise<PublicAnswer> => {
      const before = new Set(Object.keys(reply.getHeaders()))
      const answer = await handler(request, reply)
      // Headers the handler set (a Cache-Control) go with every copy.
      const headers: Record<string, string> = {}
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (!before.has(name) && typeof value === 'string') headers[name] = value
      }
      return {
        type: 'application/json; charset=utf-8',
        body: reply.serialize(answer) as string,
        headers,
      }
    })
  }
}

/**
 * A guest's request for a public read that is kept in memory is answered before anything
 * else runs (input checks, the handler): the same bytes `cached` would send, by the address
 * `cached` saw them asked for. Anyone who may be signed in goes the whole way.
 */
function fromMemory(app: ZodApp, e: AnyEndpoint): onRequestHookHandler {
  const cookieName = app.sessionCookie.name
  const guestsOnly = e.access !== 'public'
  return function fromMemory(request, reply, done) {
    if (guestsOnly && (request.headers.authorization || request.cookies[cookieName])) {
      return done()
    }
    const key = app.publicCache.keyOf(request.url)
    if (key === undefined || !app.publicCache.trySend(request, reply, key)) done()
  }
}

/**
 * Registers the route a contract endpoint describes: its method and path, the schemas that
 * validate params, query and body, the answers per status, and the access check. The handler
 * receives the parsed input and returns the endpoint's answer (docs/architecture.md#contract).
 */
export function addRoute<E extends AnyEndpoint>(
  app: ZodApp,
  e: E,
  handler: (request: RequestOf<E>, reply: FastifyReply) => Promise<Result<E>>,
  extras: RouteExtras = {},
): void {
  const access = accessHook(app, e)
  let run = (e.status && e.status !== 200 ? withStatus(e.status, handler) : handler) as Handler
  const publicRead = publicReads.has(e)
  // A read with its own limits or checks counts every request: never answered early.
  const early =
    publicRead &&
    (e.access === 'public' || e.access === 'optionalUser') &&
    !extras.preHandler &&
    !extras.config?.rateLimit
  if (publicRead) {
    // As the request log names the address: a route with parameters by its pattern.
    const before: EarlyAnswer = {
      guestsOnly: e.access !== 'public',
      ...(e.path.includes(':') ? { logged: e.path } : {}),
    }
    run = cached(app, run, early ? before : undefined)
  }
  const onRequest = [...(early ? [fromMemory(app, e)] : []), ...(access ? [access] : [])]
  app.route({
    method: e.method,
    url: e.path,
    schema: {
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      // Answers go through serializers compiled from the contract (lib/response-schemas.ts).
      response: responseJsonSchemas(responseSchemas(e)),
    },
    // Who is asking is checked first, before the body is read or validated: a stranger
    // learns nothing about what a call accepts.
    ...(onRequest.length ? { onRequest } : {}),
    ...(extras.preHandler ? { preHandler: extras.preHandler } : {}),
    ...(extras.config ? { config: extras.config } : {}),
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    handler: run,
  })
}
