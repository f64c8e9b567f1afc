import type { FastifyBaseLogger } from 'fastify'

/**
 * Jobs that run once the answer has left, so its timing never depends on them (a reset or
 * verification mail to an account that exists, none to one that does not). A failing job
 * is logged: the person already has their answer, which says the same in every case.
 * `idle()` resolves when every job has ended; the app waits for it (a few seconds at most)
 * before closing.
 */
export function createAfterAnswer(log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>()
  return {
    run(what: string, job: () => Promise<void>): void {
      const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(job)
        .catch((err: unknown) => log.error({ err }, `${what} failed`))
        .finally(() => pending.delete(running))
      pending.add(running)
    },
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending])
    },
    /** Waits for the jobs, but never longer than `ms`: a stuck mail server cannot hold a shutdown. */
    async settle(ms: number): Promise<void> {
      let timer: NodeJS.Timeout | undefined
      await Promise.race([
        this.idle(),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, ms)
          timer.unref()
        }),
      ])
      clearTimeout(timer)
    },
  }
}

export type AfterAnswer = ReturnType<typeof createAfterAnswer>
