import { randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { Worker, type ResourceLimits } from 'node:worker_threads'
import { ArticleLimits } from '@aula/contract/articles'
import { FileMessages } from '@aula/contract/admin-forms'
import { HttpError } from '#src/lib/http-error.ts'
import type { NewAsset } from '#src/lib/assets.ts'
import { removeAssetFiles } from '#src/lib/assets.ts'
import { encodeImage, imageView } from '#src/lib/images.ts'
import { sanitizeRichText } from '#src/lib/sanitize.ts'
import type { Storage } from '#src/lib/storage.ts'
import type { DocxAnswer, DocxJob } from './docx-worker.ts'
import { listZip, unpackedTotal } from './docx-zip.ts'

/**
 * A Word document unpacks to far more than its file size; past this it is refused before
 * anything is unpacked. An article's text and pictures fit well within it.
 */
export const DOCX_UNPACKED_MAX = 20 * 1024 * 1024

/** Pictures taken from one document; the rest are left out with a warning. */
export const DOCX_IMAGES_MAX = 50

/** The conversion's own memory: past it the worker is stopped and the file refused. */
export const DOCX_WORKER_LIMITS: ResourceLimits = {
  maxOldGenerationSizeMb: 128,
  maxYoungGenerationSizeMb: 16,
  stackSizeMb: 4,
}

/** The conversion's time: past it the worker is stopped and the file refused. */
export const DOCX_TIMEOUT_MS = 10_000

/** The view (URL, srcset, size) of an image encoded but not yet read back from the database. */
export function newImageView(row: NewAsset) {
  return imageView({
    id: row.id,
    storage_key: row.storage_key,
    variants: row.variants ?? null,
    width: row.width ?? null,
    height: row.height ?? null,
  })
}

/**
 * Checks that the bytes are a Word document by their content, whatever the file is called:
 * a ZIP whose main part is word/document.xml. Anything else is a 415. A document whose
 * central directory declares more than DOCX_UNPACKED_MAX unpacked is a 413, before any of
 * it is unpacked.
 */
export function assertDocx(bytes: Buffer): void {
  const entries = listZip(bytes)
  if (!entries?.some((entry) => entry.name === 'word/document.xml')) {
    throw new HttpError(415, FileMessages.docxType)
  }
  if (unpackedTotal(entries) > DOCX_UNPACKED_MAX) {
    throw new HttpError(413, FileMessages.docxUnpackedTooLarge)
  }
}

/**
 * Where the worker's code is: beside this file when run from the sources, beside the bundle
 * (dist/docx-worker.js, see build.mjs) when run built.
 */
function workerEntry(): { url: URL; fromSources: boolean } {
  const fromSources = import.meta.url.endsWith('.ts')
  const url = new URL(fromSources ? './docx-worker.ts' : './docx-worker.js', import.meta.url)
  return { url, fromSources }
}

/**
 * Starts the worker. From the sources (tests, `npm run dev`) the worker is TypeScript: a
 * small bootstrap registers tsx in the thread first, then loads it.
 */
function startWorker(job: DocxJob): Worker {
  const { url, fromSources } = workerEntry()
  const options = { workerData: job, resourceLimits: DOCX_WORKER_LIMITS }
  if (!fromSources) return new Worker(url, options)
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href
  const bootstrap =
    `import(${JSON.stringify(tsx)})` +
    `.then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}) })`
  return new Worker(bootstrap, { ...options, eval: true })
}

/** Conversions at once: each worker may take DOCX_WORKER_LIMITS of memory. */
const WORKERS_MAX = 2
let running = 0
const waiting: (() => void)[] = []

async function inTurn<T>(run: () => Promise<T>): Promise<T> {
  // A finished conversion hands its place straight to the next one waiting.
  if (running >= WORKERS_MAX) await new Promise<void>((resolve) => waiting.push(resolve))
  else running += 1
  try {
    return await run()
  } finally {
    const next = waiting.shift()
    if (next) next()
    else running -= 1
  }
}

/** Runs mammoth on the bytes in a worker thread: 413 when it runs out of memory or time. */
function convertInWorker(job: DocxJob): Promise<DocxAnswer> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(job)
    let answered = false
    const finish = (settle: () => void) => {
      if (answered) return
      answered = true
      clearTimeout(timer)
      settle()
      void worker.terminate()
    }
    const timer = setTimeout(
      () => finish(() => reject(new HttpError(413, FileMessages.docxTooComplex))),
      DOCX_TIMEOUT_MS,
    )
    worker.once('message', (answer: DocxAnswer) => finish(() => resolve(answer)))
    worker.once('error', (error: Error & { code?: string }) => {
      finish(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new HttpError(413, FileMessages.docxTooComplex, { cause: error })
            : error,
        ),
      )
    })
    worker.once('exit', (code) => {
      finish(() => reject(new Error(`The DOCX worker stopped (exit code ${code})`)))
    })
  })
}

export interface ConvertedDocx {
  /** Sanitized HTML; its pictures point at the stored images. */
  html: string
  warnings: string[]
  /** The pictures, written to storage; their rows are for the caller to insert. */
  images: NewAsset[]
  /** Removes the pictures' files: for when the rows cannot be inserted. */
  discard(): Promise<void>
}

/**
 * Converts a DOCX to the article's HTML with mammoth: headings, paragraphs, lists, links,
 * tables and pictures. mammoth runs in a worker thread with its own memory ceiling and a
 * time limit (DOCX_WORKER_LIMITS, DOCX_TIMEOUT_MS), so a document built to swell (a ZIP
 * bomb, XML nested without end) is refused with 413 and the server's memory stays flat.
 * Each picture is then re-encoded and stored like any upload, and the HTML points at its
 * /media URL instead of carrying it inline. A picture that is not an image we take (a
 * Windows metafile, say) is left out with a warning, as is one past DOCX_IMAGES_MAX.
 */
export async function convertDocx(storage: Storage, bytes: Buffer): Promise<ConvertedDocx> {
  assertDocx(bytes)
  const marker = `aula-docx-${randomBytes(9).toString('hex')}-`
  const answer = await inTurn(() =>
    convertInWorker({ bytes: new Uint8Array(bytes), imagesMax: DOCX_IMAGES_MAX, marker }),
  )
  if (answer.kind === 'larger') throw new HttpError(413, FileMessages.docxUnpackedTooLarge)
  if (answer.kind === 'unreadable') throw new HttpError(415, FileMessages.docxType)

  const images: NewAsset[] = []
  const warnings: string[] = []
  const discard = async () => {
    await Promise.all(
      images.map((row) => removeAssetFiles(storage, { ...row, variants: row.variants ?? null })),
    )
  }
  // One picture at a time: each decode can take tens of megabytes of memory.
  const urls: string[] = []
  try {
    for (let n = 1; n <= Math.min(answer.seen, DOCX_IMAGES_MAX); n++) {
      const picture = answer.pictures[n]
      if (!picture) {
        warnings.push(`Picture ${n} could not be read and was left out`)
        urls[n] = ''
        continue
      }
      try {
        const row = await encodeImage(
          storage,
          Buffer.from(picture.buffer, picture.byteOffset, picture.byteLength),
        )
        images.push(row)
        urls[n] = newImageView(row).url
      } catch (error) {
        // A failure of ours (the file store), as opposed to a picture we do not take.
        if (!(error instanceof HttpError)) throw error
        warnings.push(`Picture ${n} was left out: ${error.message}`)
        urls[n] = ''
      }
    }
  } catch (error) {
    await discard()
    throw error
  }
  if (answer.seen > DOCX_IMAGES_MAX) {
    warnings.push(`Only the first ${DOCX_IMAGES_MAX} pictures were kept`)
  }

  const placed = answer.html.replace(
    new RegExp(`src="${marker}(\\d+)"`, 'g'),
    (_, n: string) => `src="${urls[Number(n)] ?? ''}"`,
  )
  // A paragraph that held only a picture left out is left empty: it goes too.
  const html = sanitizeRichText(placed).replace(/<p><\/p>/g, '')
  warnings.push(...answer.messages)
  if (html.length > ArticleLimits.content) {
    warnings.push(
      `The text is longer than an article can hold (${ArticleLimits.content} characters)`,
    )
  }
  return { html, warnings, images, discard }
}
