#!/usr/bin/env node
// `npm run dev`: the demo seed first (an empty database gets the demo content, as with
// `npm start`; it prints the demo logins), then the API with reload on
// http://localhost:3000 and Vite on :5173 (proxying /api and /media to it). Stops both on
// Ctrl-C.
import { spawn, spawnSync } from 'node:child_process'

const seed = spawnSync('npm', ['run', '--silent', 'dev:seed', '-w', '@aula/server'], {
  stdio: 'inherit',
})
if (seed.status !== 0) process.exit(seed.status ?? 1)

const children = [
  spawn('npm', ['run', 'dev', '-w', '@aula/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@aula/web'], { stdio: 'inherit' }),
]
const stop = () => children.forEach((c) => c.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const c of children)
  c.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
