import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildTestApp, inviteCodeOf, loginAs, uniqueEmail } from '#test/helper.ts'
import { waitFor } from '#test/wait-for.ts'

// Many requests from one address: the limit is not what this test is about.
const t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100' })

const outboxSize = () => {
  const dir = path.join(t.dataDir, 'outbox')
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0
}

async function timed(url: string, email: string): Promise<number> {
  const started = performance.now()
  const res = await t.app.inject({ method: 'POST', url, payload: { email } })
  const ms = performance.now() - started
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual({ message: 'Success' })
  return ms
}

/** Lets the mail of the last request go out, so it does not slow the next measurement. */
async function mailsSettled(count: number) {
  await waitFor(() => outboxSize() >= count, { interval: 2 })
  expect(outboxSize()).toBe(count)
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

interface Round {
  withMail: number
  without: number
  /** Median of the differences within each pair, which share the machine's load. */
  pairDiff: number
}

/**
 * 50 requests for an e-mail that gets a mail and 50 for one that does not, in pairs taken
 * back to back (after a warm-up, alternating which goes first), each mail let out before
 * the next measurement.
 */
async function measure(url: string, mailed: string): Promise<Round> {
  const withMail: number[] = []
  const without: number[] = []
  const diffs: number[] = []
  let mails = outboxSize()
  for (let i = 0; i < 55; i++) {
    let known = 0
    let unknown = 0
    for (const which of i % 2 ? ['unknown', 'known'] : ['known', 'unknown']) {
      if (which === 'known') {
        known = await timed(url, mailed)
        mails += 1
        await mailsSettled(mails)
      } else {
        unknown = await timed(url, uniqueEmail('nobody'))
      }
    }
    if (i < 5) continue
    withMail.push(known)
    without.push(unknown)
    diffs.push(known - unknown)
  }
  return { withMail: median(withMail), without: median(without), pairDiff: median(diffs) }
}

const alike = (r: Round) =>
  Math.max(r.withMail, r.without) / Math.min(r.withMail, r.without) < 1.5 ||
  Math.abs(r.pairDiff) < 1 ||
  Math.abs(r.pairDiff) < 0.5 * Math.min(r.withMail, r.without)

/**
 * The medians must match: within a ratio of 1.5, or 1 ms apart within a pair. A machine
 * busy with other work can spoil one round, so up to three are taken; a difference in the
 * work done shows in every one.
 */
async function expectSameTimes(url: string, mailed: string) {
  const rounds: Round[] = []
  for (let i = 0; i < 3; i++) {
    const round = await measure(url, mailed)
    rounds.push(round)
    if (alike(round)) break
  }
  const report = rounds
    .map((r) => `${r.withMail.toFixed(2)} ms with a mail, ${r.without.toFixed(2)} ms without`)
    .join('; ')
  expect(alike(rounds.at(-1)!), report).toBe(true)
}

describe('answer times do not tell whether an account exists', () => {
  it('POST /api/reset-password/', async () => {
    const user = await loginAs(t)
    await expectSameTimes('/api/reset-password/', user.email)
  })

  it('POST /api/resend-verification', async () => {
    const referrer = await loginAs(t)
    const email = uniqueEmail('pending')
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/generate-token/',
      payload: {
        name: 'Gino Bianchi',
        email,
        password: 'una password lunga',
        usedAffiliateCode: await inviteCodeOf(t, referrer.id),
      },
    })
    expect(signup.statusCode).toBe(200)
    await expectSameTimes('/api/resend-verification', email)
  })
})
