// Load and one-off requests for the benchmarks: wrk when it is installed, else autocannon
// programmatically with every response's status and latency kept, and a probe that reads one
// answer in full.
import { execFile, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { WRK_MARK, parseWrkSummary, percentile } from './format.mjs'

/** One GET, its status, headers and body bytes as they came (compressed when encoded). */
export function probe(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
  })
}

/** A JSON request (a login): its status and parsed body. */
export function requestJson(url, { method = 'GET', body, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const req = http.request(
      url,
      {
        method,
        headers: {
          ...headers,
          ...(payload ? { 'content-type': 'application/json', origin: new URL(url).origin } : {}),
        },
      },
      (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let json = null
          try {
            json = JSON.parse(text)
          } catch {
            // not JSON: json stays null
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, json, text })
        })
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

/**
 * `connections` keep-alive connections on `url` for `seconds` (or until `amount` answers
 * came): req/s, latencies in ms
 * (p50/p95/p99 of every response) and the responses whose status was not `expect`.
 */
export async function load(url, { headers = {}, connections, seconds, amount, expect = 200 }) {
  const times = []
  let unexpected = 0
  let lastStatus = 0
  const instance = autocannon({
    url,
    headers,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    timeout: 120,
  })
  instance.on('response', (_client, status, _bytes, ms) => {
    times.push(ms)
    lastStatus = status
    if (status !== expect) unexpected += 1
  })
  const result = await instance
  times.sort((a, b) => a - b)
  const elapsed = result.duration || seconds
  return {
    rps: times.length / elapsed,
    requests: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    unexpected: unexpected + result.errors + result.timeouts,
    lastStatus,
  }
}

/** Whether the wrk load generator is on PATH. */
export function wrkInstalled() {
  return spawnSync('wrk', ['-v'], { encoding: 'utf8' }).error === undefined
}

/** wrk's report, as one line parseWrkSummary reads. */
const WRK_SCRIPT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("${WRK_MARK} %d %d %d %d %d %d %d %d %d %d\\n",
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(95), latency:percentile(99)))
end
`
let wrkScript

/**
 * The same load with wrk, one client thread: a client written in C reads a response for a
 * fraction of what autocannon spends, so a page of several KB measures the server rather
 * than the client (README "Measure it"). wrk counts answers outside 2xx and 3xx, not each
 * status: the probe made before every target checks the exact one.
 */
export function loadWithWrk(url, { headers = {}, connections, seconds }) {
  if (!wrkScript) {
    wrkScript = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'aula-wrk-')), 'summary.lua')
    fs.writeFileSync(wrkScript, WRK_SCRIPT)
  }
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '120s', '-s', wrkScript]
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`)
  args.push(url)
  return new Promise((resolve, reject) => {
    execFile('wrk', args, { encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) reject(new Error(`wrk failed: ${stderr || error.message}`))
      else {
        try {
          resolve(parseWrkSummary(stdout))
        } catch (failure) {
          reject(failure)
        }
      }
    })
  })
}
