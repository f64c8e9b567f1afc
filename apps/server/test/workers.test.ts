import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { AuthPaths } from '@aula/contract/auth'
import { readOutbox } from '@aula/testkit/outbox'
import { connectDatabase } from '#src/db/connect.ts'
import { waitFor } from './wait-for.ts'
import { freshDatabase } from './processes/two-processes.ts'
import { bundleServer, freePort } from './real-server.ts'

/*
 * `WORKERS=2 npm start` as it runs (src/cluster.ts; docs/decisions/028-several-processes.md):
 * the bundled server on this run's engine (SQLite in DATA_DIR, or a fresh PostgreSQL
 * database), one primary and two workers on one port.
 */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
fs.mkdirSync(path.join(serverDir, 'node_modules'), { recursive: true })
const bundleDir = fs.mkdtempSync(path.join(serverDir, 'node_modules', '.aula-workers-test-'))
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-workers-'))
const entry = await bundleServer(bundleDir)
const pgUrl = process.env.TEST_DATABASE_URL
const database =
  process.env.TEST_DB_ENGINE === 'postgres' && pgUrl ? await freshDatabase(pgUrl) : undefined
const port = await freePort()
const admin = { email: 'direzione@example.com', password: 'a-long-admin-password' }

const primary = spawn(process.execPath, [entry], {
  cwd: dataDir,
  env: {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'development',
    SEED: 'none',
    HOST: '127.0.0.1',
    PORT: String(port),
    WORKERS: '2',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    PASSWORD_HASH_COST: 'low',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...(database ? { DATABASE_URL: database.url } : {}),
  },
  stdio: ['ignore', 'pipe', 'pipe'],
})
let out = ''
primary.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
primary.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
const exited = new Promise<number | null>((resolve) => primary.on('exit', (code) => resolve(code)))

afterAll(async () => {
  primary.kill('SIGKILL')
  for (const pid of workerPids().filter(alive)) process.kill(pid, 'SIGKILL')
  await database?.drop()
  fs.rmSync(bundleDir, { recursive: true, force: true })
  fs.rmSync(dataDir, { recursive: true, force: true })
})

interface LogLine {
  pid: number
  msg: string
  restartInMs?: number
}
const logLines = (): LogLine[] =>
  out
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine)
/** Every worker that listened, in order. */
const workerPids = () =>
  logLines()
    .filter((line) => line.msg.startsWith('Server listening'))
    .map((line) => line.pid)
const restarts = () =>
  logLines()
    .filter((line) => line.msg === 'a worker stopped: starting another')
    .map((line) => line.restartInMs!)
const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
const ready = () => fetch(`http://127.0.0.1:${port}/api/ready`).then((res) => res.status)

describe('WORKERS=2', { timeout: 120_000 }, () => {
  it('prepares the data once, then serves the port from two workers with one banner', async () => {
    await waitFor(() => out.includes('Aula is running'), { timeout: 90_000, interval: 100 })
    expect(out.match(/Aula is running at http:\/\/localhost:\d+ \(2 processes\)/g)).toHaveLength(1)
    expect(out).toContain(`Admin:      ${admin.email}`)
    const pids = workerPids()
    expect(new Set(pids).size).toBe(2)
    expect(pids).not.toContain(primary.pid)
    // Migrated by the primary before any worker existed; the workers found nothing to do.
    const migrated = logLines().filter((line) => line.msg === 'database migrated')
    expect(migrated.map((line) => line.pid)).toEqual([primary.pid])
    expect(await ready()).toBe(200)
  })

  it('sends each mail once when both workers take mail and queue it', async () => {
    const db = connectDatabase(
      database
        ? { engine: 'postgres', url: database.url }
        : { engine: 'sqlite', file: path.join(dataDir, 'aula.db') },
    )
    const { affiliate_code: invite } = await db
      .selectFrom('app_user')
      .select('affiliate_code')
      .where('email', '=', admin.email)
      .executeTakeFirstOrThrow()
    await db.destroy()
    const emails = Array.from({ length: 8 }, (_, i) => `nuovo-${i}@example.com`)
    const answers = await Promise.all(
      emails.map((email) =>
        fetch(`http://127.0.0.1:${port}${AuthPaths.generateToken}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Nuovo Iscritto',
            email,
            password: 'una password lunga',
            usedAffiliateCode: invite,
          }),
        }).then((res) => res.status),
      ),
    )
    expect(answers).toEqual(emails.map(() => 200))
    const sent = () => readOutbox(dataDir).flatMap((mail) => mail.to)
    await waitFor(() => emails.every((email) => sent().some((to) => to.includes(email))), {
      timeout: 15_000,
      interval: 100,
    })
    // Longer than a sender's look at the queue: no mail goes out a second time.
    await new Promise((resolve) => setTimeout(resolve, 6_000))
    for (const email of emails) {
      expect(
        sent().filter((to) => to.includes(email)),
        email,
      ).toHaveLength(1)
    }
  })

  it('replaces a worker that dies, waiting longer each time one dies young', async () => {
    for (let round = 1; round <= 3; round++) {
      const pids = workerPids()
      process.kill(pids.at(-1)!, 'SIGKILL')
      await waitFor(() => restarts().length === round && workerPids().length === pids.length + 1, {
        timeout: 30_000,
        interval: 100,
      })
      expect(await ready()).toBe(200)
    }
    const [, second, third] = restarts()
    expect(second).toBeGreaterThanOrEqual(1_000)
    expect(third).toBe(second! * 2)
    expect(workerPids().filter(alive)).toHaveLength(2)
  })

  it('drains every worker on SIGTERM and exits 0 once all are gone', async () => {
    const pids = workerPids().filter(alive)
    primary.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(pids.filter(alive)).toEqual([])
    await expect(ready()).rejects.toThrow()
  })
})
