import fs from 'node:fs'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from './config.ts'
import { AppSetting, hasTable, readAppSetting, recordAppSetting } from './db/app-settings.ts'
import { connectDatabase, type Db } from './db/connect.ts'
import { migrateToLatest } from './db/migrate.ts'
import { StartupError } from './lib/startup-errors.ts'
import {
  dataKeyFingerprint,
  decryptText,
  loadDataKey,
  saveDataKey,
  type LoadedDataKey,
} from './lib/data-key.ts'
import { createMailer } from './lib/mail.ts'
import { MailQueue } from './lib/mail-queue.ts'
import { usePasswordHashCost } from './features/auth/auth.service.ts'
import { createLocalStorage, type Storage } from './lib/storage.ts'
import type { CoreDeps } from './plugins/external/core.ts'
import type { SharedState } from './lib/redis.ts'

/**
 * Opens everything the app runs on and brings the database schema up to date. A data key
 * that is not the database's own stops the start before anything is written.
 */
export async function openServices(config: Config, log: FastifyBaseLogger): Promise<CoreDeps> {
  usePasswordHashCost(config.passwordHashCost)
  // A bucket that cannot be used stops the start before the database is opened; the local
  // folder is made only once the data key is known to be the database's own.
  const bucket = config.storage === 's3' ? await openStorage(config) : undefined
  const db = connectDatabase(config.database)
  let dataKey: Buffer
  try {
    const loaded = loadDataKey(config.dataDir, config.dataKey)
    const fingerprint = dataKeyFingerprint(loaded.key)
    if (await readAppSetting(db, AppSetting.dataKeyRotation)) {
      throw new StartupError(
        'A data key rotation was interrupted: run npm run rotate-data-key again (with the same NEW_DATA_KEY, if one was given) to finish it',
      )
    }
    const known = await readAppSetting(db, AppSetting.dataKeyFingerprint)
    if (known !== undefined && known !== fingerprint) throw new StartupError(wrongKey(loaded))
    // A database from before fingerprints: the key must at least open what is stored.
    if (known === undefined && !(await opensStoredData(db, loaded.key))) {
      throw new StartupError(wrongKey(loaded))
    }
    const applied = await migrateToLatest(
      db,
      config.database.engine === 'postgres' ? config.database.schema : undefined,
    )
    if (applied.length) log.info({ migrations: applied }, 'database migrated')
    dataKey = saveDataKey(loaded)
    const recorded = await recordAppSetting(
      db,
      AppSetting.dataKeyFingerprint,
      dataKeyFingerprint(dataKey),
    )
    // Two first starts at once with two different keys: the one recorded first wins.
    if (recorded !== dataKeyFingerprint(dataKey)) throw new StartupError(wrongKey(loaded))
  } catch (error) {
    await db.destroy().catch(() => {})
    bucket?.close?.()
    throw error
  }
  const storage = bucket ?? (await openStorage(config))
  let shared: SharedState | undefined
  try {
    shared = await openShared(config, log)
  } catch (error) {
    await db.destroy().catch(() => {})
    storage.close?.()
    throw error
  }
  return {
    config,
    db,
    // Mail is queued in the database and delivered by the app's sender (lib/mail-queue.ts).
    mail: new MailQueue({
      db,
      transport: createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log,
      }),
      from: config.mailFrom,
      log: log.child({ job: 'mail' }),
    }),
    storage,
    dataKey,
    shared,
  }
}

/**
 * Redis when REDIS_URL is set (lib/redis.ts), its client loaded only then; a Redis that does
 * not answer at start stops the start with the address it tried.
 */
async function openShared(config: Config, log: FastifyBaseLogger) {
  if (!config.redisUrl) return undefined
  const { openSharedState } = await import('./lib/redis.ts')
  try {
    return await openSharedState(config.redisUrl, config.redisPrefix, log)
  } catch (error) {
    const where = new URL(config.redisUrl).host
    throw new StartupError(
      `Redis does not answer at ${where} (REDIS_URL): start it or correct the address (${error instanceof Error ? error.message : String(error)})`,
    )
  }
}

function wrongKey(loaded: LoadedDataKey): string {
  const problem = 'is not the key this database was encrypted with'
  if (loaded.source === 'env') {
    return `DATA_KEY ${problem}: set DATA_KEY back to the database's own key (nothing was changed)`
  }
  if (loaded.source === 'file' && fs.existsSync(`${loaded.file}.new`)) {
    return `${loaded.file} ${problem}: a key rotation was interrupted, run npm run rotate-data-key again to finish it`
  }
  if (loaded.source === 'file') {
    return `${loaded.file} ${problem}: put the original data.key back or set DATA_KEY to the database's own key (nothing was changed)`
  }
  return `This database was encrypted with a data key that is missing: set DATA_KEY, or put the original data.key in ${path.dirname(loaded.file)} (nothing was changed)`
}

/** Whether the key opens a sealed IBAN or CF already stored (true when there is none). */
async function opensStoredData(db: Db, key: Buffer): Promise<boolean> {
  if (!(await hasTable(db, 'app_user'))) return true
  const row = await db
    .selectFrom('app_user')
    .select(['iban_enc', 'cf_enc'])
    .where((eb) => eb.or([eb('iban_enc', 'is not', null), eb('cf_enc', 'is not', null)]))
    .limit(1)
    .executeTakeFirst()
  const sealed = row?.iban_enc ?? row?.cf_enc
  if (!sealed) return true
  try {
    decryptText(key, sealed)
    return true
  } catch {
    return false
  }
}

/**
 * Where files live (STORAGE): DATA_DIR/files, or the S3 bucket, whose SDK is loaded only
 * then (lib/storage-s3.ts), so a start on the local disk never loads it. A bucket that is missing, refuses the
 * keys or cannot be reached fails here with one line.
 */
export async function openStorage(config: Config): Promise<Storage> {
  if (config.storage === 's3' && config.s3) {
    const { createS3Storage } = await import('./lib/storage-s3.ts')
    const storage = await createS3Storage(config.s3)
    try {
      await storage.check?.()
    } catch (error) {
      storage.close?.()
      throw error
    }
    return storage
  }
  return createLocalStorage(path.join(config.dataDir, 'files'))
}

export async function closeServices(deps: CoreDeps): Promise<void> {
  await deps.mail.halt()
  deps.mail.close()
  deps.storage.close?.()
  await deps.shared?.close()
  await deps.db.destroy()
}
