export interface WaitForOptions {
  /** How long to keep trying, in ms (default 5000). */
  timeout?: number
  /** The pause between two tries, in ms (default 10). */
  interval?: number
}

/**
 * Tries `condition` until it returns something other than false (or a promise of it) without
 * throwing, and answers that; after `timeout` it fails with the last error. Tests wait for
 * what they expect to see instead of sleeping a fixed time: `await waitFor(() => outbox().length
 * > 0)`, `await waitFor(() => expect(rows()).toEqual(before))`.
 */
export async function waitFor<T>(
  condition: () => T | Promise<T>,
  { timeout = 5000, interval = 10 }: WaitForOptions = {},
): Promise<Exclude<T, false>> {
  const deadline = Date.now() + timeout
  for (;;) {
    let failure: unknown
    try {
      const value = await condition()
      if (value !== false) return value as Exclude<T, false>
      failure = new Error(`still false after ${timeout} ms: ${String(condition)}`)
    } catch (error) {
      failure = error
    }
    if (Date.now() >= deadline) throw failure
    await new Promise((resolve) => setTimeout(resolve, interval))
  }
}
