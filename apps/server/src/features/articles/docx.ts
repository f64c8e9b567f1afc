import mammoth from 'mammoth'
import { ArticleLimits } from '@aula/contract/articles'
import { FileMessages } from '@aula/contract/admin-forms'
import { HttpError } from '#src/lib/http-error.ts'
import type { NewAsset } from '#src/lib/assets.ts'
import { removeAssetFiles } from '#src/lib/assets.ts'
import { encodeImage, imageView } from '#src/lib/images.ts'
import { sanitizeRichText } from '#src/lib/sanitize.ts'
import type { Storage } from '#src/lib/storage.ts'

/** A Word document unpacks to far more than its file size; past this it is refused. */
export const DOCX_UNPACKED_MAX = 100 * 1024 * 1024

/** Pictures taken from one document; the rest are left out with a warning. */
export const DOCX_IMAGES_MAX = 50

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

export interface ZipListing {
  name: string
  unpackedBytes: number
}

/**
 * The entries of a ZIP archive as its central directory lists them, or null when the bytes
 * are not a ZIP this server reads (no end record, a directory out of bounds, ZIP64).
 */
export function listZip(bytes: Buffer): ZipListing[] | null {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== 0x04034b50) return null
  // The end record sits in the last 22 bytes plus a comment of at most 64 KB.
  let end = -1
  for (let p = bytes.length - 22; p >= Math.max(0, bytes.length - 22 - 0xffff); p--) {
    if (bytes.readUInt32LE(p) === 0x06054b50) {
      end = p
      break
    }
  }
  if (end < 0) return null
  const count = bytes.readUInt16LE(end + 10)
  const size = bytes.readUInt32LE(end + 12)
  const start = bytes.readUInt32LE(end + 16)
  if (count === 0xffff || start === 0xffffffff || start + size > end) return null
  const entries: ZipListing[] = []
  let p = start
  for (let i = 0; i < count; i++) {
    if (p + 46 > end || bytes.readUInt32LE(p) !== 0x02014b50) return null
    const unpackedBytes = bytes.readUInt32LE(p + 24)
    const nameLength = bytes.readUInt16LE(p + 28)
    const next = p + 46 + nameLength + bytes.readUInt16LE(p + 30) + bytes.readUInt16LE(p + 32)
    if (next > end) return null
    entries.push({ name: bytes.toString('utf8', p + 46, p + 46 + nameLength), unpackedBytes })
    p = next
  }
  return entries
}

/**
 * Checks that the bytes are a Word document by their content, whatever the file is called:
 * a ZIP whose main part is word/document.xml. Anything else is a 415; a document that would
 * unpack to more than DOCX_UNPACKED_MAX is a 413.
 */
export function assertDocx(bytes: Buffer): void {
  const entries = listZip(bytes)
  if (!entries?.some((entry) => entry.name === 'word/document.xml')) {
    throw new HttpError(415, FileMessages.docxType)
  }
  const unpacked = entries.reduce((sum, entry) => sum + entry.unpackedBytes, 0)
  if (unpacked > DOCX_UNPACKED_MAX) throw new HttpError(413, 'File too large')
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
 * tables and pictures. Each picture is re-encoded and stored like any upload, and the HTML
 * points at its /media URL instead of carrying it inline. A picture that is not an image we
 * take (a Windows metafile, say) is left out with a warning, as is one past DOCX_IMAGES_MAX.
 */
export async function convertDocx(storage: Storage, bytes: Buffer): Promise<ConvertedDocx> {
  assertDocx(bytes)
  const images: NewAsset[] = []
  const warnings: string[] = []
  const discard = async () => {
    await Promise.all(
      images.map((row) => removeAssetFiles(storage, { ...row, variants: row.variants ?? null })),
    )
  }
  let seen = 0
  // A failure of ours (the file store), as opposed to a document we cannot read.
  let failure: unknown
  // One picture at a time: each decode can take tens of megabytes of memory.
  let queue: Promise<unknown> = Promise.resolve()
  const storePicture = async (image: { readAsBuffer(): Promise<Buffer> }) => {
    seen += 1
    const n = seen
    if (n > DOCX_IMAGES_MAX) {
      if (n === DOCX_IMAGES_MAX + 1) {
        warnings.push(`Only the first ${DOCX_IMAGES_MAX} pictures were kept`)
      }
      return { src: '' }
    }
    let picture: Buffer
    try {
      picture = await image.readAsBuffer()
    } catch {
      warnings.push(`Picture ${n} could not be read and was left out`)
      return { src: '' }
    }
    try {
      const row = await encodeImage(storage, picture)
      images.push(row)
      return { src: newImageView(row).url }
    } catch (error) {
      if (!(error instanceof HttpError)) {
        failure ??= error
        throw error
      }
      warnings.push(`Picture ${n} was left out: ${error.message}`)
      return { src: '' }
    }
  }

  let result: Awaited<ReturnType<typeof mammoth.convertToHtml>>
  try {
    result = await mammoth.convertToHtml(
      { buffer: bytes },
      {
        // A document may link files on the author's disk: never read them here.
        externalFileAccess: false,
        convertImage: mammoth.images.imgElement((image) => {
          const next = queue.then(() => storePicture(image))
          queue = next.catch(() => undefined)
          return next
        }),
      },
    )
  } catch (error) {
    await queue
    await discard()
    if (failure) throw failure
    // A damaged archive or unreadable XML: not a document we can convert.
    throw new HttpError(415, FileMessages.docxType, { cause: error })
  }

  // A paragraph that held only a picture left out is left empty: it goes too.
  const html = sanitizeRichText(result.value).replace(/<p><\/p>/g, '')
  for (const message of result.messages) warnings.push(message.message)
  if (html.length > ArticleLimits.content) {
    warnings.push(
      `The text is longer than an article can hold (${ArticleLimits.content} characters)`,
    )
  }
  return { html, warnings, images, discard }
}
