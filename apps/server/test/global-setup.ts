import crypto from 'node:crypto'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { startTestS3, storageUnderTest } from './s3.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Names this run's PostgreSQL databases (test/databases.ts), dropped when it ends. */
    aulaTestRun: string
  }
}

/**
 * Gives the run a name, and with TEST_STORAGE=s3 starts its S3 server (test/s3.ts); at its
 * end, stops that server and drops the PostgreSQL databases its workers made.
 */
export default async function setup(project: TestProject) {
  const run = crypto.randomBytes(4).toString('hex')
  project.provide('aulaTestRun', run)
  const s3 = storageUnderTest === 's3' ? await startTestS3() : undefined
  if (s3) project.provide('aulaS3', { endpoint: s3.endpoint, directory: s3.directory })
  return async () => {
    await s3?.stop()
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
