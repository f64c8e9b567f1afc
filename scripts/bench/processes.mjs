// The processes a benchmark starts (Aula, a bare Fastify hello-world, nginx), each on
// 127.0.0.1 and each stopped by stopAll(), which also runs on Ctrl-C and on errors.
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const started = []
const tempDirs = []
const cleanups = []

/** Something to undo when the benchmark stops (a database it created), after the processes. */
export function addCleanup(fn) {
  cleanups.push(fn)
}

export async function freePort() {
  const server = net.createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

export function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  tempDirs.push(dir)
  return dir
}

/**
 * Stops every process started here (SIGTERM, then SIGKILL after 10 s), removes temp dirs
 * and runs the cleanups.
 */
export async function stopAll() {
  await Promise.all(
    started.splice(0).map(async ({ child, exited }) => {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    }),
  )
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
  for (const fn of cleanups.splice(0)) {
    try {
      await fn()
    } catch (error) {
      console.error(`cleaning up: ${error instanceof Error ? error.message : error}`)
    }
  }
}

let handlersSet = false
/** Ctrl-C or SIGTERM stops what was started before the process leaves. */
export function stopOnSignals() {
  if (handlersSet) return
  handlersSet = true
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping what the benchmark started…`)
      void stopAll().then(() => process.exit(130))
    })
  }
}

/**
 * Spawns a process and waits until its output contains `readyText` (or, without one,
 * until `port` accepts connections). Its output is kept for the error message.
 */
export async function startProcess(name, command, args, { env, cwd, readyText, port }) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const exited = new Promise((resolve) => child.on('exit', resolve))
  started.push({ child, exited })
  let output = ''
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const since = Date.now()
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} stopped before it was ready:\n${output}`)
    }
    if (readyText ? output.includes(readyText) : await accepts(port)) break
    if (Date.now() - since > 300_000) throw new Error(`${name} did not start in 5 minutes`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { child, output: () => output }
}

function accepts(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** The built files of a checkout, building it first when asked or when they are missing. */
export function ensureBuilt(root, { build }) {
  const files = {
    server: path.join(root, 'apps/server/dist/server.js'),
    seed: path.join(root, 'apps/server/dist/seed.js'),
    web: path.join(root, 'apps/web/dist'),
  }
  const missing = !fs.existsSync(files.server) || !fs.existsSync(path.join(files.web, 'index.html'))
  if (build || missing) {
    console.log(`Building ${root} (npm run build)…`)
    const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
    if (result.status !== 0) throw new Error('npm run build failed')
  }
  return files
}

/**
 * The environment of a production-like Aula on 127.0.0.1: a fresh data key, no request
 * log (LOG_LEVEL=warn) and rate limits scaled out of the way, since every request of a
 * benchmark comes from one address. `databaseUrl` selects PostgreSQL.
 */
export function aulaEnv({ root, port, dataDir, databaseUrl }) {
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
    RATE_LIMIT_MULTIPLIER: '10000',
    WEB_DIST: path.join(root, 'apps/web/dist'),
  }
  if (databaseUrl) env.DATABASE_URL = databaseUrl
  return env
}

/** The demo seed (dist/seed.js, as `npm start` runs it): its stdout lists the demo logins. */
export function seedDemo(files, env) {
  const seed = spawnSync(process.execPath, [files.seed], {
    cwd: env.DATA_DIR, // no .env there: only the settings given
    env,
    encoding: 'utf8',
  })
  if (seed.status !== 0) throw new Error(`the demo seed failed:\n${seed.stderr}`)
  return seed.stdout
}

export async function startAula(files, env) {
  return startProcess('Aula', process.execPath, [files.server], {
    cwd: env.DATA_DIR,
    env,
    readyText: 'is running',
  })
}

/** A bare Fastify hello-world, with the fastify package the measured checkout's server uses. */
export async function startHello(root, port) {
  const require = createRequire(path.join(root, 'apps/server/package.json'))
  const fastifyPath = require.resolve('fastify')
  const version = JSON.parse(
    fs.readFileSync(path.join(path.dirname(fastifyPath), 'package.json'), 'utf8'),
  ).version
  await startProcess('the Fastify hello-world', process.execPath, [path.join(here, 'hello.mjs')], {
    env: { PATH: process.env.PATH ?? '', FASTIFY_PATH: fastifyPath, PORT: String(port) },
    port,
  })
  return version
}

/** Headers of a recorded answer that belong to its connection, not to the answer. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length'])

/**
 * node:http alone on 127.0.0.1:port, sending `answers` (probe results: status, headers, body)
 * from memory at /same/0, /same/1… (bench/same-bytes.mjs).
 */
export async function startSameBytes(port, answers) {
  const file = path.join(tempDir('aula-bench-same-'), 'answers.json')
  const recorded = answers.map((answer) => ({
    status: answer.status,
    headers: Object.entries(answer.headers)
      .filter(([name]) => !CONNECTION_HEADERS.has(name))
      .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => [name, v])),
    body: answer.body.toString('base64'),
  }))
  fs.writeFileSync(file, JSON.stringify(recorded))
  await startProcess(
    'the node:http reference',
    process.execPath,
    [path.join(here, 'same-bytes.mjs')],
    {
      env: { PATH: process.env.PATH ?? '', ANSWERS: file, PORT: String(port) },
      port,
    },
  )
}

export function nginxInstalled() {
  return spawnSync('nginx', ['-v'], { encoding: 'utf8' }).status === 0
}

/**
 * nginx with one worker on 127.0.0.1:port, serving `webRoot` at / and `lessonFile` at
 * /lesson.mp4, gzip on (its default level) for scripts, styles, JSON and SVG.
 */
export async function startNginx({ port, webRoot, lessonFile }) {
  const dir = tempDir('aula-bench-nginx-')
  const temp = (name) => path.join(dir, name)
  const asRoot = process.getuid?.() === 0
  const config = `
${asRoot ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  keepalive_requests 1000000;
  gzip on;
  gzip_types text/css application/javascript text/javascript application/json image/svg+xml;
  server {
    listen 127.0.0.1:${port};
    root ${webRoot};
    location = /lesson.mp4 { alias ${lessonFile}; }
  }
}
`
  fs.writeFileSync(temp('nginx.conf'), config)
  await startProcess('nginx', 'nginx', ['-p', dir, '-c', temp('nginx.conf')], { port })
  return spawnSync('nginx', ['-v'], { encoding: 'utf8' }).stderr.trim().replace(/^.*\//, '')
}
