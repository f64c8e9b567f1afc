#!/usr/bin/env node
// `npm run bench:scale` (README "Measure it"): the demo content plus 1,000 courses,
// 100,000 members and 1,000,000 affiliate ledger entries (scale-data.mjs), on SQLite in a
// fresh DATA_DIR and, with --pg=postgres://… or TEST_DATABASE_URL, on a PostgreSQL database
// of its own (created and dropped). The built server then answers the public lists and the
// demo member's profile and earnings under autocannon (10 connections, 8 s each): one table
// per engine with p50/p95/p99, req/s and bytes per response.
//
//   npm run bench:scale -- --duration=8 --connections=10 --pg=postgres://… --root=DIR
//     --courses=1000 --users=100000 --ledger=1000000 --no-sqlite --build --markdown
//     --keep=DIR --port=3700
//
// --keep=DIR leaves each engine's seeded data in DIR/<engine> (the SQLite file, or the name
// of the PostgreSQL database, and the data key) instead of removing it, and prints where; a
// later run with the same --keep=DIR measures that data again without seeding it (the
// server still applies any new migration), e.g. before and after a change. Remove the
// directory and `drop database aula_bench_keep_…` when done.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { formatBytes, formatCount, formatMs, formatTable, parseOptions } from './format.mjs'
import { load, probe, requestJson } from './load.mjs'
import { openDatabase, writeScaleData } from './scale-data.mjs'
import {
  aulaEnv,
  ensureBuilt,
  freePort,
  seedDemo,
  startAula,
  addCleanup,
  stopAll,
  stopOnSignals,
  tempDir,
} from './processes.mjs'

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
let options
try {
  options = parseOptions(process.argv.slice(2), {
    duration: { fallback: 8, min: 1, max: 120 },
    connections: { fallback: 10, min: 1, max: 1000 },
    courses: { fallback: 1000, min: 10, max: 100_000 },
    users: { fallback: 100_000, min: 100, max: 10_000_000 },
    ledger: { fallback: 1_000_000, min: 0, max: 100_000_000 },
    root: { fallback: here, text: true },
    pg: { fallback: process.env.TEST_DATABASE_URL, text: true },
    port: { fallback: 0, min: 0, max: 65535 },
    keep: { fallback: undefined, text: true },
    'no-sqlite': { fallback: false, flag: true },
    build: { fallback: false, flag: true },
    markdown: { fallback: false, flag: true },
  })
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
const root = path.resolve(options.root)
/** The demo member (README "Run it"): the ledger's heavy side. */
const MEMBER = { email: 'mario.rossi@aula.local', password: 'aula-utente-2026' }

/**
 * What is measured: public lists, then the member's own calls (`auth: true`). Add a line
 * to measure another endpoint; `paged` lists are tried with each PAGE_QUERIES suffix too.
 */
const TARGETS = [
  { path: '/api/courses/', paged: true },
  { path: '/api/onlinecourses/', paged: true },
  { path: '/api/articles/', paged: true },
  { path: '/api/reviews/', paged: true },
  { path: '/get/topics/', paged: true },
  { path: '/api/members/', paged: true },
  { path: '/api/faqs/', paged: true },
  { path: '/api/check/', auth: true },
  { path: '/api/user/', auth: true },
  { path: `/api/user/affiliate/${encodeURIComponent(MEMBER.email)}`, auth: true },
  { path: '/api/withdrawals/', auth: true, paged: true },
  // The earnings history, where the server has it (404 before it existed: left out).
  { path: '/api/user/earnings', auth: true, paged: true, optional: true },
]
/** The first paged form that answers 200 with fewer bytes than the whole list is measured. */
const PAGE_QUERIES = ['?page=1&fields=lean', '?page=1', '?page=1&limit=20', '?limit=20']
/** The fewest answers a row's percentiles come from. */
const MIN_ANSWERS = 20

/** A database of its own on the server of `adminUrl`: its URL and how to drop it. */
async function createPgDatabase(adminUrl, name = `aula_bench_${process.pid}`) {
  const require = createRequire(path.join(root, 'apps/server/package.json'))
  const pg = require('pg')
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`drop database if exists ${name}`)
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

const log = (message) => console.log(`  ${new Date().toISOString().slice(11, 19)} ${message}`)

/**
 * Where the engine's data lives: a fresh temporary one, or with --keep the kept one
 * (`reused` when an earlier run seeded it).
 */
async function engineData(engine) {
  if (!options.keep) {
    const database = engine === 'postgres' ? await createPgDatabase(options.pg) : null
    if (database) addCleanup(database.drop)
    return { dataDir: tempDir('aula-bench-scale-'), databaseUrl: database?.url, reused: false }
  }
  const dataDir = path.resolve(options.keep, engine)
  const saved = path.join(dataDir, 'bench-scale.json')
  if (fs.existsSync(saved)) return { ...JSON.parse(fs.readFileSync(saved, 'utf8')), reused: true }
  fs.mkdirSync(dataDir, { recursive: true })
  const database =
    engine === 'postgres'
      ? await createPgDatabase(options.pg, `aula_bench_keep_${process.pid}`)
      : null
  return { dataDir, databaseUrl: database?.url, reused: false, saved }
}

async function measureEngine(files, engine) {
  const data = await engineData(engine)
  const { dataDir } = data
  const port = options.port || (await freePort())
  const database = data.databaseUrl ? { url: data.databaseUrl } : null
  try {
    const env = aulaEnv({ root, port, dataDir, databaseUrl: database?.url })
    if (data.dataKey) env.DATA_KEY = data.dataKey
    if (data.reused) {
      console.log(`\n${engine}: the data kept in ${dataDir} (not seeded again)`)
    } else {
      console.log(`\n${engine}: the demo seed (which migrates the database first)…`)
      seedDemo(files, env)
    }
    const since = Date.now()
    if (!data.reused) {
      const db = await openDatabase(root, {
        sqliteFile: path.join(dataDir, 'aula.db'),
        databaseUrl: database?.url,
      })
      try {
        await writeScaleData(
          db,
          {
            courses: options.courses,
            users: options.users,
            ledger: options.ledger,
            member: MEMBER.email,
          },
          log,
        )
      } finally {
        await db.close()
      }
    }
    if (data.saved) {
      const kept = { dataDir, databaseUrl: database?.url, dataKey: env.DATA_KEY }
      fs.writeFileSync(data.saved, JSON.stringify(kept, null, 2))
      log(`kept in ${dataDir}${database ? ` and ${database.url}` : ''}`)
    }
    log(`written in ${Math.round((Date.now() - since) / 1000)} s; starting Aula…`)
    const server = await startAula(files, env)
    const base = `http://127.0.0.1:${port}`
    const login = await requestJson(`${base}/api/login/`, { method: 'POST', body: MEMBER })
    if (!login.json?.token) throw new Error(`the demo member cannot log in: ${login.text}`)
    const auth = { authorization: `Bearer ${login.json.token}` }

    const targets = []
    for (const target of TARGETS) {
      const headers = { 'accept-encoding': 'gzip, deflate, br', ...(target.auth ? auth : {}) }
      // The quickest of three answers: the first one may fill a cache.
      let whole
      let probeMs = Infinity
      for (let i = 0; i < 3; i++) {
        const at = Date.now()
        whole = await probe(base + target.path, headers)
        probeMs = Math.min(probeMs, Date.now() - at)
      }
      if (target.optional && whole.status === 404) {
        log(`${target.path}: 404, not on this server: left out`)
        continue
      }
      if (whole.status !== 200) {
        throw new Error(`${target.path}: ${whole.status} ${whole.body.toString().slice(0, 200)}`)
      }
      // The bytes as sent (compressed) and as JSON: cloned texts compress unusually well.
      const plain = await probe(base + target.path, target.auth ? auth : {})
      targets.push({
        path: target.path,
        headers,
        sent: whole.body.length,
        json: plain.body.length,
        probeMs,
      })
      if (!target.paged) continue
      for (const query of PAGE_QUERIES) {
        const paged = await probe(base + target.path + query, target.auth ? auth : {})
        if (paged.status === 200 && paged.body.length < plain.body.length) {
          const pagedSent = await probe(base + target.path + query, headers)
          const path = target.path + query
          targets.push({
            path,
            headers,
            sent: pagedSent.body.length,
            json: paged.body.length,
            probeMs,
          })
          break
        }
      }
    }

    const rows = []
    for (const target of targets) {
      // An endpoint too slow to give MIN_ANSWERS answers in the run's time (judged by its
      // probe: the server works on one at a time) is measured until MIN_ANSWERS have come
      // instead, since requests cut off at the end of a timed run go on in the server.
      const slow = target.probeMs * MIN_ANSWERS > options.duration * 1000
      const result = await load(base + target.path, {
        headers: target.headers,
        connections: options.connections,
        ...(slow ? { amount: MIN_ANSWERS } : { seconds: options.duration }),
      })
      // The answers cut off at the end of a timed run finish before the next target starts.
      await new Promise((resolve) => setTimeout(resolve, Math.max(500, result.p99 * 1.5)))
      log(`${target.path}: p95 ${formatMs(result.p95)} ms, ${formatCount(result.rps)} req/s`)
      rows.push({
        endpoint: `GET ${target.path.replace(encodeURIComponent(MEMBER.email), '{email}')}`,
        p50: formatMs(result.p50),
        p95: formatMs(result.p95),
        p99: formatMs(result.p99),
        rps: result.rps < 10 ? result.rps.toFixed(1) : formatCount(result.rps),
        sent: formatBytes(target.sent),
        json: formatBytes(target.json),
        goal: result.requests && result.p95 < 20 ? 'met' : 'not met',
        errors: String(result.unexpected),
      })
    }
    server.child.kill('SIGTERM')
    return rows
  } finally {
    await stopAll()
  }
}

function git(dir, ...args) {
  try {
    return execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' }).trim()
  } catch {
    return 'unknown'
  }
}

try {
  stopOnSignals()
  const files = ensureBuilt(root, { build: options.build })
  const engines = [...(options['no-sqlite'] ? [] : ['sqlite']), ...(options.pg ? ['postgres'] : [])]
  if (!engines.length) throw new Error('no engine to measure: drop --no-sqlite or give --pg=…')
  const columns = [
    { key: 'endpoint', title: 'endpoint' },
    { key: 'p50', title: 'p50 ms' },
    { key: 'p95', title: 'p95 ms' },
    { key: 'p99', title: 'p99 ms' },
    { key: 'rps', title: 'req/s' },
    { key: 'sent', title: 'bytes sent' },
    { key: 'json', title: 'uncompressed' },
    { key: 'goal', title: 'p95 < 20 ms', align: 'left' },
    { key: 'errors', title: 'errors' },
  ]
  for (const engine of engines) {
    const rows = await measureEngine(files, engine)
    console.log(
      `\n${engine}: ${formatCount(options.courses)} courses, ${formatCount(options.users)} ` +
        `members, ${formatCount(options.ledger)} ledger entries; commit ` +
        `${git(root, 'rev-parse', '--short', 'HEAD')}, ${new Date().toISOString()}, ` +
        `${options.connections} connections, ${options.duration} s each, ` +
        `${os.availableParallelism()} CPUs, load ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}\n`,
    )
    console.log(formatTable(columns, rows, { markdown: options.markdown }))
    if (rows.some((row) => row.errors !== '0')) process.exitCode = 1
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await stopAll()
}
