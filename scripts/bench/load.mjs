// Load and one-off requests for the benchmarks: autocannon, programmatically, with every
// response's status and latency kept, and a probe that reads one answer in full.
import http from 'node:http'
import autocannon from 'autocannon'
import { percentile } from './format.mjs'

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
