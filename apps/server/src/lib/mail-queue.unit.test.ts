import { describe, expect, it } from 'vitest'
import { retryDelayMs } from './mail-queue.ts'

describe('the pause before a mail is tried again', () => {
  it('doubles with each try, within its upper half, up to the cap', () => {
    for (let i = 0; i < 200; i++) {
      const first = retryDelayMs(1, 30_000, 3_600_000)
      expect(first).toBeGreaterThanOrEqual(15_000)
      expect(first).toBeLessThanOrEqual(30_000)
      const fourth = retryDelayMs(4, 30_000, 3_600_000)
      expect(fourth).toBeGreaterThanOrEqual(120_000)
      expect(fourth).toBeLessThanOrEqual(240_000)
      const late = retryDelayMs(30, 30_000, 3_600_000)
      expect(late).toBeGreaterThanOrEqual(1_800_000)
      expect(late).toBeLessThanOrEqual(3_600_000)
    }
  })

  it('spreads the senders that failed together', () => {
    const pauses = new Set(Array.from({ length: 50 }, () => retryDelayMs(3, 30_000, 3_600_000)))
    expect(pauses.size).toBeGreaterThan(40)
  })
})
