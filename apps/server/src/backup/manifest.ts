import crypto from 'node:crypto'
import fs from 'node:fs'
import { z } from 'zod'
import rootPackage from '../../../../package.json' with { type: 'json' }

/** Bumped when the archive's layout changes; a restore refuses a format it does not know. */
export const BACKUP_FORMAT = 1

/** Where each part lives inside the archive (docs/decisions/024-backups.md). */
export const ArchivePath = {
  manifest: 'manifest.json',
  sqlite: 'database/aula.db',
  postgres: 'database/aula.pgdump',
  filesDir: 'files/',
} as const

export const APP_VERSION: string = rootPackage.version

/** A relative '/'-separated path that stays inside the archive's folder. */
const safePath = (p: string) =>
  !/[\\\0]/.test(p) && p.split('/').every((s) => s !== '' && s !== '.' && s !== '..')

const Entry = z.object({
  path: z.string().min(1).max(1024).refine(safePath, 'leaves the archive'),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
})
export type ManifestEntry = z.infer<typeof Entry>

export const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.string(),
  appVersion: z.string(),
  engine: z.enum(['sqlite', 'postgres']),
  /** The newest migration applied to the database when it was saved. */
  migration: z.string().nullable(),
  /** dataKeyFingerprint() of the key that sealed the personal data: never the key. */
  dataKeyFingerprint: z.string().regex(/^[0-9a-f]{64}$/),
  entries: z.array(Entry),
})
export type Manifest = z.infer<typeof ManifestSchema>

/** Size and SHA-256 of a file, read as a stream. */
export async function describeFile(file: string, archivePath: string): Promise<ManifestEntry> {
  const hash = crypto.createHash('sha256')
  let size = 0
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) {
    size += chunk.length
    hash.update(chunk)
  }
  return { path: archivePath, size, sha256: hash.digest('hex') }
}

/** The storage key an archive path under files/ holds. */
export function keyOfArchivePath(archivePath: string): string | undefined {
  return archivePath.startsWith(ArchivePath.filesDir)
    ? archivePath.slice(ArchivePath.filesDir.length)
    : undefined
}

/** "2026-11-26T15:41:23.000Z" → "aula-backup-2026-11-26T154123Z.tar.gz" (no colons: any disk). */
export function archiveName(createdAt: Date): string {
  const stamp = createdAt
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '')
  return `aula-backup-${stamp}.tar.gz`
}

/** The first characters of a fingerprint: enough for an operator to tell two keys apart. */
export const shortFingerprint = (fingerprint: string) => fingerprint.slice(0, 16)
