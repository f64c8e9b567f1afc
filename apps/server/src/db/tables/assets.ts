import type { Flag } from './flag.ts'

/** Stored files (lib/assets.ts, images.ts, videos.ts). */
export interface AssetTables {
  asset: AssetTable
}

/** Every stored file: images (with their WebP widths), videos, identity documents. */
export interface AssetTable {
  id: string
  kind: 'image' | 'video' | 'document' | 'file'
  storage_key: string
  mime: string
  bytes: number
  width: number | null
  height: number | null
  /** Comma-separated widths of the re-encoded WebP variants of an image. */
  variants: string | null
  duration_seconds: number | null
  encrypted: Flag
  owner_user_id: number | null
  created_at: string
}
