/*
 * Reads what the site shows about a video (its duration, and its display size for a
 * layout without shift) from the ISO base media boxes of MP4 and QuickTime files:
 * moov > mvhd (timescale, duration) and moov > trak > tkhd (width, height, rotation).
 * Only box headers and the moov box are read, so a 2 GB upload costs a few reads.
 * Layout: ISO/IEC 14496-12 §4.2 (box), §8.2.2 (mvhd), §8.3.2 (tkhd).
 */

export interface Mp4Info {
  /** Seconds, or null when the file does not say (fragmented or damaged files). */
  durationSeconds: number | null
  width: number | null
  height: number | null
}

/** Reads up to `length` bytes at `start`; fewer at the end of the file. */
export type ReadAt = (start: number, length: number) => Promise<Buffer>

const UNKNOWN: Mp4Info = { durationSeconds: null, width: null, height: null }

/** A moov larger than this is not a real file's index: we stop rather than buffer it. */
const MAX_MOOV_BYTES = 64 * 1024 * 1024
const MAX_TOP_LEVEL_BOXES = 10_000

interface BoxHeader {
  type: string
  /** Offset of the payload from the start of the box. */
  headerSize: number
  /** Whole box size in bytes, header included. */
  size: number
}

function readHeader(buf: Buffer, at: number, remaining: number): BoxHeader | null {
  if (remaining < 8 || at + 8 > buf.length) return null
  const size32 = buf.readUInt32BE(at)
  const type = buf.toString('latin1', at + 4, at + 8)
  if (size32 === 1) {
    if (at + 16 > buf.length) return null
    const size = Number(buf.readBigUInt64BE(at + 8))
    return size >= 16 ? { type, headerSize: 16, size } : null
  }
  // Size 0 means "to the end of the file (or of the parent)".
  const size = size32 === 0 ? remaining : size32
  return size >= 8 ? { type, headerSize: 8, size } : null
}

/** The children of a box payload as [type, payload] pairs. */
function* children(buf: Buffer, start = 0, end = buf.length): Generator<[string, Buffer]> {
  let at = start
  while (at < end) {
    const header = readHeader(buf, at, end - at)
    if (!header || at + header.size > end) return
    yield [header.type, buf.subarray(at + header.headerSize, at + header.size)]
    at += header.size
  }
}

function parseMvhd(p: Buffer): number | null {
  const version = p[0]
  let timescale: number
  let duration: number
  if (version === 1) {
    if (p.length < 32) return null
    timescale = p.readUInt32BE(20)
    const raw = p.readBigUInt64BE(24)
    if (raw === 0xffffffffffffffffn) return null
    duration = Number(raw)
  } else {
    if (p.length < 20) return null
    timescale = p.readUInt32BE(12)
    duration = p.readUInt32BE(16)
    if (duration === 0xffffffff) return null
  }
  if (!timescale || !duration) return null
  return Math.round((duration / timescale) * 1000) / 1000
}

function parseTkhd(p: Buffer): { width: number; height: number } | null {
  const v1 = p[0] === 1
  const matrixAt = v1 ? 52 : 40
  const sizeAt = v1 ? 88 : 76
  if (p.length < sizeAt + 8) return null
  const width = Math.round(p.readUInt32BE(sizeAt) / 65536)
  const height = Math.round(p.readUInt32BE(sizeAt + 4) / 65536)
  if (!width || !height) return null
  // A quarter-turned matrix (a = d = 0) means the picture is shown rotated: swap the sides.
  const a = p.readInt32BE(matrixAt)
  const d = p.readInt32BE(matrixAt + 16)
  return a === 0 && d === 0 ? { width: height, height: width } : { width, height }
}

/** Parses the payload of a moov box. */
export function parseMoov(moov: Buffer): Mp4Info {
  const info: Mp4Info = { ...UNKNOWN }
  for (const [type, payload] of children(moov)) {
    if (type === 'mvhd') info.durationSeconds = parseMvhd(payload)
    if (type === 'trak' && info.width === null) {
      for (const [child, body] of children(payload)) {
        if (child !== 'tkhd') continue
        const size = parseTkhd(body)
        if (size) Object.assign(info, size)
      }
    }
  }
  return info
}

/** Walks the top-level boxes through `read` until it finds moov. */
export async function probeMp4(read: ReadAt, fileSize: number): Promise<Mp4Info> {
  let at = 0
  for (let i = 0; i < MAX_TOP_LEVEL_BOXES && at + 8 <= fileSize; i++) {
    const head = await read(at, 16)
    const header = readHeader(head, 0, fileSize - at)
    if (!header) return UNKNOWN
    if (header.type === 'moov') {
      const payloadSize = Math.min(header.size, fileSize - at) - header.headerSize
      if (payloadSize > MAX_MOOV_BYTES) return UNKNOWN
      return parseMoov(await read(at + header.headerSize, payloadSize))
    }
    at += header.size
  }
  return UNKNOWN
}

/** The same, for a file already in memory. */
export function probeMp4Buffer(buf: Buffer): Promise<Mp4Info> {
  return probeMp4(async (start, length) => buf.subarray(start, start + length), buf.length)
}
