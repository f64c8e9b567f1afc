import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import SQLite from 'better-sqlite3'
import * as tar from 'tar'
import type { Config } from '#src/config.ts'
import { AppSetting, hasTable, readAppSetting } from '#src/db/app-settings.ts'
import type { Db } from '#src/db/connect.ts'
import { StartupError } from '#src/lib/startup-errors.ts'
import type { Storage } from '#src/lib/storage.ts'
import {
  APP_VERSION,
  ArchivePath,
  BACKUP_FORMAT,
  archiveName,
  describeFile,
  type Manifest,
} from './manifest.ts'
import { dumpPostgres } from './postgres.ts'

export interface BackupDeps {
  config: Config
  db: Db
  storage: Storage
}

export interface Backup {
  file: string
  manifest: Manifest
  /** Files listed but deleted before they could be read (the server kept running). */
  vanished: string[]
}

/** The newest migration the database has applied; null before the first. */
export async function migrationLevel(db: Db): Promise<string | null> {
  if (!(await hasTable(db, 'kysely_migration'))) return null
  const row = await db
    .selectFrom('kysely_migration' as never)
    .select('name' as never)
    .orderBy('name' as never, 'desc')
    .limit(1)
    .executeTakeFirst()
  return (row as { name?: string } | undefined)?.name ?? null
}

/**
 * Writes one archive into `dir` (docs/decisions/024-backups.md): the database snapshot, every
 * stored file and a manifest with each one's size and SHA-256. Safe while the server runs:
 * SQLite's online backup and pg_dump both read one consistent moment. The database is saved
 * first, so a file the snapshot names was there when the files were read (unless deleted
 * meanwhile: `vanished`).
 */
export async function createBackup(deps: BackupDeps, dir: string): Promise<Backup> {
  const { config, db, storage } = deps
  const fingerprint = await readAppSetting(db, AppSetting.dataKeyFingerprint)
  if (!fingerprint) {
    throw new StartupError(
      'This database has never been opened by Aula (it records no data key): start Aula once, then back it up',
    )
  }
  const createdAt = new Date()
  await fsp.mkdir(dir, { recursive: true })
  const staging = await fsp.mkdtemp(path.join(dir, '.aula-backup-'))
  const file = path.join(dir, archiveName(createdAt))
  const partial = `${file}.partial`
  try {
    const migration = await migrationLevel(db)
    await fsp.mkdir(path.join(staging, 'database'))
    const database = config.database
    const dbEntry = database.engine === 'sqlite' ? ArchivePath.sqlite : ArchivePath.postgres
    if (database.engine === 'sqlite') {
      const source = new SQLite(database.file, { readonly: true, fileMustExist: true })
      try {
        await source.backup(path.join(staging, dbEntry))
      } finally {
        source.close()
      }
    } else {
      await dumpPostgres(database, db, path.join(staging, dbEntry))
    }

    const vanished: string[] = []
    const entries = [await describeFile(path.join(staging, dbEntry), dbEntry)]
    await fsp.mkdir(path.join(staging, ArchivePath.filesDir))
    for (const key of await storage.list()) {
      const archivePath = `${ArchivePath.filesDir}${key}`
      const target = path.join(staging, ...archivePath.split('/'))
      await fsp.mkdir(path.dirname(target), { recursive: true })
      try {
        await pipeline(storage.createReadStream(key), fs.createWriteStream(target))
      } catch (error) {
        if (await storage.exists(key)) throw error
        await fsp.rm(target, { force: true })
        vanished.push(key)
        continue
      }
      entries.push(await describeFile(target, archivePath))
    }

    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: createdAt.toISOString(),
      appVersion: APP_VERSION,
      engine: database.engine,
      migration,
      dataKeyFingerprint: fingerprint,
      entries,
    }
    await fsp.writeFile(
      path.join(staging, ArchivePath.manifest),
      JSON.stringify(manifest, null, 2) + '\n',
    )
    await tar.create({ gzip: true, portable: true, cwd: staging, file: partial }, [
      ArchivePath.manifest,
      'database',
      'files',
    ])
    // Readable by its owner only: it holds password hashes and sealed personal data.
    await fsp.chmod(partial, 0o600)
    // Under its final name only once complete: a crash never leaves a truncated "backup".
    await fsp.rename(partial, file)
    return { file, manifest, vanished }
  } finally {
    await fsp.rm(staging, { recursive: true, force: true })
    await fsp.rm(partial, { force: true })
  }
}
