import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from './config.ts'
import { connectDatabase } from './db/connect.ts'
import { migrateToLatest } from './db/migrate.ts'
import { resolveDataKey } from './lib/data-key.ts'
import { createMailer } from './lib/mail.ts'
import { createLocalStorage } from './lib/storage.ts'
import type { CoreDeps } from './plugins/external/core.ts'

/** Opens everything the app runs on and brings the database schema up to date. */
export async function openServices(config: Config, log: FastifyBaseLogger): Promise<CoreDeps> {
  const db = connectDatabase(config.database)
  const applied = await migrateToLatest(
    db,
    config.database.engine === 'postgres' ? config.database.schema : undefined,
  )
  if (applied.length) log.info({ migrations: applied }, 'database migrated')
  return {
    config,
    db,
    mail: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log,
    }),
    storage: createLocalStorage(path.join(config.dataDir, 'files')),
    dataKey: resolveDataKey(config.dataDir, config.dataKey),
  }
}

export async function closeServices(deps: CoreDeps): Promise<void> {
  deps.mail.close()
  await deps.db.destroy()
}
