import { spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import pg from 'pg'
import { Redis } from 'ioredis'
import { startTestS3 } from '#test/s3.ts'
import { waitFor } from '#test/wait-for.ts'
import { bundleServer, freePort } from '#test/real-server.ts'

/*
 * Two real server processes of one site, as two machines would run them: the server bundled
 * as build.mjs bundles it, the same settings for both, a fresh PostgreSQL database, one Redis,
 * one S3 server (s3rver) and one DATA_DIR (for the outbox only), behind a reverse proxy that
 * sends each request to the next process in turn and tells which one answered
 * (x-test-backend). A process that does not take the connection is skipped from then on.
 */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

export interface Backend {
  port: number
  child: ChildProcess
  alive: boolean
  exited: Promise<void>
  stdout: () => string
  stderr: () => string
}

export interface Site {
  url: string
  dataDir: string
  env: Record<string, string>
  databaseUrl: string
  backends: Backend[]
  admin: { email: string; password: string }
  stop: () => Promise<void>
}

/** A database of its own beside TEST_DATABASE_URL's; the processes migrate it themselves. */
export async function freshDatabase(url: string) {
  const name = `aula_processes_${crypto.randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const own = new URL(url)
  own.pathname = `/${name}`
  return {
    url: own.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

function startProcess(entry: string, env: Record<string, string>, port: number): Backend {
  const child = spawn(process.execPath, [entry], {
    cwd: env.DATA_DIR,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
  const backend: Backend = {
    port,
    child,
    alive: true,
    stdout: () => out,
    stderr: () => err,
    exited: new Promise((resolve) => child.on('exit', () => resolve())),
  }
  void backend.exited.then(() => (backend.alive = false))
  return backend
}

/** Round robin per request; the answer names its process in x-test-backend. */
function startProxy(backends: Backend[]) {
  let next = 0
  const forward = (i: number, req: http.IncomingMessage, body: Buffer, res: http.ServerResponse) =>
    new Promise<void>((resolve, reject) => {
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: backends[i]!.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
          agent: false,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, {
            ...answer.headers,
            'x-test-backend': String(i),
          })
          answer.pipe(res)
          answer.on('end', resolve)
          answer.on('error', resolve)
        },
      )
      upstream.on('error', reject)
      upstream.end(body)
    })
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => void pass(Buffer.concat(chunks)))
    const pass = async (body: Buffer) => {
      for (let tries = 0; tries < backends.length; tries++) {
        const i = next++ % backends.length
        if (!backends[i]!.alive) continue
        try {
          await forward(i, req, body, res)
          return
        } catch {
          // Refused before any answer: that process is gone, the next one gets the request.
          backends[i]!.alive = false
        }
      }
      res.writeHead(502).end()
    }
  })
  return server
}

export async function startSite(): Promise<Site> {
  const databaseUrl = process.env.TEST_DATABASE_URL
  const redisUrl = process.env.TEST_REDIS_URL
  if (!databaseUrl || !redisUrl) {
    throw new Error(
      'the processes suite needs TEST_DATABASE_URL (PostgreSQL) and TEST_REDIS_URL (Redis): README "Test it"',
    )
  }
  const cleanups: (() => Promise<void> | void)[] = []
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  }
  try {
    fs.mkdirSync(path.join(serverDir, 'node_modules'), { recursive: true })
    const bundleDir = fs.mkdtempSync(path.join(serverDir, 'node_modules', '.aula-processes-'))
    cleanups.push(() => fs.rmSync(bundleDir, { recursive: true, force: true }))
    const entry = await bundleServer(bundleDir)

    const database = await freshDatabase(databaseUrl)
    cleanups.push(database.drop)
    const s3 = await startTestS3()
    cleanups.push(s3.stop)
    const bucket = `aula-${crypto.randomBytes(6).toString('hex')}`
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
    await client.send(new CreateBucketCommand({ Bucket: bucket }))
    client.destroy()
    const prefix = `aula-processes-${crypto.randomBytes(4).toString('hex')}:`
    cleanups.push(async () => {
      const redis = new Redis(redisUrl)
      const keys = await redis.keys(`${prefix}*`)
      if (keys.length) await redis.del(...keys)
      await redis.quit()
    })
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-processes-'))
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }))

    const admin = { email: 'direzione@example.com', password: 'a-long-admin-password' }
    const env: Record<string, string> = {
      NODE_ENV: 'development',
      SEED: 'none',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      DATA_KEY: crypto.randomBytes(32).toString('base64'),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      PASSWORD_HASH_COST: 'low',
      RATE_LIMIT_MULTIPLIER: '100',
    }
    // Both at once, as machines of one site start: each migrates and bootstraps the admin.
    const backends = [
      startProcess(entry, env, await freePort()),
      startProcess(entry, env, await freePort()),
    ]
    cleanups.push(async () => {
      for (const backend of backends) backend.child.kill('SIGKILL')
      await Promise.all(backends.map((backend) => backend.exited))
    })
    await waitFor(
      () => {
        const gone = backends.find((b) => !b.alive)
        if (gone) throw new Error(`a process stopped at start: ${gone.stderr()}`)
        return backends.every((b) => b.stdout().includes('Aula is running'))
      },
      { timeout: 90_000, interval: 100 },
    )

    const proxy = startProxy(backends)
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    cleanups.push(() => new Promise<void>((resolve) => proxy.close(() => resolve())))
    const { port } = proxy.address() as net.AddressInfo
    return {
      url: `http://127.0.0.1:${port}`,
      dataDir,
      env,
      databaseUrl: database.url,
      backends,
      admin,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
