import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildTestApp, loginAs, uniqueEmail } from '#test/helper.ts'

// Many requests from one address: the limit is not what this test is about.
const t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100' })

const outboxSize = () => {
  const dir = path.join(t.dataDir, 'outbox')
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0
}

async function timedReset(email: string): Promise<number> {
  const started = performance.now()
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reset-password/',
    payload: { email },
  })
  const ms = performance.now() - started
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual({ message: 'Success' })
  return ms
}

/** Lets the mail of the last request go out, so it does not slow the next measurement. */
async function mailsSettled(count: number) {
  const deadline = Date.now() + 5000
  while (outboxSize() < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 2))
  }
  expect(outboxSize()).toBe(count)
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

describe('POST /api/reset-password/ timing', () => {
  it('takes the same time whether the account exists or not', async () => {
    const user = await loginAs(t)
    const known: number[] = []
    const unknown: number[] = []
    let mailed = 0
    // Warm-up, then 50 of each, interleaved so a busy machine slows both alike.
    for (let i = 0; i < 55; i++) {
      const order = i % 2 ? ['unknown', 'known'] : ['known', 'unknown']
      for (const which of order) {
        if (which === 'known') {
          const ms = await timedReset(user.email)
          mailed += 1
          await mailsSettled(mailed)
          if (i >= 5) known.push(ms)
        } else {
          const ms = await timedReset(uniqueEmail('nobody'))
          if (i >= 5) unknown.push(ms)
        }
      }
    }
    const a = median(known)
    const b = median(unknown)
    const ratio = Math.max(a, b) / Math.min(a, b)
    expect(
      ratio < 1.5 || Math.abs(a - b) < 1,
      `median ${a.toFixed(2)} ms for an existing e-mail, ${b.toFixed(2)} ms for an unknown one`,
    ).toBe(true)
  })
})
