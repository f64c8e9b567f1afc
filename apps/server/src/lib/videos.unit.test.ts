import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { HttpError } from '#src/lib/http-error.ts'
import { createLocalStorage } from '#src/lib/storage.ts'
import { parseMoov, probeMp4Buffer } from '#src/lib/mp4.ts'
import { saveVideo, videoUrl } from '#src/lib/videos.ts'
import { ONLINE_COURSES } from '#seed/content/online-courses.ts'

const CLIPS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../seed-assets/videos')
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-videos-'))
const storage = createLocalStorage(root)
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

/** The length scripts/make-seed-assets.ts gives each clip. */
const expected = ONLINE_COURSES.flatMap((course, c) => [
  { file: course.preview.clip, seconds: 10 },
  ...course.lessons.map((lesson, i) => ({ file: lesson.clip, seconds: 6 + ((i * 3 + c) % 5) })),
])

// --- building boxes by hand ------------------------------------------------------------

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload)
  const head = Buffer.alloc(8)
  head.writeUInt32BE(8 + body.length, 0)
  head.write(type, 4, 'latin1')
  return Buffer.concat([head, body])
}

function largeBox(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(16)
  head.writeUInt32BE(1, 0)
  head.write(type, 4, 'latin1')
  head.writeBigUInt64BE(BigInt(16 + body.length), 8)
  return Buffer.concat([head, body])
}

function mvhd(version: 0 | 1, timescale: number, duration: number | bigint): Buffer {
  const p = Buffer.alloc(version === 1 ? 112 : 100)
  p[0] = version
  if (version === 1) {
    p.writeUInt32BE(timescale, 20)
    p.writeBigUInt64BE(BigInt(duration), 24)
  } else {
    p.writeUInt32BE(timescale, 12)
    p.writeUInt32BE(Number(duration), 16)
  }
  return box('mvhd', p)
}

function tkhd(width: number, height: number, rotated = false): Buffer {
  const p = Buffer.alloc(84)
  // identity matrix, or a quarter turn (a = d = 0, b = 1, c = -1) in 16.16 fixed point
  const matrix = rotated
    ? [0, 0x10000, 0, -0x10000, 0, 0, 0, 0, 0x40000000]
    : [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000]
  matrix.forEach((v, i) => p.writeInt32BE(v, 40 + i * 4))
  p.writeUInt32BE(width * 65536, 76)
  p.writeUInt32BE(height * 65536, 80)
  return box('tkhd', p)
}

const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2avc1mp41', 'latin1'))

describe('MP4 duration parser', () => {
  it.each(expected)('reads $file as $seconds s, 640x360', async ({ file, seconds }) => {
    const info = await probeMp4Buffer(fs.readFileSync(path.join(CLIPS, file)))
    expect(info.durationSeconds).toBeGreaterThan(seconds - 0.1)
    expect(info.durationSeconds).toBeLessThan(seconds + 0.1)
    expect(info).toMatchObject({ width: 640, height: 360 })
  })

  it('finds the index at the end of the file, behind a 64-bit mdat', async () => {
    const file = Buffer.concat([
      ftyp,
      largeBox('mdat', Buffer.alloc(5000, 7)),
      box('moov', mvhd(0, 1000, 12_500), box('trak', tkhd(1280, 720))),
    ])
    expect(await probeMp4Buffer(file)).toEqual({ durationSeconds: 12.5, width: 1280, height: 720 })
  })

  it('reads version 1 headers and a phone video turned a quarter', () => {
    const moov = Buffer.concat([
      mvhd(1, 90_000, 90_000n * 3600n),
      box('trak', tkhd(1920, 1080, true)),
    ])
    expect(parseMoov(moov)).toEqual({ durationSeconds: 3600, width: 1080, height: 1920 })
  })

  it('skips audio tracks (no size) to find the picture size', () => {
    const moov = Buffer.concat([
      mvhd(0, 600, 600),
      box('trak', tkhd(0, 0)),
      box('trak', tkhd(320, 240)),
    ])
    expect(parseMoov(moov)).toMatchObject({ width: 320, height: 240 })
  })

  it('says unknown for unknown, zero or missing durations and for damaged files', async () => {
    expect(parseMoov(mvhd(0, 1000, 0xffffffff)).durationSeconds).toBeNull()
    expect(parseMoov(mvhd(0, 1000, 0)).durationSeconds).toBeNull()
    expect(parseMoov(mvhd(0, 0, 100)).durationSeconds).toBeNull()
    expect(parseMoov(mvhd(1, 1000, 0xffffffffffffffffn)).durationSeconds).toBeNull()
    const unknown = { durationSeconds: null, width: null, height: null }
    expect(await probeMp4Buffer(Buffer.concat([ftyp, box('free', Buffer.alloc(10))]))).toEqual(
      unknown,
    )
    expect(await probeMp4Buffer(Buffer.from('not a video at all'))).toEqual(unknown)
    const real = fs.readFileSync(path.join(CLIPS, expected[0]!.file))
    // cut inside the index: the parser stops instead of reading past the end
    const moovAt = real.indexOf('moov')
    expect(await probeMp4Buffer(real.subarray(0, moovAt + 40))).toMatchObject({
      durationSeconds: null,
    })
    // a box claiming to be smaller than its own header
    const bad = Buffer.alloc(16)
    bad.writeUInt32BE(4, 0)
    bad.write('moov', 4, 'latin1')
    expect(await probeMp4Buffer(bad)).toEqual(unknown)
  })
})

const dirFiles = (dir: string) =>
  fs.existsSync(path.join(root, dir)) ? fs.readdirSync(path.join(root, dir)) : []

async function expectStatus(promise: Promise<unknown>, status: number) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(HttpError)
  expect((error as HttpError).statusCode).toBe(status)
}

describe('saveVideo', () => {
  const clip = path.join(CLIPS, expected[1]!.file)

  it('streams a private lesson into private storage with its duration', async () => {
    const row = await saveVideo(storage, fs.createReadStream(clip, { highWaterMark: 1024 }), {
      visibility: 'private',
    })
    expect(row).toMatchObject({
      kind: 'video',
      mime: 'video/mp4',
      storage_key: `private/lessons/${row.id}.mp4`,
      bytes: fs.statSync(clip).size,
      width: 640,
      height: 360,
    })
    expect(row.duration_seconds).toBeCloseTo(expected[1]!.seconds, 0)
    expect((await storage.get(row.storage_key)).equals(fs.readFileSync(clip))).toBe(true)
    expect(videoUrl(row)).toBeNull()
  })

  it('puts a public preview where /media/ serves it', async () => {
    const row = await saveVideo(storage, fs.readFileSync(clip), { visibility: 'public' })
    expect(row.storage_key).toBe(`public/videos/${row.id}.mp4`)
    expect(videoUrl(row)).toBe(`/media/videos/${row.id}.mp4`)
  })

  it('accepts a WebM container, with an unknown duration', async () => {
    // EBML header with DocType "webm", then a Segment
    const webm = Buffer.from([
      0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2,
      0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87,
      0x81, 0x04, 0x42, 0x85, 0x81, 0x02, 0x18, 0x53, 0x80, 0x67, 0x01, 0, 0, 0, 0, 0, 0, 0,
    ])
    const row = await saveVideo(storage, Buffer.concat([webm, Buffer.alloc(5000)]), {
      visibility: 'private',
    })
    expect(row).toMatchObject({ mime: 'video/webm', duration_seconds: null })
    expect(row.storage_key).toMatch(/\.webm$/)
  })

  it('refuses what is not a video container with 415, leaving no file', async () => {
    const before = dirFiles('private/lessons')
    const text = Readable.from([Buffer.from('hello, I am a text file named lesson.mp4\n')])
    await expectStatus(saveVideo(storage, text, { visibility: 'private' }), 415)
    const audioOnly = Buffer.concat([
      box('ftyp', Buffer.from('M4A \0\0\0\0M4A mp42isom', 'latin1')),
      Buffer.alloc(100),
    ])
    await expectStatus(saveVideo(storage, audioOnly, { visibility: 'private' }), 415)
    expect(dirFiles('private/lessons')).toEqual(before)
  })

  it('stops a video over the size limit with 413, leaving no file', async () => {
    const before = dirFiles('public/videos')
    await expectStatus(
      saveVideo(storage, fs.createReadStream(clip, { highWaterMark: 4096 }), {
        visibility: 'public',
        maxBytes: 50_000,
      }),
      413,
    )
    expect(dirFiles('public/videos')).toEqual(before)
  })
})
