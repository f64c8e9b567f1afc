#!/usr/bin/env node
// `npm test`: every suite in order (README "Test it"): lint, format, types, unit tests, the API
// suite on SQLite and — when TEST_DATABASE_URL is set — on PostgreSQL with files on S3
// (s3rver), the Redis suite when TEST_REDIS_URL is set, two processes behind a proxy when
// both are set, then the Chromium end-to-end suite against the built server (on two processes
// behind a proxy when both are set, else on one). Every step runs; the exit code is non-zero
// when any failed, and the last line counts the tests of all suites.
//
// The steps before the end-to-end suite do not depend on one another and each keeps about
// one core busy (vitest runs one worker on a two-core machine), so they run TEST_JOBS at a
// time (default 2), longest first; each one's output is printed whole when it ends. The
// end-to-end suite needs the build and uses every core, so it runs last, on its own.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const results = path.join(root, '.test-results')
fs.rmSync(results, { recursive: true, force: true })
fs.mkdirSync(results, { recursive: true })

const jobs = Number(process.env.TEST_JOBS ?? 2)
if (!Number.isInteger(jobs) || jobs < 1) {
  console.error('TEST_JOBS must be a whole number of at least 1')
  process.exit(2)
}

const vitest = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${path.join(results, `${name}.json`)}`,
]

// In the order they are started: the longest first, so the short ones fill the gaps.
const steps = [
  {
    name: 'api-sqlite',
    cmd: ['npx', 'vitest', 'run', '--project', 'api', ...vitest('api-sqlite')],
    cwd: 'apps/server',
    env: { TEST_DB_ENGINE: 'sqlite' },
  },
  { name: 'web', cmd: ['npx', 'vitest', 'run', ...vitest('web')], cwd: 'apps/web' },
]
if (process.env.TEST_DATABASE_URL) {
  // The longest of all (PostgreSQL and S3): first, so the others fill the second core.
  steps.unshift({
    name: 'api-postgres',
    cmd: ['npx', 'vitest', 'run', '--project', 'api', ...vitest('api-postgres')],
    cwd: 'apps/server',
    // As a real deployment runs: PostgreSQL and files in an S3 bucket (s3rver, started by
    // the suite), so the suite passes once on each storage too.
    env: { TEST_DB_ENGINE: 'postgres', TEST_STORAGE: 's3' },
  })
} else {
  console.log('TEST_DATABASE_URL is not set: the API suite runs on SQLite only.')
}
// Processes sharing Redis: on PostgreSQL when there is one, as a real deployment runs.
if (process.env.TEST_REDIS_URL) {
  steps.push({
    name: 'api-redis',
    cmd: ['npx', 'vitest', 'run', '--project', 'redis', ...vitest('api-redis')],
    cwd: 'apps/server',
    env: { TEST_DB_ENGINE: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite' },
  })
} else {
  console.log('TEST_REDIS_URL is not set: the Redis suite does not run.')
}
// Two real server processes behind a proxy, on PostgreSQL, Redis and S3 (s3rver).
if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) {
  steps.push({
    name: 'processes',
    cmd: ['npx', 'vitest', 'run', '--project', 'processes', ...vitest('processes')],
    cwd: 'apps/server',
  })
}
steps.push(
  { name: 'build', cmd: ['npm', 'run', '--silent', 'build'] },
  { name: 'typecheck', cmd: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', cmd: ['npx', 'eslint', '--max-warnings', '0', '.'] },
  {
    name: 'server-unit',
    cmd: ['npx', 'vitest', 'run', '--project', 'unit', ...vitest('server-unit')],
    cwd: 'apps/server',
  },
  { name: 'format', cmd: ['npx', 'prettier', '--check', '.'] },
  // The benchmark's own helpers (its tables and options), never a timing.
  { name: 'bench-unit', cmd: ['npm', 'run', '--silent', 'test:bench'] },
)
// With PostgreSQL and Redis the journeys run on two processes behind a proxy, on S3 too
// (e2e/serve-processes.mjs), as a site of several machines runs; else on one process.
const e2eOnProcesses = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)
if (!e2eOnProcesses) console.log('The end-to-end suite runs on one process (SQLite).')
const e2e = {
  name: 'e2e',
  cmd: ['npx', 'playwright', 'test'],
  cwd: 'e2e',
  env: {
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(results, 'e2e.json'),
    ...(e2eOnProcesses && { E2E_SITE: 'processes' }),
  },
}

const header = (step) => `\n━━ ${step.name} ━━ ${step.cmd.join(' ')}`

/** Runs a step; its output streams when it runs alone, else is kept and printed at its end. */
function run(step, { alone }) {
  const started = Date.now()
  if (alone) console.log(header(step))
  else console.log(`\n▸ ${step.name} started`)
  const child = spawn(step.cmd[0], step.cmd.slice(1), {
    cwd: path.join(root, step.cwd ?? '.'),
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...step.env },
  })
  const output = []
  child.stdout?.on('data', (chunk) => output.push(chunk))
  child.stderr?.on('data', (chunk) => output.push(chunk))
  return new Promise((resolve) => {
    const done = (ok, error) => {
      const seconds = Math.round((Date.now() - started) / 1000)
      if (!alone) {
        console.log(header(step))
        process.stdout.write(Buffer.concat(output))
        if (error) console.log(String(error))
      }
      resolve({ name: step.name, ok, seconds })
    }
    child.on('error', (error) => done(false, error))
    child.on('close', (code) => done(code === 0))
  })
}

const outcome = new Map()
const queue = [...steps]
const alone = jobs === 1
await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      outcome.set(step.name, await run(step, { alone }))
    }
  }),
)
// Without a build the end-to-end suite cannot run; say so instead of failing twice.
if (outcome.get('build').ok) outcome.set('e2e', await run(e2e, { alone: true }))
else outcome.set('e2e', { name: 'e2e', ok: false, seconds: 0 })

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
const order = [
  'lint',
  'format',
  'typecheck',
  'server-unit',
  'bench-unit',
  'web',
  'api-sqlite',
  'api-postgres',
  'api-redis',
  'processes',
]
const summary = [...order, 'build', 'e2e'].filter((name) => outcome.has(name))
for (const o of summary.map((name) => outcome.get(name))) {
  console.log(`${o.ok ? '✔' : '✘'} ${o.name} (${o.seconds}s)`)
}
const failedSteps = [...outcome.values()].filter((o) => !o.ok).length
console.log(`\ntests: ${passed} passed, ${failed} failed`)
process.exit(failedSteps > 0 || failed > 0 ? 1 : 0)
