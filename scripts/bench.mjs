#!/usr/bin/env node
// `npm run bench`: starts the built server on a throw-away DATA_DIR (SQLite, demo content)
// on 127.0.0.1, measures a few public endpoints with keep-alive connections for a few
// seconds each, prints one table and stops the server. Only node: built in.
//
//   npm run bench -- --duration=5 --connections=20
//
// The numbers describe this machine at this moment (and include the client, which runs on
// the same cores): compare runs made on the same machine, not with other machines.
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const serverFile = path.join(root, 'apps/server/dist/server.js')
const webIndex = path.join(root, 'apps/web/dist/index.html')

function option(name, fallback, max) {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`))
  const value = arg ? Number(arg.slice(name.length + 3)) : fallback
  if (!Number.isInteger(value) || value < 1 || value > max) {
    console.error(`--${name} must be a whole number from 1 to ${max}`)
    process.exit(1)
  }
  return value
}
const durationS = option('duration', 5, 120)
const connections = option('connections', 20, 500)

if (!fs.existsSync(serverFile)) {
  console.error('The server is not built: run `npm run build` first, then `npm run bench`.')
  process.exit(1)
}

const endpoints = [
  '/api/health',
  '/api/courses/',
  '/api/onlinecourses/',
  '/api/articles/',
  '/api/faqs/',
  ...(fs.existsSync(webIndex) ? ['/'] : []),
]

async function freePort() {
  const server = net.createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-bench-'))
const port = await freePort()
const env = {
  PATH: process.env.PATH ?? '',
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  DATA_KEY: crypto.randomBytes(32).toString('base64'),
  SEED: 'demo',
  LOG_LEVEL: 'warn',
  // Every request comes from one address: the limits would measure themselves.
  RATE_LIMIT_MULTIPLIER: '10000',
  WEB_DIST: path.join(root, 'apps/web/dist'),
}
// The demo content first (dist/seed.js, as `npm start` runs it), then the server.
const seed = spawnSync(process.execPath, [path.join(path.dirname(serverFile), 'seed.js')], {
  cwd: dataDir, // no .env there: only the settings above
  env,
  encoding: 'utf8',
})
if (seed.status !== 0) {
  console.error(`the demo seed failed:\n${seed.stderr}`)
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.exit(1)
}
let serverOutput = ''
const server = spawn(process.execPath, [serverFile], {
  cwd: dataDir,
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
})
server.stdout.on('data', (chunk) => (serverOutput += chunk))
server.stderr.on('data', (chunk) => (serverOutput += chunk))
const serverExit = new Promise((resolve) => server.on('exit', resolve))

let cleaned = false
async function cleanUp() {
  if (cleaned) return
  cleaned = true
  if (server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM')
    await serverExit
  }
  fs.rmSync(dataDir, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void cleanUp().then(() => process.exit(130)))
}

async function waitForServer() {
  const started = Date.now()
  while (!serverOutput.includes('Aula is running')) {
    if (server.exitCode !== null) throw new Error(`the server stopped:\n${serverOutput}`)
    if (Date.now() - started > 180_000) throw new Error('the server did not start in 3 minutes')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return Date.now() - started
}

/** One GET on a keep-alive agent: its status and time in ms. */
function get(agent, url) {
  return new Promise((resolve) => {
    const at = process.hrtime.bigint()
    const req = http.get(url, { agent }, (res) => {
      res.resume()
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, ms: Number(process.hrtime.bigint() - at) / 1e6 }),
      )
    })
    req.on('error', () => resolve({ status: 0, ms: Number(process.hrtime.bigint() - at) / 1e6 }))
  })
}

function percentile(sorted, p) {
  if (!sorted.length) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

/** `connections` clients, each sending its next request when the last one is answered. */
async function measure(endpoint) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const url = `http://127.0.0.1:${port}${endpoint}`
  await get(agent, url) // warm-up
  const times = []
  let failed = 0
  const started = Date.now()
  const until = started + durationS * 1000
  const client = async () => {
    while (Date.now() < until) {
      const { status, ms } = await get(agent, url)
      times.push(ms)
      if (status < 200 || status >= 400) failed += 1
    }
  }
  await Promise.all(Array.from({ length: connections }, client))
  const seconds = (Date.now() - started) / 1000
  agent.destroy()
  times.sort((a, b) => a - b)
  return {
    endpoint,
    'req/s': Math.round(times.length / seconds),
    'p50 ms': Number(percentile(times, 50).toFixed(1)),
    'p99 ms': Number(percentile(times, 99).toFixed(1)),
    requests: times.length,
    'non-2xx/3xx': failed,
  }
}

/** A plain table: the endpoint on the left, numbers right-aligned. */
function printTable(rows) {
  const columns = Object.keys(rows[0])
  const cells = [columns, ...rows.map((row) => columns.map((c) => String(row[c])))]
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i].length)))
  for (const [n, line] of cells.entries()) {
    console.log(
      line
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
        .join('  '),
    )
    if (n === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  }
}

try {
  console.log(`Starting the server on 127.0.0.1:${port} (demo content in ${dataDir})…`)
  const startMs = await waitForServer()
  console.log(`Ready in ${(startMs / 1000).toFixed(1)} s (including the demo seed).`)
  console.log(
    `${connections} keep-alive connections, ${durationS} s per endpoint, ` +
      `Node ${process.version}, ${os.availableParallelism()} CPUs\n`,
  )
  const rows = []
  for (const endpoint of endpoints) rows.push(await measure(endpoint))
  printTable(rows)
  if (rows.some((row) => row['non-2xx/3xx'] > 0)) process.exitCode = 1
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await cleanUp()
}
