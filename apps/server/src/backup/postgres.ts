import { spawn } from 'node:child_process'
import { sql } from 'kysely'
import type { Config } from '#src/config.ts'
import type { Db } from '#src/db/connect.ts'
import { StartupError } from '#src/lib/startup-errors.ts'

type PgDatabase = Extract<Config['database'], { engine: 'postgres' }>

/**
 * The URL without its password, which goes in PGPASSWORD instead: a command line is visible
 * to every user of the machine (ps), the environment is not.
 */
function connection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url)
  const password = decodeURIComponent(u.password)
  u.password = ''
  return {
    url: u.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env },
  }
}

interface Run {
  code: number
  stdout: string
  stderr: string
}

function run(tool: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }))
  })
}

/** The server's major version (16 for 16.4). */
async function serverMajor(db: Db): Promise<number> {
  const { rows } = await sql<{ server_version_num: string }>`show server_version_num`.execute(db)
  return Math.floor(Number(rows[0]?.server_version_num) / 10000)
}

/**
 * Stops with one line when the PostgreSQL client tool is missing or older than the server:
 * an older pg_dump refuses a newer server, and its archive could miss what it does not know.
 */
async function checkTool(tool: 'pg_dump' | 'pg_restore', db: Db): Promise<void> {
  const needed = await serverMajor(db)
  let output: Run
  try {
    output = await run(tool, ['--version'])
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new StartupError(
        `${tool} was not found: install the PostgreSQL client tools, version ${needed} or newer (the server's), and make sure ${tool} is on PATH`,
      )
    }
    throw error
  }
  const major = Number(/\b(\d+)(?:\.\d+)?/.exec(output.stdout)?.[1])
  if (!major || major < needed) {
    throw new StartupError(
      `${tool} is version ${major || 'unknown'} but the PostgreSQL server is version ${needed}: install the client tools of version ${needed} or newer`,
    )
  }
}

/** The first lines pg_dump or pg_restore wrote about what went wrong. */
function failure(tool: string, output: Run): StartupError {
  const lines = output.stderr.trim().split('\n').filter(Boolean).slice(0, 3).join(' / ')
  return new StartupError(`${tool} failed (exit code ${output.code}): ${lines || 'no message'}`)
}

/** A consistent snapshot of the database (of its schema, when one is set) in pg_dump's own format. */
export async function dumpPostgres(database: PgDatabase, db: Db, file: string): Promise<void> {
  await checkTool('pg_dump', db)
  const { url, env } = connection(database.url)
  const args = ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`]
  if (database.schema) args.push(`--schema=${database.schema}`)
  args.push(`--dbname=${url}`)
  const output = await run('pg_dump', args, env)
  if (output.code !== 0) throw failure('pg_dump', output)
}

/** Loads a dump into the (empty) database, all or nothing: one transaction. */
export async function restorePostgres(database: PgDatabase, db: Db, file: string): Promise<void> {
  await checkTool('pg_restore', db)
  const { url, env } = connection(database.url)
  const args = [
    '--exit-on-error',
    '--single-transaction',
    '--no-owner',
    '--no-privileges',
    `--dbname=${url}`,
    file,
  ]
  const output = await run('pg_restore', args, env)
  if (output.code !== 0) throw failure('pg_restore', output)
}

/**
 * The tables already in the target: in the configured schema, or in any schema of the
 * database when none is (a whole-database dump restores every schema it holds).
 */
export async function postgresTables(database: PgDatabase, db: Db): Promise<string[]> {
  const { rows } = database.schema
    ? await sql<{ name: string }>`
        select table_name as name from information_schema.tables
        where table_schema = ${database.schema}`.execute(db)
    : await sql<{ name: string }>`
        select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')
          and table_schema not like 'pg\\_toast%'`.execute(db)
  return rows.map((row) => row.name)
}

/**
 * A dump of one schema creates that schema: an empty one of the same name is dropped first
 * (never one that holds anything: plain DROP SCHEMA refuses).
 */
export async function dropEmptySchema(database: PgDatabase, db: Db): Promise<void> {
  if (database.schema) await sql`drop schema if exists ${sql.id(database.schema)}`.execute(db)
}
