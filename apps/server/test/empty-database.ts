import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'
import type { Kysely } from 'kysely'
import { connectDatabase } from '#src/db/connect.ts'
import { migrations } from '#src/db/migrate.ts'
import { createEmptyPgSchema } from './databases.ts'
import { engine } from './helper.ts'

/**
 * A database with no tables yet, on the engine under test, for a test that brings an old
 * database up to date by running migrations itself: a new SQLite file, or an empty schema in
 * this worker's PostgreSQL database (test/databases.ts). Closed and removed after the file's
 * tests.
 */
export async function emptyDatabase() {
  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL
    if (!url) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL')
    const pg = await createEmptyPgSchema(url)
    const db = connectDatabase({ engine: 'postgres', url: pg.url, schema: pg.schema })
    afterAll(async () => {
      await db.destroy()
      await pg.drop()
    })
    return db
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-migration-'))
  const db = connectDatabase({ engine: 'sqlite', file: path.join(dir, 'aula.db') })
  afterAll(async () => {
    await db.destroy()
    fs.rmSync(dir, { recursive: true, force: true })
  })
  return db
}

/**
 * Runs the migrations that come before the one numbered `number` ('0018'), in order, as a
 * database of that time had them: a migration's test then writes the old rows and runs it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateBefore(db: Kysely<any>, number: string): Promise<void> {
  for (const name of Object.keys(migrations).sort()) {
    if (name.slice(0, 4) >= number) break
    await migrations[name]!.up(db)
  }
}
