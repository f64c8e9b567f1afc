import { spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { bundleServer, freePort } from './real-server.ts'
import { waitFor } from './wait-for.ts'

/*
 * The real server as `npm start` runs it (bundled by esbuild as build.mjs does, here into a
 * temporary folder beside node_modules), on SQLite in a temporary DATA_DIR: what it prints,
 * its exit code, how long it takes to stop.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// A fresh clone has no apps/server/node_modules until a tool caches something there.
fs.mkdirSync(path.join(serverDir, 'node_modules'), { recursive: true })
const bundleDir = fs.mkdtempSync(path.join(serverDir, 'node_modules', '.aula-startup-test-'))
const entry = await bundleServer(bundleDir)

const dirs: string[] = [bundleDir]
const children = new Set<ChildProcess>()
afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
})

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-start-'))
  dirs.push(dir)
  return dir
}

interface Started {
  child: ChildProcess
  stdout: () => string
  stderr: () => string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/** Starts the server with only the given settings (none from the caller's env or a .env). */
function start(env: Record<string, string>, args: string[] = []): Started {
  const cwd = tempDir() // no .env here
  const child = spawn(process.execPath, [entry, ...args], {
    cwd,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      SEED: 'none',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(cwd, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(child)
  let out = ''
  let err = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      children.delete(child)
      resolve({ code, signal })
    }),
  )
  return { child, stdout: () => out, stderr: () => err, exited }
}

/** Starts a server that should refuse to start: answers its stderr and exit code. */
async function refusedStart(env: Record<string, string>) {
  const started = start({ PORT: String(await freePort()), ...env })
  const { code } = await started.exited
  return { code, stderr: started.stderr(), stdout: started.stdout() }
}

const until = (check: () => boolean, timeout: number) => waitFor(check, { timeout, interval: 50 })

describe('a start that cannot succeed', () => {
  it('says in one line that DATA_DIR is below a file, and exits with 1', async () => {
    const file = path.join(tempDir(), 'not-a-dir')
    fs.writeFileSync(file, '')
    const { code, stderr } = await refusedStart({ DATA_DIR: path.join(file, 'data') })
    expect(code).toBe(1)
    expect(stderr).toBe(
      `Part of ${path.join(file, 'data')} is a file, not a directory (ENOTDIR): DATA_DIR must be a directory the user running Aula can write to\n`,
    )
  })

  it('says in one line that the database file cannot be opened, and exits with 1', async () => {
    const dataDir = tempDir()
    // What a read-only DATA_DIR answers too: SQLite cannot open (create) the file.
    fs.mkdirSync(path.join(dataDir, 'aula.db'))
    const { code, stderr } = await refusedStart({ DATA_DIR: dataDir })
    expect(code).toBe(1)
    expect(stderr).toBe(
      `Cannot open the database ${path.join(dataDir, 'aula.db')} for writing (SQLITE_CANTOPEN): DATA_DIR must be a directory the user running Aula can write to\n`,
    )
  })

  it('says in one line that data.key is corrupt, and exits with 1', async () => {
    const dataDir = tempDir()
    fs.writeFileSync(path.join(dataDir, 'data.key'), 'not a key\n')
    const { code, stderr } = await refusedStart({ DATA_DIR: dataDir })
    expect(code).toBe(1)
    expect(stderr).toBe(
      `${path.join(dataDir, 'data.key')} does not hold a 32-byte base64 key: restore it from your backup, or set DATA_KEY to the key this database was encrypted with\n`,
    )
  })

  it(
    'says in one line that DATA_KEY is not the database key, and exits with 1',
    { timeout: 90_000 },
    async () => {
      const dataDir = tempDir()
      const own = crypto.randomBytes(32).toString('base64')
      const first = start({ DATA_DIR: dataDir, DATA_KEY: own, PORT: String(await freePort()) })
      await until(() => first.stdout().includes('Aula is running'), 60_000)
      first.child.kill('SIGTERM')
      expect((await first.exited).code).toBe(0)

      const other = crypto.randomBytes(32).toString('base64')
      const { code, stderr } = await refusedStart({ DATA_DIR: dataDir, DATA_KEY: other })
      expect(code).toBe(1)
      expect(stderr).toBe(
        "DATA_KEY is not the key this database was encrypted with: set DATA_KEY back to the database's own key (nothing was changed)\n",
      )
    },
  )

  it('says in one line that the S3 bucket cannot be reached, and writes nothing', async () => {
    const dataDir = tempDir()
    const endpoint = `http://127.0.0.1:${await freePort()}`
    const { code, stderr } = await refusedStart({
      DATA_DIR: dataDir,
      STORAGE: 's3',
      S3_BUCKET: 'aula',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'aula',
      S3_SECRET_ACCESS_KEY: 'a-secret-key',
      // On Node 20 the SDK warns that its future versions will need Node 22.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    })
    expect(code).toBe(1)
    expect(stderr).toBe(
      `S3 bucket aula cannot be reached at ${endpoint} (ECONNREFUSED): check S3_ENDPOINT\n`,
    )
    // Stopped before the database was opened.
    expect(fs.existsSync(path.join(dataDir, 'aula.db'))).toBe(false)
  })
})

describe('shutdown', () => {
  it('ends within 10 s of SIGTERM even with an upload that never finishes', async () => {
    const port = await freePort()
    const admin = { email: 'direzione@example.com', password: 'a-long-admin-password' }
    const server = start({
      DATA_DIR: tempDir(),
      PORT: String(port),
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    })
    await until(() => server.stdout().includes('Aula is running'), 60_000)
    const login = await fetch(`http://127.0.0.1:${port}/api/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    })
    const { token } = (await login.json()) as { token: string }

    // An identity document upload whose body is announced in full and stalls mid-file.
    const socket = net.connect(port, '127.0.0.1')
    socket.on('error', () => {})
    const socketClosed = new Promise((resolve) => socket.once('close', resolve))
    await new Promise((resolve) => socket.once('connect', resolve))
    await new Promise((resolve) =>
      socket.write(
        [
          'POST /api/document/ HTTP/1.1',
          'Host: 127.0.0.1',
          `Authorization: Bearer ${token}`,
          'Content-Type: multipart/form-data; boundary=stall',
          'Content-Length: 10000000',
          '',
          '--stall',
          'Content-Disposition: form-data; name="document"; filename="front.jpg"',
          'Content-Type: image/jpeg',
          '',
          'the first bytes of a photo',
        ].join('\r\n'),
        resolve,
      ),
    )
    // A request is logged once answered: the upload's bytes went out first, so once a later
    // request is answered the server has the stalled upload in hand.
    await fetch(`http://127.0.0.1:${port}/api/health`)
    await until(() => server.stdout().includes('/api/health'), 10_000)

    const signalled = Date.now()
    server.child.kill('SIGTERM')
    const outcome = await Promise.race([
      server.exited.then(() => 'exited'),
      new Promise((resolve) => setTimeout(resolve, 15_000, 'still running')),
    ])
    expect(outcome).toBe('exited')
    expect(Date.now() - signalled).toBeLessThan(12_000)
    // Past the deadline the stop is not a clean one.
    expect((await server.exited).code).toBe(1)
    expect(server.stdout()).toContain('shutting down')
    // The stalled client is not left waiting either.
    await socketClosed
  }, 90_000)
})

describe('draining on SIGTERM', () => {
  it('answers the request in hand, refuses new connections, closes idle ones, and exits with 0', async () => {
    const server = start({ DATA_DIR: tempDir(), PORT: '0', LOG_LEVEL: 'info' })
    const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/
    await until(
      () => listening.test(server.stdout()) && server.stdout().includes('Aula is running'),
      60_000,
    )
    const port = Number(listening.exec(server.stdout())![1])

    // A sign-in whose body is announced in full and only half sent: in hand at the signal.
    const body = JSON.stringify({ email: 'nessuno@example.com', password: 'not-the-password' })
    const slow = await connect(port)
    let answer = ''
    slow.on('data', (chunk: Buffer) => (answer += chunk.toString()))
    const slowClosed = new Promise((resolve) => slow.once('close', resolve))
    slow.write(
      [
        'POST /api/login/ HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        '',
        body.slice(0, 10),
      ].join('\r\n'),
    )
    // A client that keeps its connection open between requests.
    const idle = await connect(port)
    let idleAnswer = ''
    idle.on('data', (chunk: Buffer) => (idleAnswer += chunk.toString()))
    const idleClosed = new Promise((resolve) => idle.once('close', resolve))
    idle.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
    await until(() => idleAnswer.includes('{"status":"ok"}'), 10_000)

    server.child.kill('SIGTERM')
    await until(() => server.stdout().includes('shutting down'), 10_000)
    // No new connection is taken, the idle one is closed, and the sign-in is still in hand.
    await waitFor(async () => (await connectionRefused(port)) === true, {
      timeout: 10_000,
      interval: 50,
    })
    await idleClosed
    expect(server.child.exitCode).toBeNull()

    slow.write(body.slice(10))
    await slowClosed
    expect(answer).toMatch(/^HTTP\/1\.1 401 /)
    expect(answer).toContain('{"message":"Invalid credentials"}')
    expect((await server.exited).code).toBe(0)
  }, 90_000)
})

/** A connection to the server, once open. */
async function connect(port: number): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1')
  socket.on('error', () => {})
  await new Promise((resolve) => socket.once('connect', resolve))
  return socket
}

/** Whether a new connection to the port is refused. */
function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'))
  })
}

describe('npm run rotate-data-key', () => {
  it('seals the data with a new data.key, keeps the old one aside, and the server starts on it', async () => {
    const dataDir = tempDir()
    const first = start({ DATA_DIR: dataDir, PORT: String(await freePort()) })
    await until(() => first.stdout().includes('Aula is running'), 60_000)
    first.child.kill('SIGTERM')
    expect((await first.exited).code).toBe(0)
    const oldKey = fs.readFileSync(path.join(dataDir, 'data.key'), 'utf8')

    const rotate = start({ DATA_DIR: dataDir }, ['rotate-data-key'])
    expect((await rotate.exited).code).toBe(0)
    expect(rotate.stderr()).toBe('')
    expect(rotate.stdout()).toContain(
      'Data key rotated: 0 IBAN/CF values and 0 identity document files',
    )
    const newKey = fs.readFileSync(path.join(dataDir, 'data.key'), 'utf8')
    expect(newKey).not.toBe(oldKey)
    const aside = fs.readdirSync(dataDir).filter((f) => f.startsWith('data.key.old-'))
    expect(aside).toHaveLength(1)
    expect(fs.readFileSync(path.join(dataDir, aside[0]!), 'utf8')).toBe(oldKey)

    const again = start({ DATA_DIR: dataDir, PORT: String(await freePort()) })
    await until(
      () => again.stdout().includes('Aula is running') || again.child.exitCode !== null,
      60_000,
    )
    expect(again.stderr()).toBe('')
    again.child.kill('SIGTERM')
    expect((await again.exited).code).toBe(0)
  }, 90_000)
})
