import sharp, { type Metadata } from 'sharp'
import { fileTypeFromBuffer } from 'file-type'
import { now } from '#src/lib/clock.ts'
import { HttpError } from '#src/lib/http-error.ts'
import type { Storage } from '#src/lib/storage.ts'
import {
  deleteAsset,
  insertAsset,
  newAssetId,
  parseVariants,
  publicUrl,
  removeAssetFiles,
  type Asset,
  type AssetDeps,
  type NewAsset,
} from '#src/lib/assets.ts'

/** The widths every image is offered in, for `srcset` (responsive WebP sizes). */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const

/** Decoding a bigger image would cost hundreds of MB of memory: refuse it up front. */
export const MAX_IMAGE_PIXELS = 40_000_000

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'])

export interface ImageOptions {
  /** The uploader, when the image belongs to someone (kept on the asset row). */
  ownerUserId?: number | null
  /** WebP quality, 1–100. */
  quality?: number
  /** WebP encoder effort, 0 (fastest) – 6 (smallest). */
  effort?: number
}

/** Which of the standard widths an image of this width is offered in: never upscaled. */
export function variantWidths(originalWidth: number): number[] {
  const widths = IMAGE_WIDTHS.filter((w) => w <= originalWidth)
  return widths.length ? [...widths] : [Math.max(1, originalWidth)]
}

export const imageKey = (id: string, width: number) => `public/images/${id}-${width}.webp`

/**
 * Checks the bytes, re-encodes them and writes the WebP variants, without touching the
 * database: callers that insert the row inside their own transaction use this directly.
 * The real type comes from the content, never from a file name or a client's header.
 */
export async function encodeImage(
  storage: Storage,
  input: Buffer,
  opts: ImageOptions = {},
): Promise<NewAsset> {
  const type = await fileTypeFromBuffer(input)
  if (!type || !ACCEPTED.has(type.mime)) throw new HttpError(415, 'Unsupported image type')

  let meta: Metadata
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata()
  } catch {
    throw new HttpError(415, 'Unsupported image type')
  }
  // An animation counts by its first frame, which is all that is kept.
  const frameHeight = meta.pageHeight ?? meta.height
  if (!meta.width || !frameHeight) throw new HttpError(415, 'Unsupported image type')
  if (meta.width * frameHeight > MAX_IMAGE_PIXELS) throw new HttpError(413, 'Image too large')

  // EXIF orientations 5–8 turn the picture a quarter: width and height swap once upright.
  const turned = (meta.orientation ?? 1) >= 5
  const uprightWidth = turned ? frameHeight : meta.width

  const id = newAssetId()
  const source = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).autoOrient()
  const widths = variantWidths(uprightWidth)
  const settled = await Promise.allSettled(
    widths.map(async (width) => {
      // Metadata (EXIF, GPS, ICC) is not copied: sharp writes none unless asked to.
      const { data, info } = await source
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: opts.quality ?? 80, effort: opts.effort ?? 4 })
        .toBuffer({ resolveWithObject: true })
      await storage.put(imageKey(id, width), data)
      return { width, bytes: data.length, outWidth: info.width, outHeight: info.height }
    }),
  )
  const results = settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))
  if (results.length !== widths.length) {
    await Promise.all(widths.map((width) => storage.delete(imageKey(id, width))))
    // A file that passes the signature check but does not decode is not an image we take.
    throw new HttpError(415, 'Unsupported image type')
  }
  const largest = results[results.length - 1]!
  return {
    id,
    kind: 'image',
    storage_key: imageKey(id, largest.width),
    mime: 'image/webp',
    bytes: largest.bytes,
    width: largest.outWidth,
    height: largest.outHeight,
    variants: widths.join(','),
    duration_seconds: null,
    encrypted: 0,
    owner_user_id: opts.ownerUserId ?? null,
    created_at: now(),
  }
}

/**
 * Stores an uploaded image: sniffed (JPEG, PNG, WebP, GIF, AVIF), at most 40 megapixels,
 * turned upright, stripped of metadata and re-encoded as WebP in the standard widths
 * no larger than the original. Returns the new asset id.
 */
export async function storeImage(
  deps: AssetDeps,
  input: Buffer,
  opts: ImageOptions = {},
): Promise<string> {
  const row = await encodeImage(deps.storage, input, opts)
  try {
    await insertAsset(deps.db, row)
  } catch (error) {
    await removeAssetFiles(deps.storage, { ...row, variants: row.variants ?? null })
    throw error
  }
  return row.id
}

export interface ImageView {
  url: string
  srcset: string
  width: number
  height: number
}

/** The size a page shows when it cannot use srcset: sharp enough for a wide card. */
const DEFAULT_WIDTH = 1280

/**
 * What the web needs to show an image without layout shift: a default URL, the srcset of
 * every width, and the intrinsic size (of the largest variant; the ratio is what matters).
 */
export function imageView(
  asset: Pick<Asset, 'id' | 'storage_key' | 'variants' | 'width' | 'height'>,
): ImageView {
  const dir = asset.storage_key.slice(0, asset.storage_key.lastIndexOf('/') + 1)
  const widths = parseVariants(asset.variants)
  const urlOf = (width: number) => publicUrl(`${dir}${asset.id}-${width}.webp`) ?? ''
  if (!widths.length) {
    const url = publicUrl(asset.storage_key) ?? ''
    return { url, srcset: '', width: asset.width ?? 0, height: asset.height ?? 0 }
  }
  const fallback = [...widths].reverse().find((w) => w <= DEFAULT_WIDTH) ?? widths[0]!
  return {
    url: urlOf(fallback),
    srcset: widths.map((w) => `${urlOf(w)} ${w}w`).join(', '),
    width: asset.width ?? widths[widths.length - 1]!,
    height: asset.height ?? 0,
  }
}

/** Deletes an image's files (every width) and its row. */
export async function deleteImage(deps: AssetDeps, id: string): Promise<boolean> {
  return deleteAsset(deps, id)
}
