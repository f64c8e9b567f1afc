import { afterEach, describe, expect, it, vi } from 'vitest'
import { CHECK_TIMEOUT_MS, Readiness } from './readiness.ts'

/* What GET /api/ready reports, from the checks its dependencies added (lib/readiness.ts). */

afterEach(() => {
  vi.useRealTimers()
})

describe('readiness', () => {
  it('is ok when every check answers', async () => {
    const readiness = new Readiness()
    readiness.add('database', async () => {})
    readiness.add('storage', async () => true)
    expect(await readiness.report()).toEqual({
      status: 'ok',
      checks: { database: 'ok', storage: 'ok' },
    })
  })

  it('names the dependency that failed, whether it rejects or throws at once', async () => {
    const readiness = new Readiness()
    readiness.add('database', async () => {})
    readiness.add('redis', () => Promise.reject(new Error('ECONNREFUSED')))
    readiness.add('storage', () => {
      throw new Error('no bucket')
    })
    expect(await readiness.report()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', redis: 'unavailable', storage: 'unavailable' },
    })
  })

  it('counts a check that hangs as unavailable once its time is up', async () => {
    vi.useFakeTimers()
    const readiness = new Readiness()
    readiness.add('database', async () => {})
    readiness.add('redis', () => new Promise(() => {}))
    const report = readiness.report()
    let settled = false
    void report.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(CHECK_TIMEOUT_MS - 1)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await report).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', redis: 'unavailable' },
    })
  })

  it('says draining once the process stops, whatever the checks say', async () => {
    const readiness = new Readiness()
    readiness.add('database', async () => {})
    expect(readiness.draining).toBe(false)
    readiness.drain()
    expect(readiness.draining).toBe(true)
    expect(await readiness.report()).toEqual({ status: 'draining', checks: { database: 'ok' } })
  })

  it('refuses a second check under the same name', () => {
    const readiness = new Readiness()
    readiness.add('redis', async () => {})
    expect(() => readiness.add('redis', async () => {})).toThrow(/redis exists already/)
  })
})
