import fp from 'fastify-plugin'
import type { Config } from '#src/config.ts'
import type { Db } from '#src/db/connect.ts'
import type { MailQueue } from '#src/lib/mail-queue.ts'
import type { SharedState } from '#src/lib/redis.ts'
import type { Storage } from '#src/lib/storage.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Db
    mail: MailQueue
    storage: Storage
    /** 32-byte key for personal data at rest (DATA_KEY; docs/product.md#personal-data). */
    dataKey: Buffer
    /** Redis, shared by every process of the site, when REDIS_URL is set (lib/redis.ts). */
    shared: SharedState | undefined
  }
}

export interface CoreDeps {
  config: Config
  db: Db
  mail: MailQueue
  storage: Storage
  dataKey: Buffer
  shared?: SharedState
}

/** Hands the process-wide services to every route as decorators. */
export default fp<CoreDeps>(
  async function core(app, deps) {
    app.decorate('config', deps.config)
    app.decorate('db', deps.db)
    app.decorate('mail', deps.mail)
    app.decorate('storage', deps.storage)
    app.decorate('dataKey', deps.dataKey)
    app.decorate('shared', deps.shared)
    // Queued mail is delivered while the app runs; closing lets the mail in hand finish.
    app.addHook('onReady', async () => deps.mail.start())
    app.addHook('onClose', async () => deps.mail.stop())
  },
  { name: 'db' },
)
