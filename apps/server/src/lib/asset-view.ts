import type { ImageView } from '#src/lib/images.ts'
import { imageView } from '#src/lib/images.ts'
import { publicUrl } from '#src/lib/assets.ts'

/**
 * The columns of an asset reached through a left join: all null when the row has none.
 */
export interface JoinedAsset {
  id: string | null
  key: string | null
  variants: string | null
  width: number | null
  height: number | null
}

/** An image's view (URL, srcset, size), or null when the row has no picture. */
export function joinedImageView(asset: JoinedAsset): ImageView | null {
  if (!asset.id || !asset.key) return null
  const view = imageView({
    id: asset.id,
    storage_key: asset.key,
    variants: asset.variants,
    width: asset.width,
    height: asset.height,
  })
  return view.url ? view : null
}

/** The public URL of a joined file (a preview video), '' when there is none or it is private. */
export function joinedFileUrl(key: string | null): string {
  return key ? (publicUrl(key) ?? '') : ''
}
