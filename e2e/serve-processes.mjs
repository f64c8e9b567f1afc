// Starts the built server for the end-to-end suite as a site of several machines runs it
// (docs/decisions/028-several-processes.md): a fresh PostgreSQL database beside
// TEST_DATABASE_URL's, an S3 bucket (s3rver, in this process), Redis from TEST_REDIS_URL under
// a prefix of its own, the demo seed run once, then two server processes with the same
// settings behind a proxy on PORT that sends each request to the next process in turn. The
// shared DATA_DIR holds only the outbox, where the tests read the mails. Playwright's
// webServer runs this when E2E_SITE=processes and sends SIGTERM when the suite ends: the
// processes drain, and the database, the bucket and the Redis keys are removed.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Redis } from 'ioredis'
import pg from 'pg'
import S3rver from 's3rver'

const here = path.dirname(fileURLToPath(import.meta.url))
const dist = path.join(here, '../apps/server/dist')
const BACKENDS = 2

const databaseUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL
if (!databaseUrl || !redisUrl) {
  throw new Error(
    'E2E_SITE=processes needs TEST_DATABASE_URL (PostgreSQL) and TEST_REDIS_URL (Redis): README "Test it"',
  )
}
const dataDir = process.env.DATA_DIR
if (!dataDir) throw new Error('DATA_DIR is required')
const port = Number(process.env.PORT)
if (!Number.isInteger(port) || port <= 0) throw new Error('PORT is required')

/** What to undo, newest first; each step runs once even if a signal comes twice. */
const cleanups = []
let stopping
function stop(code) {
  stopping ??= (async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup()
      } catch (error) {
        console.error('e2e site: a cleanup failed:', error)
      }
    }
    process.exit(code)
  })()
  return stopping
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0))

async function freePort() {
  const server = net.createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port: free } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return free
}

/** A database of its own; dropped even if a process still holds a connection to it. */
async function freshDatabase() {
  const name = `aula_e2e_${crypto.randomBytes(5).toString('hex')}`
  const query = async (sql) => {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await query(`create database ${name}`)
  cleanups.push(() => query(`drop database if exists ${name} with (force)`))
  const url = new URL(databaseUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** s3rver keeps each object as a file in a temporary folder, removed at the end. */
async function freshBucket() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-e2e-s3-'))
  cleanups.push(() => fs.rmSync(directory, { recursive: true, force: true }))
  const bucket = `aula-e2e-${crypto.randomBytes(6).toString('hex')}`
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const { port: s3Port } = await s3.run()
  cleanups.push(() => s3.close())
  return {
    STORAGE: 's3',
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    // s3rver takes these and no others.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  }
}

/** Every key of the site's prefix goes when the run ends. */
function redisPrefix() {
  const prefix = `aula-e2e-${crypto.randomBytes(4).toString('hex')}:`
  cleanups.push(async () => {
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 })
    try {
      await redis.connect()
      const keys = await redis.keys(`${prefix}*`)
      if (keys.length) await redis.del(...keys)
    } finally {
      redis.disconnect()
    }
  })
  return prefix
}

/** One server process; its end before the site stops ends the run. */
function startBackend(env, backendPort) {
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(dist, 'server.js')], {
    stdio: 'inherit',
    env: { ...env, PORT: String(backendPort) },
  })
  const exited = new Promise((resolve) => child.on('exit', resolve))
  void exited.then((code) => {
    if (stopping) return
    console.error(`e2e site: the server process on port ${backendPort} stopped (exit ${code})`)
    void stop(1)
  })
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    // The server drains for at most 10 seconds (lib/drain.ts); then it is killed.
    const timer = setTimeout(() => child.kill('SIGKILL'), 12_000)
    await exited
    clearTimeout(timer)
  })
  return { port: backendPort, exited }
}

/** Waits until the process answers GET /api/ready: its database, Redis and storage answer. */
async function untilReady(backend) {
  const deadline = Date.now() + 90_000
  for (;;) {
    const status = await new Promise((resolve) => {
      const req = http.get({ host: '127.0.0.1', port: backend.port, path: '/api/ready' }, (res) => {
        res.resume()
        resolve(res.statusCode)
      })
      req.on('error', () => resolve(0))
    })
    if (status === 200) return
    if (Date.now() > deadline) throw new Error(`the process on port ${backend.port} is not ready`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/*
 * Round robin per request, bodies streamed both ways (admin forms upload videos), headers
 * (Host included) passed as they came. The answer names its process in x-test-backend.
 * Connection upgrades are not proxied: without an 'upgrade' listener Node closes the socket.
 */
function startProxy(backends) {
  const agent = new http.Agent({ keepAlive: true })
  let next = 0
  const proxy = http.createServer((req, res) => {
    const i = next++ % backends.length
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: backends[i].port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-test-backend': String(i) })
        answer.pipe(res)
        answer.on('error', () => res.destroy())
      },
    )
    let abandoned = false
    upstream.on('error', (error) => {
      if (abandoned) return
      if (res.headersSent) return res.destroy()
      console.error(`e2e site: ${req.method} ${req.url} to process ${i} failed: ${error.message}`)
      res.writeHead(502).end()
    })
    // The browser gave up (a navigation, a video it stops loading): the process hears it too.
    res.on('close', () => {
      if (res.writableFinished) return
      abandoned = true
      upstream.destroy()
    })
    req.pipe(upstream)
  })
  // As nginx keeps a browser's idle connection (75 s), not Node's 5 s: a client that sends
  // on a connection the proxy is just closing gets a reset, which a POST cannot retry.
  proxy.keepAliveTimeout = 75_000
  proxy.headersTimeout = 76_000
  cleanups.push(async () => {
    await new Promise((resolve) => {
      proxy.close(() => resolve())
      proxy.closeAllConnections()
    })
    agent.destroy()
  })
  return proxy
}

try {
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  const env = {
    ...process.env,
    DATABASE_URL: await freshDatabase(),
    ...(await freshBucket()),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix(),
    // One key for every process, as a deployment of several machines sets it.
    DATA_KEY: crypto.randomBytes(32).toString('base64'),
  }

  // Not spawnSync: the seed stores its images in the bucket this process serves.
  const seed = spawn(process.execPath, ['--enable-source-maps', path.join(dist, 'seed.js')], {
    stdio: 'inherit',
    env,
  })
  const seeded = await new Promise((resolve) => seed.on('exit', resolve))
  if (seeded !== 0) throw new Error(`the demo seed failed (exit ${seeded})`)

  // Seeded once above; both start at once, as machines of one site do.
  const serverEnv = { ...env, SEED: 'none' }
  const backends = []
  for (let n = 0; n < BACKENDS; n++) backends.push(startBackend(serverEnv, await freePort()))
  await Promise.all(backends.map(untilReady))

  const proxy = startProxy(backends)
  await new Promise((resolve, reject) => {
    proxy.once('error', reject)
    proxy.listen(port, '127.0.0.1', resolve)
  })
} catch (error) {
  console.error('e2e site: could not start:', error)
  await stop(1)
}
