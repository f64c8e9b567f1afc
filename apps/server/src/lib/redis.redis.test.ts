import crypto from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { pino } from 'pino'
import { Redis } from 'ioredis'
import { AuthPaths } from '@aula/contract/auth'
import { FaqPaths, FaqsAnswerSchema } from '@aula/contract/faqs'
import { buildApp } from '#src/app.ts'
import { openServices, closeServices } from '#src/services.ts'
import { insertFaq, updateFaq } from '#src/features/faqs/faqs.repository.ts'
import { contentChanged } from '#src/lib/public-cache.ts'
import { dropRedisKeys } from '#test/redis.ts'
import { bearer, buildTestApp, loginAs, uniqueEmail, uniqueIp } from '#test/helper.ts'
import { openSharedState } from './redis.ts'

/*
 * Two processes of one site sharing Redis (REDIS_URL; docs/decisions/027-redis-shared-state.md):
 * the suite's app and a second app on the same database and the same Redis, as a second
 * process would be. Runs when TEST_REDIS_URL names a Redis server (`npm run test:redis`).
 */

const url = process.env.TEST_REDIS_URL
if (!url) throw new Error('the Redis suite needs TEST_REDIS_URL (README "Test it")')
const prefix = `aula-test-${crypto.randomBytes(4).toString('hex')}:`
const redis = { REDIS_URL: url, REDIS_PREFIX: prefix }

const t = await buildTestApp(redis)
const silent = pino({ level: 'silent' })
const otherDeps = await openServices(t.config, silent)
const other = await buildApp(otherDeps, { loggerInstance: silent })
await other.ready()

afterAll(async () => {
  await other.close()
  await closeServices(otherDeps)
  // What the tests counted and locked goes with them.
  await dropRedisKeys(url, prefix)
})

const login = (app: typeof other, email: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: AuthPaths.login,
    payload: { email, password: 'not-the-password' },
    remoteAddress: ip,
  })

describe('processes sharing Redis', () => {
  it('count password guesses together: a limit reached on one holds on the other', async () => {
    const email = uniqueEmail('guessed')
    const ip = uniqueIp()
    let answer = await login(t.app, email, ip)
    for (let guess = 1; guess < 40 && answer.statusCode === 401; guess++) {
      answer = await login(t.app, email, ip)
    }
    expect(answer.statusCode).toBe(429)
    const elsewhere = await login(other, email, ip)
    expect(elsewhere.statusCode).toBe(429)
    expect(elsewhere.json().message).toMatch(/Too many/i)
    // Another address and another account are not held by it.
    expect((await login(other, uniqueEmail('fresh'), uniqueIp())).statusCode).toBe(401)
  })

  it('show an admin edit made on one process on the other at once', async () => {
    const questions = async () =>
      FaqsAnswerSchema.parse(
        (await other.inject({ method: 'GET', url: FaqPaths.faqs })).json(),
      ).faqs.map((f) => f.question)
    // The other process reads the list now, looking at the content version: without Redis
    // it would keep that copy for about a second.
    expect(await questions()).not.toContain('Prima domanda?')
    const id = await insertFaq(t.deps.db, { question: 'Prima domanda?', answer: 'Sì.' })
    // A write answers once every process has heard of it: the next read anywhere shows it.
    await contentChanged(t.deps.db)
    expect(await questions()).toContain('Prima domanda?')
    await updateFaq(t.deps.db, id, { question: 'Domanda cambiata?', answer: 'Sì.' })
    await contentChanged(t.deps.db)
    expect(await questions()).toContain('Domanda cambiata?')
  })

  it('refuse a session ended on one process on the other at once', async () => {
    const member = await loginAs(t)
    const check = () =>
      other.inject({ method: 'GET', url: AuthPaths.check, headers: bearer(member.token) })
    // The other process has the sign-in in hand (kept for a moment) before the logout.
    expect((await check()).statusCode).toBe(200)
    let heard = false
    const stop = otherDeps.shared!.listen('sessions', () => (heard = true))
    try {
      const out = await t.app.inject({
        method: 'POST',
        url: AuthPaths.logout,
        headers: bearer(member.token),
      })
      expect(out.statusCode).toBe(200)
      // Heard before the logout answered, not some moment after.
      expect(heard).toBe(true)
      expect((await check()).statusCode).toBe(401)
    } finally {
      stop()
    }
  })

  it('wait for every other process to act on an announcement, or no longer than told', async () => {
    const one = await openSharedState(url, prefix, silent)
    const two = await openSharedState(url, prefix, silent)
    const raw = new Redis(url)
    try {
      const heardByTwo: string[] = []
      two.listen('content', (data) => heardByTwo.push(data))
      await one.announceAndWait('content', '7', 5_000)
      // Heard by every process of the suite (its two apps too) before it resolved.
      expect(heardByTwo).toEqual(['7'])

      // A listener that never says it heard (a process stuck): the wait ends on time.
      await raw.subscribe(`${prefix}shared`)
      const started = Date.now()
      await one.announceAndWait('content', '8', 300)
      expect(Date.now() - started).toBeGreaterThanOrEqual(290)
      expect(heardByTwo).toEqual(['7', '8'])
    } finally {
      raw.disconnect()
      await one.close()
      await two.close()
    }
  })

  it('carry announcements to the other processes only, and ignore foreign messages', async () => {
    const one = await openSharedState(url, prefix, silent)
    const two = await openSharedState(url, prefix, silent)
    try {
      const heardByOne: string[] = []
      const heardByTwo: string[] = []
      one.listen('content', (data) => heardByOne.push(data))
      two.listen('content', (data) => heardByTwo.push(data))
      const raw = new Redis(url)
      await raw.publish(`${prefix}shared`, 'not json')
      await raw.publish(`${prefix}shared`, JSON.stringify({ sender: 'x', topic: 'other' }))
      await raw.quit()
      one.announce('content', '42')
      await expect.poll(() => heardByTwo).toEqual(['42'])
      expect(heardByOne).toEqual([])
    } finally {
      await one.close()
      await two.close()
    }
  })
})

describe('readiness with Redis', () => {
  it('lists Redis among the checks of GET /api/ready', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' })
    expect(res.statusCode).toBe(200)
    expect(res.json().checks).toMatchObject({ database: 'ok', redis: 'ok' })
  })
})
