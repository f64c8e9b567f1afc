import zlib from 'node:zlib'

/*
 * What a DOCX (a ZIP archive) says about itself, read without unpacking it, and a check
 * that it tells the truth. Only Node built-ins: the conversion worker uses it as well.
 */

export interface ZipListing {
  name: string
  /** The size it unpacks to, as the central directory declares it. */
  unpackedBytes: number
  packedBytes: number
  /** 0 stored, 8 deflated; anything else is a method this server does not read. */
  method: number
  /** Where the entry's local header starts. */
  offset: number
}

/**
 * The entries of a ZIP archive as its central directory lists them, or null when the bytes
 * are not a ZIP this server reads (no end record, a directory out of bounds, ZIP64).
 */
export function listZip(bytes: Uint8Array): ZipListing[] | null {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (view.length < 22 || view.readUInt32LE(0) !== 0x04034b50) return null
  // The end record sits in the last 22 bytes plus a comment of at most 64 KB.
  let end = -1
  for (let p = view.length - 22; p >= Math.max(0, view.length - 22 - 0xffff); p--) {
    if (view.readUInt32LE(p) === 0x06054b50) {
      end = p
      break
    }
  }
  if (end < 0) return null
  const count = view.readUInt16LE(end + 10)
  const size = view.readUInt32LE(end + 12)
  const start = view.readUInt32LE(end + 16)
  if (count === 0xffff || start === 0xffffffff || start + size > end) return null
  const entries: ZipListing[] = []
  let p = start
  for (let i = 0; i < count; i++) {
    if (p + 46 > end || view.readUInt32LE(p) !== 0x02014b50) return null
    const nameLength = view.readUInt16LE(p + 28)
    const next = p + 46 + nameLength + view.readUInt16LE(p + 30) + view.readUInt16LE(p + 32)
    if (next > end) return null
    entries.push({
      name: view.toString('utf8', p + 46, p + 46 + nameLength),
      method: view.readUInt16LE(p + 10),
      packedBytes: view.readUInt32LE(p + 20),
      unpackedBytes: view.readUInt32LE(p + 24),
      offset: view.readUInt32LE(p + 42),
    })
    p = next
  }
  return entries
}

/** Sum of the declared unpacked sizes. */
export const unpackedTotal = (entries: ZipListing[]) =>
  entries.reduce((sum, entry) => sum + entry.unpackedBytes, 0)

/**
 * Unpacks each entry with its declared size as a hard ceiling, so an archive that lies
 * about its sizes (a ZIP bomb dressed as a small document) costs no more memory than it
 * declared. Answers 'ok', 'larger' when an entry unpacks to more than it declared, or
 * 'unreadable' for a damaged entry or one packed in a way this server does not read.
 */
export function checkZipSizes(
  bytes: Uint8Array,
  entries: ZipListing[],
): 'ok' | 'larger' | 'unreadable' {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  for (const entry of entries) {
    const at = entry.offset
    if (at + 30 > view.length || view.readUInt32LE(at) !== 0x04034b50) return 'unreadable'
    const start = at + 30 + view.readUInt16LE(at + 26) + view.readUInt16LE(at + 28)
    if (start + entry.packedBytes > view.length) return 'unreadable'
    const packed = view.subarray(start, start + entry.packedBytes)
    if (entry.method === 0) {
      if (entry.packedBytes > entry.unpackedBytes) return 'larger'
      continue
    }
    if (entry.method !== 8) return 'unreadable'
    try {
      // One byte more than declared is enough to know it lied.
      zlib.inflateRawSync(packed, { maxOutputLength: entry.unpackedBytes + 1 })
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return 'larger'
      return 'unreadable'
    }
  }
  return 'ok'
}
