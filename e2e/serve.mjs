// Starts the built server for the end-to-end suite on a fresh DATA_DIR with demo content:
// the demo seed (dist/seed.js) first, then the server. Playwright's webServer runs this and
// stops it when the suite ends.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const dataDir = process.env.DATA_DIR
if (!dataDir) throw new Error('DATA_DIR is required')
fs.rmSync(dataDir, { recursive: true, force: true })
fs.mkdirSync(dataDir, { recursive: true })

const dist = path.join(here, '../apps/server/dist')
const seed = spawnSync(process.execPath, ['--enable-source-maps', path.join(dist, 'seed.js')], {
  stdio: 'inherit',
  env: process.env,
})
if (seed.status !== 0) process.exit(seed.status ?? 1)

const server = spawn(process.execPath, ['--enable-source-maps', path.join(dist, 'server.js')], {
  stdio: 'inherit',
  env: process.env,
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
