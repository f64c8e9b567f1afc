// The benchmark's pure parts (`npm run test:bench`): what an operator reads in its table.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  formatBytes,
  formatCount,
  formatPercent,
  formatTable,
  goalMet,
  parseOptions,
  parseWrkSummary,
  percentile,
  ratio,
  selectTargets,
  startScripts,
} from './format.mjs'

describe('the benchmark options', () => {
  const spec = {
    duration: { fallback: 8, min: 1, max: 120 },
    root: { fallback: '/here', text: true },
    build: { fallback: false, flag: true },
  }

  it('keeps the defaults when nothing is given', () => {
    assert.deepEqual(parseOptions([], spec), { duration: 8, root: '/here', build: false })
  })

  it('reads numbers, text and flags', () => {
    assert.deepEqual(parseOptions(['--duration=3', '--root=/tmp/x', '--build'], spec), {
      duration: 3,
      root: '/tmp/x',
      build: true,
    })
  })

  it('refuses a number out of range, an unknown option and a flag with a value', () => {
    assert.throws(
      () => parseOptions(['--duration=0'], spec),
      /--duration must be a whole number from 1 to 120/,
    )
    assert.throws(() => parseOptions(['--duration=2.5'], spec), /whole number/)
    assert.throws(() => parseOptions(['--seconds=3'], spec), /unknown option --seconds/)
    assert.throws(() => parseOptions(['--build=yes'], spec), /--build takes no value/)
    assert.throws(() => parseOptions(['--root='], spec), /--root needs a value/)
  })
})

describe('the figures of a measurement', () => {
  it('takes percentiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1)
    assert.equal(percentile(values, 50), 50)
    assert.equal(percentile(values, 95), 95)
    assert.equal(percentile(values, 99), 99)
    assert.equal(percentile([7], 95), 7)
    assert.equal(percentile([], 95), 0)
  })

  it('gives a share of the reference and whether the goal is met', () => {
    assert.equal(ratio(1412, 60336).toFixed(3), '0.023')
    assert.equal(ratio(100, 0), null)
    assert.equal(goalMet(ratio(30_200, 60_336), 0.5), true)
    assert.equal(goalMet(ratio(30_000, 60_336), 0.5), false)
    assert.equal(goalMet(ratio(3742, 60336), undefined), null)
    assert.equal(goalMet(null, 0.5), null)
  })

  it('writes percentages, bytes and counts the way the issue does', () => {
    assert.equal(formatPercent(0.0234), '2.3 %')
    assert.equal(formatPercent(0.51), '51 %')
    assert.equal(formatPercent(null), '—')
    assert.equal(formatBytes(812), '812 B')
    assert.equal(formatBytes(2_700), '2.7 KB')
    assert.equal(formatBytes(1_800_000), '1.8 MB')
    assert.equal(formatCount(60_336.4), '60,336')
  })
})

describe('the printed table', () => {
  const columns = [
    { key: 'target', title: 'target' },
    { key: 'rps', title: 'req/s' },
  ]
  const rows = [
    { target: 'GET /api/courses/', rps: '1,412' },
    { target: 'hello', rps: '60,336' },
  ]

  it('aligns names left and numbers right', () => {
    assert.equal(
      formatTable(columns, rows),
      [
        'target              req/s',
        '-----------------  ------',
        'GET /api/courses/   1,412',
        'hello              60,336',
      ].join('\n'),
    )
  })

  it('draws a Markdown table for the README', () => {
    assert.equal(
      formatTable(columns, rows, { markdown: true }),
      [
        '| target            |  req/s |',
        '| ----------------- | -----: |',
        '| GET /api/courses/ |  1,412 |',
        '| hello             | 60,336 |',
      ].join('\n'),
    )
  })
})

describe('the scripts a page loads at start', () => {
  it('lists module scripts and module preloads once each, in order', () => {
    const html = `<head>
      <script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b.js">
      <link rel="stylesheet" href="/assets/app-c.css">
      <script src="/legacy.js"></script>
      <link rel="modulepreload" href='/assets/app-d.js'>
      <link rel="modulepreload" href="/assets/react-b.js">
    </head>`
    assert.deepEqual(startScripts(html), [
      '/assets/index-a.js',
      '/assets/react-b.js',
      '/assets/app-d.js',
    ])
  })
})

describe('picking targets with --only', () => {
  const targets = [
    { id: 'hello', name: 'bare Fastify hello-world' },
    { id: 'nginx-small', name: 'nginx /assets/a.js' },
    { id: 'nginx-main', name: 'nginx main script, gzip on the fly' },
    { name: 'GET /api/courses/', ref: 'hello' },
    { name: 'GET /api/faqs/', ref: 'hello' },
    { name: 'main script, gzip', ref: 'nginx-main' },
    { name: 'main script, brotli', ref: 'nginx-main' },
  ]
  const names = (list) => list.map((t) => t.name)

  it('keeps every target without the option', () => {
    assert.equal(selectTargets(targets, ''), targets)
  })

  it('keeps the named targets and the references they need', () => {
    assert.deepEqual(names(selectTargets(targets, 'MAIN SCRIPT')), [
      'nginx main script, gzip on the fly',
      'main script, gzip',
      'main script, brotli',
    ])
    assert.deepEqual(names(selectTargets(targets, '/api/faqs/, brotli')), [
      'bare Fastify hello-world',
      'nginx main script, gzip on the fly',
      'GET /api/faqs/',
      'main script, brotli',
    ])
  })

  it('says so when no target matches', () => {
    assert.throws(() => selectTargets(targets, 'nothing'), /--only=nothing names no target/)
  })
})

describe("wrk's summary", () => {
  const output = [
    'Running 8s test @ http://127.0.0.1:3600/',
    '  1 threads and 50 connections',
    'AULA-BENCH 400000 8000000 0 2 0 3 1 900 1500 2400',
  ].join('\n')

  it('gives req/s over the run, latencies in ms and every kind of error', () => {
    assert.deepEqual(parseWrkSummary(output), {
      rps: 50000,
      requests: 400000,
      p50: 0.9,
      p95: 1.5,
      p99: 2.4,
      unexpected: 6,
    })
  })

  it('refuses an output without the summary, quoting what wrk printed', () => {
    assert.throws(() => parseWrkSummary('unable to connect to 127.0.0.1:3600'), /unable to connect/)
  })

  it('refuses a summary it cannot read', () => {
    assert.throws(() => parseWrkSummary('AULA-BENCH 10 0 0 0 0 0 0 1 2 3'), /not understood/)
  })
})
