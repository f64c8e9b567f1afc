#!/usr/bin/env node
// `npm start`: builds what is missing or out of date, seeds an empty database with the demo
// content (dist/seed.js, `npm run seed`), then runs the server, which migrates and serves
// everything on one port (README "Run it"). `npm run seed` stops after the seed.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outputs = [
  'apps/web/dist/index.html',
  'apps/server/dist/server.js',
  'apps/server/dist/docx-worker.js',
  'apps/server/dist/seed.js',
].map((p) => path.join(root, p))
const sources = [
  'packages/contract/src',
  'apps/server/src',
  'apps/server/seed',
  'apps/server/build.mjs',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
].map((p) => path.join(root, p))

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0
  const stat = fs.statSync(p)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)))
  return newest
}

const builtAt = Math.min(...outputs.map((p) => (fs.existsSync(p) ? fs.statSync(p).mtimeMs : 0)))
const changedAt = Math.max(...sources.map(newestMtime))
if (builtAt === 0 || changedAt > builtAt) {
  console.log('Building the web app and the server…')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const [command, ...args] = process.argv.slice(2)

// The seed's stdout is the demo logins that work, one per line: the banner shows them.
let demoLogins = []
if (command === undefined || command === 'seed') {
  const seed = spawnSync(process.execPath, ['--enable-source-maps', outputs[3]], {
    cwd: root,
    stdio: ['inherit', 'pipe', 'inherit'],
    env: process.env,
    encoding: 'utf8',
  })
  if (seed.status !== 0) process.exit(seed.status ?? 1)
  demoLogins = seed.stdout.split('\n').filter(Boolean)
  if (command === 'seed') {
    if (demoLogins.length) console.log(demoLogins.join('\n'))
    process.exit(0)
  }
}

// `npm run rotate-data-key` runs the same server with that command instead of serving.
const server = spawn(
  process.execPath,
  ['--enable-source-maps', outputs[1], ...(command === undefined ? [] : [command, ...args])],
  {
    cwd: root,
    stdio: ['inherit', demoLogins.length ? 'pipe' : 'inherit', 'inherit'],
    env: process.env,
  },
)
if (demoLogins.length) {
  // Passed through as it comes; the demo logins follow the server's "running" line.
  let shown = false
  server.stdout.on('data', (chunk) => {
    process.stdout.write(chunk)
    if (!shown && String(chunk).includes(' is running at ')) {
      shown = true
      process.stdout.write(`${demoLogins.map((line) => `  ${line}`).join('\n')}\n\n`)
    }
  })
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
