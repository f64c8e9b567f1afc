// Starts the built server for the end-to-end suite on a fresh DATA_DIR with demo content.
// Playwright's webServer runs this and stops it when the suite ends.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const dataDir = process.env.DATA_DIR
if (!dataDir) throw new Error('DATA_DIR is required')
fs.rmSync(dataDir, { recursive: true, force: true })
fs.mkdirSync(dataDir, { recursive: true })

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(here, '../apps/server/dist/server.js')],
  { stdio: 'inherit', env: process.env },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
