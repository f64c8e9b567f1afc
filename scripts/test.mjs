#!/usr/bin/env node
// `npm test`: every suite in order (DESIGN §3): lint, format, types, unit tests, the API
// suite on SQLite and — when TEST_DATABASE_URL is set — on PostgreSQL, then the Chromium
// end-to-end suite against the built server. Every step runs; the exit code is non-zero
// when any failed, and the last line counts the tests of all suites.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const results = path.join(root, '.test-results')
fs.rmSync(results, { recursive: true, force: true })
fs.mkdirSync(results, { recursive: true })

const vitest = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${path.join(results, `${name}.json`)}`,
]

const steps = [
  { name: 'lint', cmd: ['npx', 'eslint', '--max-warnings', '0', '.'] },
  { name: 'format', cmd: ['npx', 'prettier', '--check', '.'] },
  { name: 'typecheck', cmd: ['npm', 'run', '--silent', 'typecheck'] },
  {
    name: 'server-unit',
    cmd: ['npx', 'vitest', 'run', '--project', 'unit', ...vitest('server-unit')],
    cwd: 'apps/server',
  },
  { name: 'web', cmd: ['npx', 'vitest', 'run', ...vitest('web')], cwd: 'apps/web' },
  {
    name: 'api-sqlite',
    cmd: ['npx', 'vitest', 'run', '--project', 'api', ...vitest('api-sqlite')],
    cwd: 'apps/server',
    env: { TEST_DB_ENGINE: 'sqlite' },
  },
]
if (process.env.TEST_DATABASE_URL) {
  steps.push({
    name: 'api-postgres',
    cmd: ['npx', 'vitest', 'run', '--project', 'api', ...vitest('api-postgres')],
    cwd: 'apps/server',
    env: { TEST_DB_ENGINE: 'postgres' },
  })
} else {
  console.log('TEST_DATABASE_URL is not set: the API suite runs on SQLite only.')
}
steps.push(
  { name: 'build', cmd: ['npm', 'run', '--silent', 'build'] },
  {
    name: 'e2e',
    cmd: ['npx', 'playwright', 'test'],
    cwd: 'e2e',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(results, 'e2e.json') },
  },
)

const outcome = []
for (const step of steps) {
  console.log(`\n━━ ${step.name} ━━ ${step.cmd.join(' ')}`)
  const started = Date.now()
  const run = spawnSync(step.cmd[0], step.cmd.slice(1), {
    cwd: path.join(root, step.cwd ?? '.'),
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  })
  const ok = run.status === 0
  outcome.push({ name: step.name, ok, seconds: Math.round((Date.now() - started) / 1000) })
  // Without a build the end-to-end suite cannot run; say so instead of failing twice.
  if (!ok && step.name === 'build') {
    outcome.push({ name: 'e2e', ok: false, seconds: 0 })
    break
  }
}

let passed = 0
let failed = 0
for (const file of fs.readdirSync(results).filter((f) => f.endsWith('.json'))) {
  try {
    const r = JSON.parse(fs.readFileSync(path.join(results, file), 'utf8'))
    if (r.stats) {
      passed += (r.stats.expected ?? 0) + (r.stats.flaky ?? 0)
      failed += r.stats.unexpected ?? 0
    } else {
      passed += r.numPassedTests ?? 0
      failed += r.numFailedTests ?? 0
    }
  } catch {
    // a runner that crashed before writing its report is already a failed step
  }
}

console.log('\n━━ summary ━━')
for (const o of outcome) console.log(`${o.ok ? '✔' : '✘'} ${o.name} (${o.seconds}s)`)
const failedSteps = outcome.filter((o) => !o.ok).length
console.log(`\ntests: ${passed} passed, ${failed} failed`)
process.exit(failedSteps > 0 || failed > 0 ? 1 : 0)
