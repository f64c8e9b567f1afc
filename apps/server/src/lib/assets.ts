import type { Insertable, Selectable } from 'kysely'
import type { Db } from '#src/db/connect.ts'
import type { AssetTable } from '#src/db/database.ts'
import type { Storage } from '#src/lib/storage.ts'
import { randomToken } from '#src/lib/tokens.ts'

export type Asset = Selectable<AssetTable>
export type NewAsset = Insertable<AssetTable>

/** What the media helpers need: a database (or a transaction) and the file store. */
export interface AssetDeps {
  db: Db
  storage: Storage
}

/** A random, URL-safe asset id (96 bits): file names reveal nothing and cannot be guessed. */
export function newAssetId(): string {
  return randomToken(12)
}

const PUBLIC_PREFIX = 'public/'

/** The URL a browser uses for a public storage key; null for private keys. */
export function publicUrl(key: string): string | null {
  return key.startsWith(PUBLIC_PREFIX) ? `/media/${key.slice(PUBLIC_PREFIX.length)}` : null
}

export async function insertAsset(db: Db, row: NewAsset): Promise<void> {
  await db.insertInto('asset').values(row).execute()
}

export async function findAssetById(db: Db, id: string): Promise<Asset | undefined> {
  return db.selectFrom('asset').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Every storage key an asset occupies: an image has one file per WebP width. */
export function assetStorageKeys(asset: Pick<Asset, 'id' | 'kind' | 'storage_key' | 'variants'>) {
  if (asset.kind !== 'image' || !asset.variants) return [asset.storage_key]
  const dir = asset.storage_key.slice(0, asset.storage_key.lastIndexOf('/') + 1)
  return parseVariants(asset.variants).map((width) => `${dir}${asset.id}-${width}.webp`)
}

export function parseVariants(variants: string | null): number[] {
  if (!variants) return []
  return variants
    .split(',')
    .map((v) => Number(v))
    .filter((v) => Number.isInteger(v) && v > 0)
    .sort((a, b) => a - b)
}

export async function removeAssetFiles(
  storage: Storage,
  asset: Pick<Asset, 'id' | 'kind' | 'storage_key' | 'variants'>,
): Promise<void> {
  await Promise.all(assetStorageKeys(asset).map((key) => storage.delete(key)))
}

/**
 * Deletes an asset's row, then its files. The row goes first so that an asset still
 * required elsewhere (a restricting foreign key) fails the delete with its files intact;
 * other rows that point at it follow their foreign keys (set null or cascade).
 */
export async function deleteAsset(deps: AssetDeps, id: string): Promise<boolean> {
  const asset = await findAssetById(deps.db, id)
  if (!asset) return false
  await deps.db.deleteFrom('asset').where('id', '=', id).execute()
  await removeAssetFiles(deps.storage, asset)
  return true
}

/** The files of one asset, enough to remove them. */
export type AssetFiles = Pick<Asset, 'id' | 'kind' | 'storage_key' | 'variants'>

/**
 * Deletes asset rows inside the caller's transaction and answers their files, for the caller
 * to remove once it has committed (a member's erased documents, docs/product.md#privacy).
 */
export async function deleteAssetRows(db: Db, ids: string[]): Promise<AssetFiles[]> {
  if (!ids.length) return []
  const rows = await db
    .selectFrom('asset')
    .select(['id', 'kind', 'storage_key', 'variants'])
    .where('id', 'in', ids)
    .execute()
  await db.deleteFrom('asset').where('id', 'in', ids).execute()
  return rows
}
