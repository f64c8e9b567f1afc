import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
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
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  })
}

export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter'
}
