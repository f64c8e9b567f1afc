import { parentPort, workerData } from 'node:worker_threads'
import mammoth from 'mammoth'
import { checkZipSizes, listZip } from './docx-zip.ts'

/*
 * Converts one Word document to HTML with mammoth, in a worker thread with its own memory
 * ceiling (see docx.ts): a document that would take more memory or time than an article
 * needs kills this thread, never the server. Pictures come back as bytes, in order, and the
 * HTML points at each through `${marker}${n}`; the server stores them and puts their URLs in.
 */

export interface DocxJob {
  bytes: Uint8Array
  /** Pictures past this many are not read (their <img> gets an empty src). */
  imagesMax: number
  /** Prefix of the placeholder src of picture n (1-based): `${marker}${n}`. */
  marker: string
}

export type DocxAnswer =
  | {
      kind: 'converted'
      html: string
      messages: string[]
      /** Index n holds picture n's bytes, or null when it could not be read. */
      pictures: (Uint8Array | null)[]
      /** How many pictures the document has, including those past imagesMax. */
      seen: number
    }
  | { kind: 'larger' }
  | { kind: 'unreadable' }

async function convert(job: DocxJob): Promise<DocxAnswer> {
  const entries = listZip(job.bytes)
  if (!entries) return { kind: 'unreadable' }
  const sizes = checkZipSizes(job.bytes, entries)
  if (sizes !== 'ok') return { kind: sizes }
  const pictures: (Uint8Array | null)[] = []
  let seen = 0
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength) },
      {
        // A document may link files on the author's disk: never read them here.
        externalFileAccess: false,
        convertImage: mammoth.images.imgElement(async (image) => {
          seen += 1
          const n = seen
          if (n > job.imagesMax) return { src: '' }
          try {
            // A copy with a buffer of its own, so it can be handed over without copying again.
            pictures[n] = new Uint8Array(await image.readAsBuffer())
          } catch {
            pictures[n] = null
          }
          return { src: `${job.marker}${n}` }
        }),
      },
    )
    return {
      kind: 'converted',
      html: result.value,
      messages: result.messages.map((message) => message.message),
      pictures,
      seen,
    }
  } catch {
    // A damaged archive or unreadable XML: not a document we can convert.
    return { kind: 'unreadable' }
  }
}

if (parentPort) {
  const port = parentPort
  void convert(workerData as DocxJob).then((answer) => {
    const transfer =
      answer.kind === 'converted'
        ? answer.pictures.flatMap((picture) => (picture ? [picture.buffer as ArrayBuffer] : []))
        : []
    port.postMessage(answer, transfer)
  })
}
