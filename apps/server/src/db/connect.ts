import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDialectConfig,
} from 'kysely'
import pg from 'pg'
import type { Config } from '#src/config.ts'
import type { Database } from './database.ts'
import { withStatementCache } from './statement-cache.ts'
import { pgTypes } from './pg-types.ts'

export type Db = Kysely<Database>

export function connectDatabase(database: Config['database']): Db {
  if (database.engine === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      // Values read the same as on SQLite, so the row types hold on both (pg-types.ts).
      types: pgTypes,
      // A schema per test file isolates test runs on one database (docs/architecture.md#tests).
      options: database.schema ? `-c search_path=${database.schema}` : undefined,
    })
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  }
  fs.mkdirSync(path.dirname(database.file), { recursive: true })
  const sqlite = new SQLite(database.file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('synchronous = NORMAL')
  return new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
  })
}

/**
 * SQLite transactions that take the write lock when they begin (BEGIN IMMEDIATE), not at
 * their first write. With several processes on one file (WORKERS, a script), a deferred
 * transaction that reads, then writes after another process committed, fails at once with
 * SQLITE_BUSY: its snapshot is stale and busy_timeout does not apply. An immediate one waits
 * its turn (busy_timeout) instead, so a transaction may read before it writes.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'))
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #settings: SqliteDialectConfig

  constructor(config: SqliteDialectConfig) {
    super(config)
    this.#settings = config
  }

  override createDriver(): SqliteDriver {
    return new ImmediateSqliteDriver(this.#settings)
  }
}

export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter'
}
