import crypto from 'node:crypto'
import type { Readable } from 'node:stream'
import type { FastifyRequest } from 'fastify'
import { fileTypeFromBuffer } from 'file-type'
import { FileMessages } from '@aula/contract/admin-forms'
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_NAME_MAX,
  DOCUMENT_TYPES,
  ProfileMessages,
  type DocumentSide,
} from '@aula/contract/profile'
import { HttpError } from '#src/lib/http-error.ts'

/*
 * Identity documents: the upload of the front and the back, the check of what each file
 * really is, and their encryption at rest with the data key (served only to their owner
 * and admins: docs/product.md#personal-data).
 */

export const DocumentFileMessages = {
  tooLarge: ProfileMessages.documentTooLarge,
  wrongType: ProfileMessages.documentWrongType,
} as const

const SIDES: readonly DocumentSide[] = ['front', 'back']

/**
 * A side of the document refused for its size (413) or its type (415): the answer names the
 * side in errors[].path, so the form shows the reason next to that file.
 */
export class DocumentSideError extends HttpError {
  constructor(
    statusCode: 413 | 415,
    message: string,
    readonly side: DocumentSide,
  ) {
    super(statusCode, message)
  }
}

export interface DocumentFile {
  bytes: Buffer
  /** The type sniffed from the content, one of DOCUMENT_TYPES. */
  mime: (typeof DOCUMENT_TYPES)[number]
}

export interface DocumentUpload {
  /** Each text field's last value (email, name). */
  fields: Record<string, string>
  /** The front, then the back. */
  files: [DocumentFile, DocumentFile]
}

const ACCEPTED = new Set<string>(DOCUMENT_TYPES)
const EXTENSIONS: Record<DocumentFile['mime'], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
}

export const extensionOf = (mime: string) =>
  EXTENSIONS[mime as DocumentFile['mime']] ?? (mime.split('/')[1] || 'bin')

/** Buffers a file part, refusing it with 413 once it passes DOCUMENT_MAX_BYTES. */
async function bufferPart(file: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  let length = 0
  for await (const chunk of file) {
    length += (chunk as Buffer).length
    if (length > DOCUMENT_MAX_BYTES) {
      file.resume()
      throw new HttpError(413, DocumentFileMessages.tooLarge)
    }
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

/** What a file really is, from its first bytes; 415 unless an accepted image or a PDF. */
export async function sniffDocument(bytes: Buffer): Promise<DocumentFile['mime']> {
  const type = await fileTypeFromBuffer(bytes)
  if (!type || !ACCEPTED.has(type.mime)) throw new HttpError(415, DocumentFileMessages.wrongType)
  return type.mime as DocumentFile['mime']
}

/** Refusals of one side (size, type) become refusals that name it. */
async function forSide<T>(index: number, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    const side = SIDES[index]
    if (
      side &&
      error instanceof HttpError &&
      (error.statusCode === 413 || error.statusCode === 415)
    ) {
      throw new DocumentSideError(error.statusCode, error.message, side)
    }
    throw error
  }
}

/**
 * The `name` field (which document it is): one line (control characters and runs of spaces
 * become one space), trimmed, null when blank; 400 when longer than DOCUMENT_NAME_MAX.
 */
export function documentNameOf(fields: Record<string, string>): string | null {
  // eslint-disable-next-line no-control-regex
  const name = (fields.name ?? '').replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim()
  if (name === '') return null
  if ([...name].length > DOCUMENT_NAME_MAX) {
    throw new HttpError(400, ProfileMessages.invalidDocumentName)
  }
  return name
}

/**
 * Reads POST /api/document/: text fields and exactly two files in the `document` field. An
 * empty file input counts as no file. Refusals: 415 not multipart or a file that is neither
 * an image nor a PDF, 413 a file over 10 MB, 400 not two files or a broken body. Nothing is
 * stored here.
 */
export async function readDocumentUpload(request: FastifyRequest): Promise<DocumentUpload> {
  if (!request.isMultipart()) throw new HttpError(415, FileMessages.notMultipart)
  const fields: Record<string, string> = {}
  const buffers: Buffer[] = []
  try {
    const parts = request.parts({
      // One byte over the limit reaches bufferPart, which answers the 413 itself.
      limits: { fileSize: DOCUMENT_MAX_BYTES + 1, files: 2, fields: 10, fieldSize: 4096 },
    })
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value
        continue
      }
      if (part.fieldname !== 'document' || !part.filename) {
        part.file.resume()
        continue
      }
      const bytes = await forSide(buffers.length, () => bufferPart(part.file))
      if (bytes.length > 0) buffers.push(bytes)
    }
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'FST_FILES_LIMIT') throw new HttpError(400, ProfileMessages.twoFiles)
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new DocumentSideError(
        413,
        DocumentFileMessages.tooLarge,
        SIDES[buffers.length] ?? 'back',
      )
    }
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new HttpError(400, 'Too many fields')
    }
    throw error
  }
  const [front, back] = buffers
  if (!front || !back || buffers.length !== 2) throw new HttpError(400, ProfileMessages.twoFiles)
  const files: DocumentUpload['files'] = [
    { bytes: front, mime: await forSide(0, () => sniffDocument(front)) },
    { bytes: back, mime: await forSide(1, () => sniffDocument(back)) },
  ]
  return { fields, files }
}

// Sealed files start with a version byte, so a later scheme can live beside this one.
const SEALED_V1 = 1
const IV_BYTES = 12
const TAG_BYTES = 16

/** AES-256-GCM with the data key: version, IV, tag, then the ciphertext. */
export function sealFile(key: Buffer, plain: Buffer): Buffer {
  const iv = crypto.randomBytes(IV_BYTES)
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv)
  const data = Buffer.concat([cipher.update(plain), cipher.final()])
  return Buffer.concat([Buffer.from([SEALED_V1]), iv, cipher.getAuthTag(), data])
}

/** The plain bytes of a sealed file; throws when it was altered or sealed with another key. */
export function openFile(key: Buffer, sealed: Buffer): Buffer {
  if (sealed.length < 1 + IV_BYTES + TAG_BYTES || sealed[0] !== SEALED_V1) {
    throw new Error('Malformed sealed file')
  }
  const iv = sealed.subarray(1, 1 + IV_BYTES)
  const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES)
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv)
  decipher.setAuthTag(tag)
  return Buffer.concat([
    decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ])
}
