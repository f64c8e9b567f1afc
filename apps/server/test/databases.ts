import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { inject } from 'vitest'
import { connectDatabase } from '#src/db/connect.ts'
import { migrateToLatest } from '#src/db/migrate.ts'

/*
 * Every test app gets a database of its own, ready migrated without running the migrations
 * again (they are run once per version of the migrations, and the result kept for the next
 * runs in the temporary folder):
 * - SQLite: a copy of a migrated template file.
 * - PostgreSQL: a new schema, in one transaction, from what the migrator sent to a scratch
 *   schema, recorded once. A schema rather than a database copied with CREATE DATABASE …
 *   TEMPLATE: DROP DATABASE forces a checkpoint, which made each app cost more than running
 *   the migrations did.
 * The app still runs its migrator at boot and finds nothing to do. A template is written
 * under a name of its own and published by one atomic rename, so two test runs starting at
 * once never read a half-written one.
 */

const dbDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'db')

/** Names the schema the migrations build: the migrator (it lists them) and every migration. */
function migrationsHash(): string {
  const hash = crypto.createHash('sha256')
  const migrations = path.join(dbDir, 'migrations')
  const files = [
    path.join(dbDir, 'migrate.ts'),
    ...fs
      .readdirSync(migrations)
      .sort()
      .map((name) => path.join(migrations, name)),
  ]
  for (const file of files) {
    hash.update(`${path.basename(file)}\0`)
    hash.update(fs.readFileSync(file))
  }
  return hash.digest('hex').slice(0, 12)
}

/** Kept between runs: a new version of the migrations gets new files. */
const templateDir = path.join(os.tmpdir(), 'aula-test-templates')

const suffix = () => crypto.randomBytes(5).toString('hex')

let sqliteTemplate: Promise<string> | undefined

/** The migrated template file; built on first use when this version has none yet. */
function sqliteTemplateFile(): Promise<string> {
  sqliteTemplate ??= buildSqliteTemplate().catch((error: unknown) => {
    sqliteTemplate = undefined
    throw error
  })
  return sqliteTemplate
}

async function buildSqliteTemplate(): Promise<string> {
  const file = path.join(templateDir, `sqlite-${migrationsHash()}.db`)
  if (fs.existsSync(file)) return file
  fs.mkdirSync(templateDir, { recursive: true })
  const building = `${file}.${process.pid}-${suffix()}`
  try {
    const db = connectDatabase({ engine: 'sqlite', file: building })
    try {
      await migrateToLatest(db)
      // One self-contained file (no -wal beside it) to copy; the app turns WAL back on.
      await sql`pragma journal_mode = delete`.execute(db)
    } finally {
      await db.destroy()
    }
    fs.renameSync(building, file)
  } finally {
    for (const leftover of [building, `${building}-wal`, `${building}-shm`]) {
      fs.rmSync(leftover, { force: true })
    }
  }
  return file
}

/** Puts a migrated database at `file` (the app's DATA_DIR/aula.db). */
export async function copySqliteTemplate(file: string): Promise<void> {
  const template = await sqliteTemplateFile()
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.copyFileSync(template, file)
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** The same server and credentials, another database. */
function urlOfDatabase(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

let workerDatabase: Promise<string> | undefined

/**
 * The URL of a database of this worker's own, beside the one of `url` (test, aula_test…),
 * made on first use and dropped when the run ends (test/global-setup.ts). Its schemas are
 * made and dropped by this worker alone: the migrator reads the catalog of every schema in
 * the database, and failed now and then on one that another run was dropping meanwhile.
 */
function pgWorkerDatabase(url: string): Promise<string> {
  workerDatabase ??= (async () => {
    const run = inject('aulaTestRun')
    if (!run) throw new Error('The api tests need test/global-setup.ts (vitest.config.ts)')
    const name = `aula_run_${run}_${suffix()}`
    await onServer(url, (client) => client.query(`create database ${name}`))
    return urlOfDatabase(url, name)
  })().catch((error: unknown) => {
    workerDatabase = undefined
    throw error
  })
  return workerDatabase
}

interface Recording {
  /** The schema the migrations ran in: its name is swapped for each copy's. */
  schema: string
  queries: { sql: string; parameters: unknown[] }[]
}

let pgRecording: Promise<Recording> | undefined

/** What the migrator sent to a fresh schema; recorded on first use when this version has none. */
function pgMigrations(url: string): Promise<Recording> {
  pgRecording ??= recordPgMigrations(url).catch((error: unknown) => {
    pgRecording = undefined
    throw error
  })
  return pgRecording
}

async function recordPgMigrations(url: string): Promise<Recording> {
  const file = path.join(templateDir, `postgres-${migrationsHash()}.json`)
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as Recording
  const schema = `aula_rec_${suffix()}`
  const queries: Recording['queries'] = []
  await onServer(url, (client) => client.query(`create schema ${schema}`))
  try {
    const pool = new pg.Pool({ connectionString: url, options: `-c search_path=${schema}` })
    const db = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool }),
      log: (event) => {
        if (event.level === 'query') {
          queries.push({ sql: event.query.sql, parameters: [...event.query.parameters] })
        }
      },
    })
    try {
      await migrateToLatest(db, schema)
    } finally {
      await db.destroy()
    }
  } finally {
    await onServer(url, (client) => client.query(`drop schema if exists ${schema} cascade`))
  }
  fs.mkdirSync(templateDir, { recursive: true })
  const building = `${file}.${process.pid}-${suffix()}`
  fs.writeFileSync(building, JSON.stringify({ schema, queries } satisfies Recording))
  fs.renameSync(building, file)
  return { schema, queries }
}

/**
 * Left out of a copy: the migrator's own transactions and lock (a copy is made in one
 * transaction of its own), and its look-ups in the catalog, which read every schema in the
 * database and fail now and then on one that another test run is dropping.
 */
const bookkeeping = /^\s*(begin|commit|rollback)\s*$|pg_advisory_|^\s*select\b[^;]*"pg_catalog"\./i

export interface PgTestSchema {
  /** TEST_DATABASE_URL with this worker's database. */
  url: string
  schema: string
  drop: () => Promise<void>
}

/** The recorded migrations as one script: parameters written in, the schema's name swapped. */
function script(recording: Recording, schema: string, client: pg.Client): string {
  const literal = (value: unknown): string => {
    if (value === null) return 'null'
    if (typeof value === 'number' || typeof value === 'boolean') return String(value)
    if (typeof value === 'string') return client.escapeLiteral(value)
    throw new Error(`A migration sent a parameter test/databases.ts cannot replay: ${typeof value}`)
  }
  return recording.queries
    .filter((query) => !bookkeeping.test(query.sql))
    .map((query) =>
      (query.parameters.length
        ? query.sql.replace(/\$(\d+)/g, (_, n: string) => literal(query.parameters[Number(n) - 1]))
        : query.sql
      ).replaceAll(recording.schema, schema),
    )
    .join(';\n')
}

/** A new schema in this worker's database, built by replaying the recorded migrations. */
export async function createPgTestSchema(serverUrl: string): Promise<PgTestSchema> {
  const url = await pgWorkerDatabase(serverUrl)
  const recording = await pgMigrations(url)
  const schema = `t_${suffix()}`
  // One round trip, one transaction (a multi-statement query is one). No parallel workers: they
  // would not see the schema, which is not committed yet.
  const setup = [
    `create schema ${schema}`,
    `set local search_path to ${schema}`,
    'set local max_parallel_workers_per_gather = 0',
  ]
  await onServer(url, (client) =>
    client.query(`${setup.join(';\n')};\n${script(recording, schema, client)}`),
  )
  return { url, schema, drop: () => dropPgSchema(url, schema) }
}

/** An empty schema in this worker's database, for a test that runs the migrations itself. */
export async function createEmptyPgSchema(serverUrl: string): Promise<PgTestSchema> {
  const url = await pgWorkerDatabase(serverUrl)
  const schema = `m_${suffix()}`
  await onServer(url, (client) => client.query(`create schema ${schema}`))
  return { url, schema, drop: () => dropPgSchema(url, schema) }
}

async function dropPgSchema(url: string, schema: string): Promise<void> {
  await onServer(url, (client) => client.query(`drop schema if exists ${schema} cascade`))
}
