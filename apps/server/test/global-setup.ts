import crypto from 'node:crypto'
import pg from 'pg'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Names this run's PostgreSQL databases (test/databases.ts), dropped when it ends. */
    aulaTestRun: string
  }
}

/** Gives the run a name; at its end, drops the PostgreSQL databases its workers made. */
export default function setup(project: TestProject) {
  const run = crypto.randomBytes(4).toString('hex')
  project.provide('aulaTestRun', run)
  return async () => {
    const url = process.env.TEST_DATABASE_URL
    if (process.env.TEST_DB_ENGINE !== 'postgres' || !url) return
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`aula\\_run\\_${run}\\_%`],
      )
      for (const { datname } of rows) {
        await client.query(`drop database if exists ${datname} with (force)`)
      }
    } finally {
      await client.end()
    }
  }
}
