import { describe, expect, it } from 'vitest'
import { ManifestSchema, archiveName, keyOfArchivePath } from './manifest.ts'

const manifest = (path: string) => ({
  format: 1,
  createdAt: '2026-11-26T03:00:00.000Z',
  appVersion: '0.1.0',
  engine: 'sqlite',
  migration: '0012-member-and-review-orders',
  dataKeyFingerprint: 'a'.repeat(64),
  entries: [{ path, size: 3, sha256: 'b'.repeat(64) }],
})

describe('backup manifest', () => {
  it('names the archive by its UTC time, without characters some disks refuse', () => {
    expect(archiveName(new Date('2026-11-26T03:04:05.678Z'))).toBe(
      'aula-backup-2026-11-26T030405Z.tar.gz',
    )
  })

  it('accepts paths inside the archive and refuses any that would leave it', () => {
    expect(ManifestSchema.safeParse(manifest('files/public/images/a.webp')).success).toBe(true)
    for (const bad of [
      '../data.key',
      'files/../../etc/passwd',
      '/etc/passwd',
      'files//a',
      'files/./a',
      'files\\..\\a',
    ]) {
      expect(ManifestSchema.safeParse(manifest(bad)).success, bad).toBe(false)
    }
  })

  it('maps files/ entries to storage keys and nothing else', () => {
    expect(keyOfArchivePath('files/private/videos/x.mp4')).toBe('private/videos/x.mp4')
    expect(keyOfArchivePath('database/aula.db')).toBeUndefined()
  })
})
