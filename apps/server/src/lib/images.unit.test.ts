import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { fileTypeFromBuffer } from 'file-type'
import { afterAll, describe, expect, it } from 'vitest'
import { HttpError } from '#src/lib/http-error.ts'
import { createLocalStorage } from '#src/lib/storage.ts'
import { assetStorageKeys } from '#src/lib/assets.ts'
import { MAX_IMAGE_PIXELS, encodeImage, imageView, variantWidths } from '#src/lib/images.ts'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-images-'))
const storage = createLocalStorage(root)
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

const filesUnder = (dir: string) =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).length : 0

/** A picture with two halves, so a turn by 90° is visible in the output. */
function picture(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width / 2}" height="${height}" fill="#D9412B"/>
    <rect x="${width / 2}" width="${width / 2}" height="${height}" fill="#3E8E41"/></svg>`
  return sharp(Buffer.from(svg))
}

async function expectStatus(promise: Promise<unknown>, status: number) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(HttpError)
  expect((error as HttpError).statusCode).toBe(status)
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(buf: Buffer) {
  let c = 0xffffffff
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/** A real 10x10 PNG whose header claims another size: a decompression bomb's shape. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await picture(10, 10).png().toBuffer())
  // signature (8) + IHDR length (4) + "IHDR" (4): width and height follow, then the CRC
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}

describe('variantWidths', () => {
  it('offers the standard widths up to the original, never upscaling', () => {
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1280, 1920])
    expect(variantWidths(1600)).toEqual([320, 640, 960, 1280])
    expect(variantWidths(640)).toEqual([320, 640])
    expect(variantWidths(200)).toEqual([200])
  })
})

describe('encodeImage', () => {
  it('re-encodes a PNG into WebP widths with its metadata stripped', async () => {
    const png = await picture(2000, 1000)
      .png()
      .withExif({ IFD0: { Copyright: 'secret author', Software: 'camera 1.0' } })
      .withIccProfile('p3')
      .toBuffer()
    expect((await sharp(png).metadata()).exif).toBeDefined()

    const row = await encodeImage(storage, png)
    expect(row).toMatchObject({
      kind: 'image',
      mime: 'image/webp',
      width: 1920,
      height: 960,
      variants: '320,640,960,1280,1920',
      storage_key: `public/images/${row.id}-1920.webp`,
    })
    expect(row.id).toMatch(/^[A-Za-z0-9_-]{16}$/)
    const keys = assetStorageKeys({ ...row, variants: row.variants ?? null })
    expect(keys).toHaveLength(5)
    for (const [i, key] of keys.entries()) {
      const file = await storage.get(key)
      expect(await fileTypeFromBuffer(file)).toMatchObject({ mime: 'image/webp' })
      const meta = await sharp(file).metadata()
      expect(meta.width).toBe([320, 640, 960, 1280, 1920][i])
      expect(meta.height).toBe(meta.width / 2)
      expect(meta.exif).toBeUndefined()
      expect(meta.icc).toBeUndefined()
      expect(meta.xmp).toBeUndefined()
      expect(file.includes(Buffer.from('secret author'))).toBe(false)
    }
    expect(row.bytes).toBe((await storage.get(row.storage_key)).length)
  })

  it('turns a photo upright by its EXIF orientation', async () => {
    // stored landscape 800x400, shot with the camera turned: upright it is 400x800
    const jpeg = await picture(800, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer()
    const row = await encodeImage(storage, jpeg)
    expect(row).toMatchObject({ variants: '320', width: 320, height: 640 })
    const upright = await sharp(await storage.get(row.storage_key)).metadata()
    expect(upright.orientation).toBeUndefined()
    // the red half, once on the left, is now on top
    const { data } = await sharp(await storage.get(row.storage_key))
      .extract({ left: 160, top: 40, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect(data[0]).toBeGreaterThan(180)
    expect(data[1]).toBeLessThan(120)
  })

  it('keeps a small image at its own width', async () => {
    const gif = await picture(200, 100).gif().toBuffer()
    const row = await encodeImage(storage, gif)
    expect(row).toMatchObject({ variants: '200', width: 200, height: 100 })
  })

  it.each([
    ['WebP', (s: Sharp) => s.webp()],
    ['AVIF', (s: Sharp) => s.avif({ effort: 0 })],
    ['JPEG', (s: Sharp) => s.jpeg()],
  ])('accepts %s', async (_name, format) => {
    const row = await encodeImage(storage, await format(picture(700, 350)).toBuffer())
    expect(row.variants).toBe('320,640')
  })

  it('refuses a text file renamed .jpg with 415 and writes nothing', async () => {
    const before = filesUnder(path.join(root, 'public', 'images'))
    await expectStatus(encodeImage(storage, Buffer.from('just some text, not a photo\n')), 415)
    await expectStatus(encodeImage(storage, Buffer.alloc(0)), 415)
    expect(filesUnder(path.join(root, 'public', 'images'))).toBe(before)
  })

  it('refuses executables renamed .jpg with 415', async () => {
    const elf = Buffer.concat([
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
      Buffer.alloc(56),
      Buffer.from('payload'),
    ])
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('This program')])
    await expectStatus(encodeImage(storage, elf), 415)
    await expectStatus(encodeImage(storage, exe), 415)
  })

  it('refuses an SVG (scripts and external references) and a broken PNG', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    )
    await expectStatus(encodeImage(storage, svg), 415)
    const png = await picture(100, 100).png().toBuffer()
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.from('not pixels at all')])
    await expectStatus(encodeImage(storage, broken), 415)
  })

  it('refuses images over 40 megapixels with 413 before decoding them', async () => {
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000)
    await expectStatus(encodeImage(storage, await pngClaiming(8000, 5001)), 413)
    await expectStatus(encodeImage(storage, await pngClaiming(60_000, 60_000)), 413)
    // just under the limit the same trick is a broken file, not a big one
    await expectStatus(encodeImage(storage, await pngClaiming(8000, 5000)), 415)
  })
})

describe('imageView', () => {
  it('gives a mid-size default, the srcset of every width and the intrinsic size', () => {
    const view = imageView({
      id: 'abc',
      storage_key: 'public/images/abc-1920.webp',
      variants: '320,640,960,1280,1920',
      width: 1920,
      height: 1080,
    })
    expect(view).toEqual({
      url: '/media/images/abc-1280.webp',
      srcset:
        '/media/images/abc-320.webp 320w, /media/images/abc-640.webp 640w, /media/images/abc-960.webp 960w, /media/images/abc-1280.webp 1280w, /media/images/abc-1920.webp 1920w',
      width: 1920,
      height: 1080,
    })
  })

  it('uses the only width of a small image', () => {
    const view = imageView({
      id: 'x',
      storage_key: 'public/images/x-200.webp',
      variants: '200',
      width: 200,
      height: 100,
    })
    expect(view).toMatchObject({
      url: '/media/images/x-200.webp',
      srcset: '/media/images/x-200.webp 200w',
    })
  })
})
