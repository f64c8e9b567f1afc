import type { Readable } from 'node:stream'
import type { FastifyRequest } from 'fastify'
import type { Multipart } from '@fastify/multipart'
import { FileMessages } from '@aula/contract/admin-forms'
import { HttpError } from '#src/lib/http-error.ts'

type PartsOptions = NonNullable<Parameters<FastifyRequest['parts']>[0]>

export interface MultipartBody {
  /** The parts in the order they arrive. */
  parts: AsyncIterable<Multipart>
  /**
   * A failure of the body itself (cut off mid-file, a malformed part, the client gone) as a
   * 400 with a clear message; any other error (ours, a limit, the file store) unchanged.
   */
  explain(error: unknown): unknown
}

/**
 * Reads a multipart request part by part and keeps track of which failures come from the
 * body. Where a broken body surfaces depends on where it breaks and on timing: from the
 * parts iterator, or from a file's stream while a caller reads it (into memory, into
 * storage). Either way the client sent it, so explain() makes it the same 400, never a 500.
 */
export function readMultipart(request: FastifyRequest, limits: PartsOptions['limits']) {
  const failures = new WeakSet<object>()
  const files: Readable[] = []
  async function* parts(): AsyncGenerator<Multipart> {
    const iterator = request.parts({ limits })[Symbol.asyncIterator]()
    for (;;) {
      let next: IteratorResult<Multipart>
      try {
        next = await iterator.next()
      } catch (error) {
        if (typeof error === 'object' && error) failures.add(error)
        throw error
      }
      if (next.done) return
      if (next.value.type === 'file') {
        const file = next.value.file
        files.push(file)
        // The stream may fail before anyone reads it; its error is kept for explain().
        file.on('error', (error) => failures.add(error))
      }
      yield next.value
    }
  }
  const explain = (error: unknown): unknown => {
    if (error instanceof HttpError || typeof error !== 'object' || !error) return error
    if ('statusCode' in error && typeof error.statusCode === 'number') return error
    const raw = request.raw
    const fromBody =
      failures.has(error) ||
      files.some((file) => file.errored === error) ||
      raw.aborted ||
      (raw.destroyed && !raw.complete)
    return fromBody ? new HttpError(400, FileMessages.brokenBody, { cause: error }) : error
  }
  return { parts: parts(), explain } satisfies MultipartBody
}
