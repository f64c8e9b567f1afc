import fs from 'node:fs'
import fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import * as tar from 'tar'
import type { Config } from '#src/config.ts'
import { connectDatabase } from '#src/db/connect.ts'
import { dataKeyFingerprint, loadDataKey } from '#src/lib/data-key.ts'
import { StartupError } from '#src/lib/startup-errors.ts'
import type { Storage } from '#src/lib/storage.ts'
import {
  ArchivePath,
  BACKUP_FORMAT,
  ManifestSchema,
  describeFile,
  keyOfArchivePath,
  shortFingerprint,
  type Manifest,
} from './manifest.ts'
import { dropEmptySchema, postgresTables, restorePostgres } from './postgres.ts'

export interface RestoreDeps {
  config: Config
  storage: Storage
}

export interface Restored {
  manifest: Manifest
  files: number
}

const engineName = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const

/** Every regular file under dir, as '/'-separated paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
}

/** Unpacks the archive and checks it against its manifest: every byte, nothing more or less. */
async function unpack(archive: string, staging: string): Promise<Manifest> {
  try {
    // Only files and folders; tar leaves out absolute paths and ".." by itself.
    await tar.extract({
      file: archive,
      cwd: staging,
      strict: true,
      filter: (_path, entry) =>
        'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    })
  } catch (error) {
    throw new StartupError(
      `${archive} is not a readable backup archive (${(error as Error).message}): nothing was restored`,
    )
  }
  let manifest: Manifest
  try {
    const text = await fsp.readFile(path.join(staging, ArchivePath.manifest), 'utf8')
    const raw = JSON.parse(text) as { format?: unknown }
    if (raw.format !== BACKUP_FORMAT) {
      throw new Error(`format ${String(raw.format)}, this version reads format ${BACKUP_FORMAT}`)
    }
    manifest = ManifestSchema.parse(raw)
  } catch (error) {
    throw new StartupError(
      `${archive} has no valid ${ArchivePath.manifest} (${(error as Error).message.split('\n')[0]}): nothing was restored`,
    )
  }
  const listed = new Set(manifest.entries.map((entry) => entry.path))
  const present = (await filesUnder(staging)).filter((file) => file !== ArchivePath.manifest)
  const problems: string[] = present
    .filter((file) => !listed.has(file))
    .map((f) => `${f} is not in the manifest`)
  for (const entry of manifest.entries) {
    const file = path.join(staging, ...entry.path.split('/'))
    if (!fs.existsSync(file)) {
      problems.push(`${entry.path} is missing`)
      continue
    }
    const found = await describeFile(file, entry.path)
    if (found.size !== entry.size || found.sha256 !== entry.sha256) {
      problems.push(`${entry.path} does not match its checksum`)
    }
  }
  const database = manifest.engine === 'sqlite' ? ArchivePath.sqlite : ArchivePath.postgres
  if (!listed.has(database)) problems.push(`${database} is missing`)
  for (const entry of manifest.entries) {
    if (entry.path !== database && keyOfArchivePath(entry.path) === undefined) {
      problems.push(`${entry.path} is not a part of a backup`)
    }
  }
  if (problems.length) {
    const more = problems.length > 3 ? ` and ${problems.length - 3} more` : ''
    throw new StartupError(
      `${archive} is damaged or was altered: ${problems.slice(0, 3).join('; ')}${more}. Nothing was restored`,
    )
  }
  return manifest
}

/** Refuses a data key other than the one the archive's personal data was sealed with. */
function checkDataKey(config: Config, manifest: Manifest): void {
  const expected = `the key whose fingerprint starts with ${shortFingerprint(manifest.dataKeyFingerprint)}, in use when the backup was made (${manifest.createdAt})`
  const loaded = loadDataKey(config.dataDir, config.dataKey)
  if (loaded.source === 'new') {
    throw new StartupError(
      `No data key is set: set DATA_KEY, or put data.key in ${config.dataDir}, to ${expected}. Nothing was restored`,
    )
  }
  if (dataKeyFingerprint(loaded.key) !== manifest.dataKeyFingerprint) {
    const name = loaded.source === 'env' ? 'DATA_KEY' : loaded.file
    throw new StartupError(
      `${name} is not the data key of this backup (its fingerprint starts with ${shortFingerprint(dataKeyFingerprint(loaded.key))}): the personal data would be unreadable. Use ${expected}. Nothing was restored`,
    )
  }
}

/** Tables in a SQLite file that exists already; none when there is no file. */
function sqliteTables(file: string): string[] {
  if (!fs.existsSync(file)) return []
  const db = new SQLite(file, { readonly: true, fileMustExist: true })
  try {
    const rows = db.prepare(`select name from sqlite_master where type = 'table'`).all()
    return (rows as { name: string }[]).map((row) => row.name)
  } finally {
    db.close()
  }
}

/**
 * Puts a backup back (docs/decisions/024-backups.md), into an empty database and an empty
 * file storage only, with the server stopped. Everything is checked before anything is
 * written: the checksums, the engine, the data key, the emptiness of the target. The files
 * go first and the database last, so a database in place means a complete restore.
 */
export async function restoreBackup(deps: RestoreDeps, archive: string): Promise<Restored> {
  const { config, storage } = deps
  if (!fs.existsSync(archive) || !fs.statSync(archive).isFile()) {
    throw new StartupError(`${archive} does not exist or is not a file: nothing was restored`)
  }
  const staging = await fsp.mkdtemp(path.join(os.tmpdir(), 'aula-restore-'))
  try {
    const manifest = await unpack(archive, staging)
    const database = config.database
    if (manifest.engine !== database.engine) {
      throw new StartupError(
        `This backup holds a ${engineName[manifest.engine]} database but Aula is set up for ${engineName[database.engine]} (${database.engine === 'postgres' ? 'DATABASE_URL is set' : 'DATABASE_URL is unset'}): restore it with the same engine. Nothing was restored`,
      )
    }
    checkDataKey(config, manifest)

    if ((await storage.list()).length > 0) {
      throw new StartupError(
        `The file storage is not empty (${config.storage === 's3' ? `bucket ${config.s3?.bucket}` : path.join(config.dataDir, 'files')}): a backup is restored into an empty one only. Nothing was restored`,
      )
    }

    if (database.engine === 'sqlite') {
      const tables = sqliteTables(database.file)
      if (tables.length) {
        throw new StartupError(
          `${database.file} already holds a database: a backup is restored into an empty DATA_DIR only (move it away first). Nothing was restored`,
        )
      }
    } else {
      const db = connectDatabase(database)
      try {
        const tables = await postgresTables(database, db)
        if (tables.length) {
          throw new StartupError(
            `The database of DATABASE_URL is not empty (${tables.length} tables, such as ${tables[0]}): a backup is restored into an empty database only. Nothing was restored`,
          )
        }
      } finally {
        await db.destroy()
      }
    }

    let files = 0
    for (const entry of manifest.entries) {
      const key = keyOfArchivePath(entry.path)
      if (key === undefined) continue
      const file = path.join(staging, ...entry.path.split('/'))
      await storage.putStream(key, fs.createReadStream(file))
      files += 1
    }

    if (database.engine === 'sqlite') {
      const target = database.file
      await fsp.mkdir(path.dirname(target), { recursive: true })
      for (const leftover of [target, `${target}-wal`, `${target}-shm`]) {
        await fsp.rm(leftover, { force: true })
      }
      const copying = `${target}.restoring`
      await fsp.copyFile(path.join(staging, ArchivePath.sqlite), copying)
      await fsp.rename(copying, target)
    } else {
      const db = connectDatabase(database)
      try {
        await dropEmptySchema(database, db)
        await restorePostgres(database, db, path.join(staging, ArchivePath.postgres))
      } finally {
        await db.destroy()
      }
    }
    return { manifest, files }
  } finally {
    await fsp.rm(staging, { recursive: true, force: true })
  }
}
