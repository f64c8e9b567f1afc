#!/usr/bin/env node
// `npm run bench` (README "Measure it"): the built Aula (SQLite, demo content, fresh
// DATA_DIR), a bare Fastify hello-world with the same fastify package and, when `nginx` is
// on PATH, nginx with one worker on the same files, side by side on 127.0.0.1. autocannon
// (wrk when it is installed, else autocannon: --client) loads each target in turn (50
// connections, best of two rounds of 8 s); one table gives
// req/s, the share of the reference (bare Fastify for dynamic answers, nginx for files),
// bytes per response and whether the goal is met. Each target's share is taken against a
// short run of its reference made just before it, so a load that moves while the benchmark
// runs moves both.
//
//   npm run bench -- --duration=8 --rounds=2 --connections=50 --root=DIR --build --markdown
//   npm run bench -- --only=/api/courses/,main script   (those targets and their references)
//   npm run bench -- --port=3600   (Aula on 3600, the hello-world on 3601, nginx on 3602)
//   npm run bench -- --client=autocannon   (the Node client even where wrk is installed)
//
// The client runs on the same cores: compare the shares, and runs made on one machine.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  formatBytes,
  formatCount,
  formatMs,
  formatPercent,
  formatTable,
  goalMet,
  parseOptions,
  ratio,
  selectTargets,
  startScripts,
} from './bench/format.mjs'
import { load, loadWithWrk, probe, requestJson, wrkInstalled } from './bench/load.mjs'
import {
  aulaEnv,
  ensureBuilt,
  freePort,
  nginxInstalled,
  seedDemo,
  startAula,
  startHello,
  startNginx,
  startSameBytes,
  stopAll,
  stopOnSignals,
  tempDir,
} from './bench/processes.mjs'

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
let options
try {
  options = parseOptions(process.argv.slice(2), {
    duration: { fallback: 8, min: 1, max: 120 },
    rounds: { fallback: 2, min: 1, max: 10 },
    connections: { fallback: 50, min: 1, max: 1000 },
    root: { fallback: here, text: true },
    build: { fallback: false, flag: true },
    markdown: { fallback: false, flag: true },
    'no-nginx': { fallback: false, flag: true },
    only: { fallback: '', text: true },
    port: { fallback: 0, min: 0, max: 65533 },
    client: { fallback: 'auto', text: true },
  })
  if (!['auto', 'wrk', 'autocannon'].includes(options.client)) {
    throw new Error('--client must be wrk or autocannon')
  }
  if (options.client === 'wrk' && !wrkInstalled()) throw new Error('wrk is not installed')
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
const root = path.resolve(options.root)
const client = options.client === 'auto' ? (wrkInstalled() ? 'wrk' : 'autocannon') : options.client
const loadTarget = client === 'wrk' ? loadWithWrk : load
/** The demo member who bought two video courses (README "Run it"). */
const BUYER = { email: 'luca.ferri@aula.local', password: 'aula-amico-2026' }
const slug = (title) => encodeURIComponent(title.trim().replace(/\s+/g, '-'))

/**
 * The asset of the web build nearest to 2.7 KB, and the main script: the largest of the
 * scripts the home page loads at start (its module script and module preloads), since the
 * entry module the page names first is a small file that imports the rest.
 */
function webFiles(webRoot) {
  const html = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8')
  const sizeOf = (address) => fs.statSync(path.join(webRoot, address.replace(/^\//, ''))).size
  const [main] = startScripts(html)
    .filter((address) => /^\/assets\/[^/]+\.js$/.test(address))
    .sort((a, b) => sizeOf(b) - sizeOf(a))
  if (!main) throw new Error('index.html of the web build loads no script from /assets/')
  const assets = fs
    .readdirSync(path.join(webRoot, 'assets'))
    .map((name) => ({ name, bytes: fs.statSync(path.join(webRoot, 'assets', name)).size }))
    .filter((a) => /\.(js|css)$/.test(a.name))
    .sort((a, b) => Math.abs(a.bytes - 2700) - Math.abs(b.bytes - 2700))
  return { main, small: `/assets/${assets[0].name}` }
}

function findFile(dir, name) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      const found = findFile(full, name)
      if (found) return found
    } else if (entry.name === name) return full
  }
  return null
}

/** A signed lesson URL of a video course the demo buyer owns, and its file on disk. */
async function lessonVideo(base, token, dataDir, titles) {
  for (const title of titles) {
    const detail = await requestJson(`${base}/api/onlinecoursedetail/${slug(title)}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const url = detail.json?.onlinecourse?.lessons?.find((l) => l.url)?.url
    if (!url) continue
    const absolute = new URL(url, base)
    const file = findFile(dataDir, path.basename(absolute.pathname))
    if (file) return { path: absolute.pathname + absolute.search, file }
  }
  return null
}

const firstKey = (json, key) => Object.keys(json?.[key] ?? {})[0]

/** Ports for Aula, the hello-world and nginx: from --port on, else any free ones. */
let nextPort = options.port
const takePort = () => (nextPort ? Promise.resolve(nextPort++) : freePort())

async function main() {
  stopOnSignals()
  const files = ensureBuilt(root, { build: options.build })
  const dataDir = tempDir('aula-bench-')
  const port = await takePort()
  const env = aulaEnv({ root, port, dataDir })
  console.log(`Seeding the demo content and starting Aula on 127.0.0.1:${port}…`)
  seedDemo(files, env)
  await startAula(files, env)
  const base = `http://127.0.0.1:${port}`

  const helloPort = await takePort()
  const fastifyVersion = await startHello(root, helloPort)
  const hello = `http://127.0.0.1:${helloPort}`

  const [courses, onlineCourses, articles] = await Promise.all(
    ['/api/courses/', '/api/onlinecourses/', '/api/articles/'].map((p) => requestJson(base + p)),
  )
  const course = firstKey(courses.json, 'courses')
  const onlineCourse = firstKey(onlineCourses.json, 'onlinecourses')
  const article = firstKey(articles.json, 'articles')
  const login = await requestJson(`${base}/api/login/`, { method: 'POST', body: BUYER })
  const token = login.json?.token
  if (!course || !onlineCourse || !article || !token) {
    throw new Error(
      'the demo content or the demo buyer login is missing: is the seed the demo one?',
    )
  }
  const lesson = await lessonVideo(
    base,
    token,
    dataDir,
    Object.keys(onlineCourses.json.onlinecourses),
  )
  const web = webFiles(files.web)

  let nginx = null
  let nginxVersion = null
  if (!options['no-nginx'] && nginxInstalled()) {
    const nginxPort = await takePort()
    nginxVersion = await startNginx({
      port: nginxPort,
      webRoot: files.web,
      lessonFile: lesson?.file ?? path.join(files.web, 'index.html'),
    })
    nginx = `http://127.0.0.1:${nginxPort}`
  }

  const gzip = { 'accept-encoding': 'gzip' }
  const brotli = { 'accept-encoding': 'br' }
  const range = { range: 'bytes=0-4095' }
  const json = { 'accept-encoding': 'gzip, deflate, br' }
  const html = { ...json, accept: 'text/html' }
  const dyn = { ref: 'hello', goal: 0.5 }
  /** The reference rows first: the others are shares of them. */
  const targets = [
    { id: 'hello', name: 'bare Fastify hello-world', url: `${hello}/` },
    ...(nginx
      ? [
          { id: 'nginx-small', name: `nginx ${web.small}`, url: nginx + web.small },
          {
            id: 'nginx-main',
            name: 'nginx main script, gzip on the fly',
            url: nginx + web.main,
            headers: gzip,
          },
          ...(lesson
            ? [
                {
                  id: 'nginx-range',
                  name: 'nginx lesson video, 4 KiB range',
                  url: `${nginx}/lesson.mp4`,
                  headers: range,
                  expect: 206,
                },
              ]
            : []),
        ]
      : []),
    { name: 'GET /api/courses/', path: '/api/courses/', headers: json, ...dyn, revalidate: true },
    { name: 'GET /api/onlinecourses/', path: '/api/onlinecourses/', headers: json, ...dyn },
    { name: 'GET /api/articles/', path: '/api/articles/', headers: json, ...dyn },
    { name: 'GET /get/topics/ (topics)', path: '/get/topics/', headers: json, ...dyn },
    { name: 'GET /api/members/ (trainers)', path: '/api/members/', headers: json, ...dyn },
    { name: 'GET /api/faqs/', path: '/api/faqs/', headers: json, ...dyn },
    { name: 'GET /api/reviews/', path: '/api/reviews/', headers: json, ...dyn },
    {
      name: 'GET /api/course/{title}',
      path: `/api/course/${slug(course)}`,
      headers: json,
      ...dyn,
      revalidate: true,
    },
    {
      name: 'GET /api/onlinecourse/{title}',
      path: `/api/onlinecourse/${slug(onlineCourse)}`,
      headers: json,
      ...dyn,
    },
    {
      name: 'GET /api/article/{title}',
      path: `/api/article/${slug(article)}`,
      headers: json,
      ...dyn,
    },
    { name: 'GET / (HTML)', path: '/', headers: html, ...dyn },
    { name: 'GET /corsi (HTML)', path: '/corsi', headers: html, ...dyn },
    { name: 'GET /videocorsi (HTML)', path: '/videocorsi', headers: html, ...dyn },
    {
      name: 'GET /course/{title} (HTML)',
      path: `/course/${slug(course)}`,
      headers: html,
      ...dyn,
      revalidate: true,
    },
    {
      name: 'GET /articolo/{title} (HTML)',
      path: `/articolo/${slug(article)}`,
      headers: html,
      ...dyn,
    },
    {
      name: 'GET /api/check/ (signed in)',
      path: '/api/check/',
      headers: { ...json, authorization: `Bearer ${token}` },
      ref: 'hello',
    },
    {
      name: `hashed asset ${web.small}`,
      path: web.small,
      ref: 'nginx-small',
      goal: 0.5,
      mirrored: true,
    },
    { name: 'main script, gzip', path: web.main, headers: gzip, ref: 'nginx-main', goal: 1 },
    { name: 'main script, brotli', path: web.main, headers: brotli, ref: 'nginx-main', goal: 1 },
    ...(lesson
      ? [
          {
            name: 'lesson video, 4 KiB range',
            path: lesson.path,
            headers: range,
            expect: 206,
            ref: 'nginx-range',
            goal: 0.5,
            mirrored: true,
          },
        ]
      : []),
  ].map((t) => ({ ...t, url: t.url ?? base + t.path, headers: t.headers ?? {} }))
  const chosen = selectTargets(targets, options.only)

  const references = new Map(chosen.filter((t) => t.id).map((t) => [t.id, t]))
  // One probe each: the status must be the expected one; an ETag adds a 304 target. The
  // answers of the file targets are sent again by node:http alone, from memory, when nginx
  // is there to compare with: the fastest a Node process sends those bytes.
  const all = []
  const mirrored = []
  for (const target of chosen) {
    const answer = await probe(target.url, target.headers)
    const expect = target.expect ?? 200
    if (answer.status !== expect) {
      throw new Error(`${target.name}: ${answer.status} instead of ${expect} (${target.url})`)
    }
    const encoding = answer.headers['content-encoding']
    all.push({ ...target, expect, bytes: answer.body.length, encoding })
    if (target.mirrored && nginx && references.has(target.ref)) {
      mirrored.push({ target, answer, bytes: answer.body.length, encoding })
    }
    const etag = answer.headers.etag
    if (target.revalidate && etag) {
      all.push({
        ...target,
        name: `${target.name}, If-None-Match → 304`,
        headers: { ...target.headers, 'if-none-match': etag },
        expect: 304,
        bytes: 0,
        encoding: undefined,
      })
    } else if (target.revalidate) {
      console.log(`${target.name} sends no ETag: no 304 target for it.`)
    }
  }
  if (!lesson && !options.only)
    console.log('No lesson video with a signed URL was found: no range target.')
  if (mirrored.length) {
    const samePort = await takePort()
    await startSameBytes(
      samePort,
      mirrored.map((m) => m.answer),
    )
    mirrored.forEach(({ target, bytes, encoding }, index) => {
      all.push({
        name: `node:http alone, same answer: ${target.name}`,
        url: `http://127.0.0.1:${samePort}/same/${index}`,
        headers: {},
        ref: target.ref,
        expect: target.expect,
        bytes,
        encoding,
      })
    })
  }

  const commit = git(root, 'rev-parse', '--short', 'HEAD')
  console.log(
    `\n${new Date().toISOString()}, commit ${commit}, Node ${process.version}, ` +
      `fastify ${fastifyVersion}${nginxVersion ? `, nginx ${nginxVersion}` : ', no nginx'}, ` +
      `${os.availableParallelism()} CPUs, load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  )
  console.log(
    `${client}, ${options.connections} connections, best of ${options.rounds} rounds of ` +
      `${options.duration} s, ${all.length} targets (about ` +
      `${Math.ceil((all.length * options.rounds * (options.duration * 1.25 + 2)) / 60)} min)\n`,
  )
  // Each target is loaded right after a short run of its reference, and its share is taken
  // against that run: the machine's load moves while the benchmark runs, and a share of a
  // reference measured minutes earlier would measure the load instead of the server.
  const referenceSeconds = Math.max(1, Math.round(options.duration / 4))
  const best = new Map()
  const settle = (result) =>
    // Requests cut off at the end of a run finish before the next run starts.
    new Promise((resolve) => setTimeout(resolve, Math.max(500, result.p99 * 1.5)))
  for (let round = 1; round <= options.rounds; round++) {
    for (const target of all) {
      const reference = references.get(target.ref)
      let adjacent = null
      if (reference) {
        adjacent = await loadTarget(reference.url, {
          headers: reference.headers,
          connections: options.connections,
          seconds: referenceSeconds,
          expect: reference.expect,
        })
        await settle(adjacent)
      }
      const result = await loadTarget(target.url, {
        headers: target.headers,
        connections: options.connections,
        seconds: options.duration,
        expect: target.expect,
      })
      await settle(result)
      result.share = adjacent ? ratio(result.rps, adjacent.rps) : null
      result.unexpected += adjacent?.unexpected ?? 0
      const previous = best.get(target)
      const better = reference
        ? (result.share ?? -1) > (previous?.share ?? -1)
        : result.rps > (previous?.rps ?? -1)
      if (!previous || better) best.set(target, result)
      process.stdout.write(
        `round ${round}: ${target.name.padEnd(48)} ${formatCount(result.rps).padStart(8)} req/s` +
          `${adjacent ? `, reference just before ${formatCount(adjacent.rps)} req/s` : ''}` +
          `${result.unexpected ? `, ${result.unexpected} unexpected answers` : ''}\n`,
      )
    }
  }

  const rows = all.map((target) => {
    const result = best.get(target)
    const share = result.share ?? null
    const met = goalMet(share, target.goal)
    return {
      target: target.name,
      rps: formatCount(result.rps),
      share: target.id ? 'reference' : formatPercent(share),
      bytes: formatBytes(target.bytes) + (target.encoding ? ` ${target.encoding}` : ''),
      p99: result.requests ? formatMs(result.p99) : '—',
      errors: String(result.unexpected),
      goal: target.goal ? `≥ ${formatPercent(target.goal)}: ${met ? 'met' : 'not met'}` : '',
    }
  })
  const columns = [
    { key: 'target', title: 'target' },
    { key: 'rps', title: 'req/s' },
    { key: 'share', title: 'of reference' },
    { key: 'bytes', title: 'bytes/response' },
    { key: 'p99', title: 'p99 ms' },
    { key: 'errors', title: 'unexpected' },
    { key: 'goal', title: 'goal', align: 'left' },
  ]
  console.log(`\n${formatTable(columns, rows, { markdown: options.markdown })}`)
  console.log(
    '\nReferences: bare Fastify for API and page answers, nginx on the same file for files; ' +
      `each share is of a ${referenceSeconds} s run of the reference made just before, the ` +
      'best of the rounds.',
  )
  if (rows.some((row) => row.errors !== '0')) process.exitCode = 1
}

function git(dir, ...args) {
  try {
    return execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' }).trim()
  } catch {
    return 'unknown'
  }
}

try {
  await main()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await stopAll()
}
