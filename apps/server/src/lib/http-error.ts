/**
 * An expected failure with its status and the message the client shows. The global error
 * handler answers {message} with this status; services throw it, routes need not catch.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'HttpError'
  }
}

/**
 * A field's message led by the field's name ("limit must be …"), unless the message already
 * starts with it, as the contract's own messages do.
 */
export const named = (field: string, message: string) =>
  message.startsWith(`${field} `) ? message : `${field} ${message}`.trim()

/** A 400 in the same shape as a schema failure, so a form can mark each field. */
export class FieldsError extends HttpError {
  constructor(readonly errors: { path: string; message: string }[]) {
    const first = errors[0]
    super(400, `Invalid body: ${named(first?.path || 'body', first?.message ?? '')}`)
  }
}
