import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'

/**
 * Where a request went, as the log may keep it: never the query string (a signed URL's
 * signature, a one-time link's token) and, for a route with parameters, its pattern instead
 * of the values (titles, e-mail addresses: docs/product.md#personal-data).
 */
export function loggedUrl(request: FastifyRequest): string {
  const route = request.routeOptions.url
  if (route !== undefined && route.includes(':')) return route
  const url = request.url
  const query = url.indexOf('?')
  return query === -1 ? url : url.slice(0, query)
}

/**
 * One log line per request, written when the answer is sent (docs/architecture.md#logging):
 * method, address (loggedUrl), status and milliseconds at info, or at error with the error
 * when the answer failed. Fastify's own two lines (incoming, completed) are not written, nor
 * its "route not found" line, which would carry the query string.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override routeNotFound() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    // Below the configured level (LOG_LEVEL=warn) the line is not even built.
    const log = reply.log as FastifyReply['log'] & { isLevelEnabled?: (level: string) => boolean }
    if (log.isLevelEnabled && !log.isLevelEnabled(error ? 'error' : 'info')) return
    const line = {
      method: request.method,
      url: loggedUrl(request),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    }
    if (error) reply.log.error({ ...line, err: error }, 'request errored')
    else reply.log.info(line, 'request')
  }
}
