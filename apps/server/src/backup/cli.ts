import fs from 'node:fs'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '#src/config.ts'
import { connectDatabase } from '#src/db/connect.ts'
import { StartupError } from '#src/lib/startup-errors.ts'
import { openStorage } from '#src/services.ts'
import { createBackup } from './backup.ts'
import { shortFingerprint } from './manifest.ts'
import { restoreBackup } from './restore.ts'

/** A path as the operator typed it: npm runs scripts from the project folder (INIT_CWD). */
function fromOperator(given: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), given)
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** `npm run backup -- DIR`: one archive in DIR; the server may keep running. */
export async function runBackup(
  config: Config,
  log: FastifyBaseLogger,
  args: string[],
): Promise<string[]> {
  const [dir] = args
  if (!dir) throw new StartupError('Say where to write the backup: npm run backup -- DIR')
  if (config.database.engine === 'sqlite' && !fs.existsSync(config.database.file)) {
    throw new StartupError(`There is no database at ${config.database.file}: nothing to back up`)
  }
  const target = fromOperator(dir)
  if (`${target}${path.sep}`.startsWith(path.join(config.dataDir, 'files') + path.sep)) {
    throw new StartupError(
      `${target} is inside the file storage, which the backup reads: choose a folder elsewhere`,
    )
  }
  const db = connectDatabase(config.database)
  const storage = await openStorage(config)
  try {
    const backup = await createBackup({ config, db, storage }, target)
    const { manifest } = backup
    const files = manifest.entries.length - 1
    const bytes = manifest.entries.reduce((sum, entry) => sum + entry.size, 0)
    log.info({ file: backup.file, files, bytes }, 'backup written')
    return [
      `Backup written: ${backup.file}`,
      `It holds the ${manifest.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database and ${files} files (${megabytes(bytes)} before compression).`,
      ...(backup.vanished.length
        ? [`${backup.vanished.length} files were deleted while the backup ran and are not in it.`]
        : []),
      `The data key is NOT in it: a restore needs the key whose fingerprint starts with ${shortFingerprint(manifest.dataKeyFingerprint)}. Keep that key safe, apart from the backups.`,
    ]
  } finally {
    storage.close?.()
    await db.destroy()
  }
}

/** `npm run restore -- ARCHIVE`: into an empty database and file storage, the server stopped. */
export async function runRestore(
  config: Config,
  log: FastifyBaseLogger,
  args: string[],
): Promise<string[]> {
  const [archive] = args
  if (!archive) throw new StartupError('Say which backup to restore: npm run restore -- ARCHIVE')
  const storage = await openStorage(config)
  try {
    const restored = await restoreBackup({ config, storage }, fromOperator(archive))
    log.info({ archive, files: restored.files }, 'backup restored')
    return [
      `Restored the backup of ${restored.manifest.createdAt}: the database and ${restored.files} files.`,
      'Start Aula as usual (npm start): it brings the database up to date with this version.',
    ]
  } finally {
    storage.close?.()
  }
}
