import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyPluginAsync } from 'fastify'
import { afterAll } from 'vitest'
import { buildApp, type App } from '#src/app.ts'
import { loadConfig, type Config } from '#src/config.ts'
import { openServices, closeServices } from '#src/services.ts'
import type { CoreDeps } from '#src/plugins/external/core.ts'
import { createVerifiedUser } from '#src/features/auth/auth.service.ts'
import { lastMailTo, readOutbox } from '@aula/testkit/outbox'
import { copySqliteTemplate, createPgTestSchema, type PgTestSchema } from './databases.ts'
import { createTestBucket, storageUnderTest, storedKeysIn, storedPathIn } from './s3.ts'

/**
 * The engine under test: SQLite always; PostgreSQL when TEST_DB_ENGINE=postgres and
 * TEST_DATABASE_URL are set (npm test runs the API suite once per engine).
 */
export const engine: 'sqlite' | 'postgres' =
  process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'sqlite'

export interface TestApp {
  app: App
  deps: CoreDeps
  config: Config
  dataDir: string
  /** The folder holding the stored files on this machine (test/s3.ts for S3 storage). */
  storageDir: string
  /** Every stored key, sorted, read from storageDir. */
  storedKeys: () => string[]
  /** Where a key's bytes lie on this machine. */
  storedPath: (key: string) => string
  outbox: () => ReturnType<typeof readOutbox>
  lastMailTo: (to: string, subject?: RegExp) => ReturnType<typeof lastMailTo>
  close: () => Promise<void>
}

export interface BuildTestAppOptions {
  /** Registered after the app's own plugins and before ready, e.g. a route under test. */
  plugins?: FastifyPluginAsync[]
  /** Receives the app's log lines (JSON, level info and up); without it the app is silent. */
  logStream?: { write(line: string): void }
}

/**
 * A real app on a database of its own (a SQLite file, or a schema in a PostgreSQL database
 * beside the one of TEST_DATABASE_URL), migrated already (test/databases.ts), with its own
 * DATA_DIR; closed after the file's tests. Extra env overrides the defaults.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: BuildTestAppOptions = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-test-'))
  const bucket = storageUnderTest === 's3' ? await createTestBucket() : undefined
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: 'low',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...bucket?.env,
    ...env,
  })
  const storageDir = config.storage === 's3' && bucket ? bucket.folder : path.join(dataDir, 'files')
  let pgSchema: PgTestSchema | undefined
  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL
    if (!url) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL')
    pgSchema = await createPgTestSchema(url)
    config.database = { engine: 'postgres', url: pgSchema.url, schema: pgSchema.schema }
  } else if (config.database.engine === 'sqlite') {
    await copySqliteTemplate(config.database.file)
  }
  const silent = (await import('pino')).pino({ level: 'silent' })
  const deps = await openServices(config, silent)
  const logger = options.logStream
    ? (await import('pino')).pino({ level: 'info' }, options.logStream)
    : silent
  const app = await buildApp(deps, { loggerInstance: logger })
  for (const plugin of options.plugins ?? []) await app.register(plugin)
  await app.ready()
  if (!config.smtpUrl) settleMailAfterRequests(app, deps)
  let closed = false
  const close = async () => {
    if (closed) return
    closed = true
    await app.close()
    await closeServices(deps)
    await pgSchema?.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
    if (bucket) fs.rmSync(bucket.folder, { recursive: true, force: true })
  }
  afterAll(close)
  return {
    app,
    deps,
    config,
    dataDir,
    storageDir,
    storedKeys: () => storedKeysIn(storageDir, config.storage),
    storedPath: (key) => storedPathIn(storageDir, config.storage, key),
    outbox: () => readOutbox(dataDir),
    lastMailTo: (to, subject) => lastMailTo(dataDir, to, subject),
    close,
  }
}

/**
 * Mail leaves through the queue a moment after the answer (lib/mail-queue.ts). Tests read
 * the outbox folder right after a request, so in outbox mode a request made through
 * app.inject returns once the sender has written what was due: a local file, never a mail
 * server, so nothing can hold it up. Tests with SMTP_URL wait for their relay themselves.
 */
function settleMailAfterRequests(app: App, deps: CoreDeps) {
  const inject = app.inject.bind(app) as (...args: unknown[]) => unknown
  app.inject = ((...args: unknown[]) => {
    const answer = inject(...args) as PromiseLike<unknown>
    if (args.length === 0 || typeof args[1] === 'function') return answer
    return Promise.resolve(answer).then(async (response) => {
      await deps.mail.settled()
      return response
    })
  }) as App['inject']
}

let counter = 0
/** A unique e-mail per call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`
}

export interface TestUser {
  id: number
  email: string
  password: string
  token: string
  group: 'user' | 'admin'
}

/** Creates a verified user (or admin) and logs in through the API. */
export async function loginAs(t: TestApp, group: 'user' | 'admin' = 'user'): Promise<TestUser> {
  const email = uniqueEmail(group)
  const password = 'correct horse battery'
  const id = await createVerifiedUser(t.deps.db, { email, name: `Test ${group}`, password, group })
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email, password },
  })
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`)
  return { id, email, password, token: res.json().token, group }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** The invite code of a user: what a newcomer enters as usedAffiliateCode. */
export async function inviteCodeOf(t: TestApp, userId: number): Promise<string> {
  const row = await t.deps.db
    .selectFrom('app_user')
    .select('affiliate_code')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  return row.affiliate_code
}

let ipCounter = 0
/** A client address of its own, so per-IP rate limits of one test never touch another's. */
export function uniqueIp(): string {
  ipCounter += 1
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`
}
