/**
 * Limits on password guessing, kept in memory (one process), or in Redis when the processes
 * share it (login-limits.redis.ts). Every attempt counts when it starts and is given back
 * when the password was right, so only failures add up, and a burst of parallel guesses
 * cannot slip past the count.
 *
 * - per account, from every address: `accountMax` failures in a window, then 429 for
 *   everyone until the window ends, except addresses this account signed in from before,
 *   so the owner is slowed but never locked out by somebody else's guesses;
 * - per address, across accounts: `addressMax` failures in a window, then 429.
 */

interface Window {
  count: number
  endsAt: number
}

/** A count per key in fixed windows; the oldest keys go first when there are too many. */
export class WindowCounter {
  private readonly windows = new Map<string, Window>()

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly capacity = 100_000,
  ) {}

  /** Seconds until the key may try again; 0 when it may now. */
  waitFor(key: string, at = Date.now()): number {
    const w = this.windows.get(key)
    if (!w || w.endsAt <= at || w.count < this.max) return 0
    return Math.max(1, Math.ceil((w.endsAt - at) / 1000))
  }

  add(key: string, at = Date.now()): void {
    let w = this.windows.get(key)
    if (!w || w.endsAt <= at) w = { count: 0, endsAt: at + this.windowMs }
    w.count += 1
    this.windows.delete(key)
    this.windows.set(key, w)
    this.trim(at)
  }

  /** Gives back one count of the current window (an attempt that turned out right). */
  giveBack(key: string, at = Date.now()): void {
    const w = this.windows.get(key)
    if (w && w.endsAt > at && w.count > 0) w.count -= 1
  }

  private trim(at: number): void {
    if (this.windows.size <= this.capacity) return
    for (const [key, w] of this.windows) if (w.endsAt <= at) this.windows.delete(key)
    for (const key of this.windows.keys()) {
      if (this.windows.size <= this.capacity) break
      this.windows.delete(key)
    }
  }
}

/** Pairs of account and address that signed in with the right password, for a while. */
class KnownAddresses {
  private readonly seen = new Map<string, number>()

  constructor(
    private readonly keepMs: number,
    private readonly capacity = 100_000,
  ) {}

  has(email: string, address: string, at = Date.now()): boolean {
    const until = this.seen.get(`${email} ${address}`)
    return until !== undefined && until > at
  }

  remember(email: string, address: string, at = Date.now()): void {
    const key = `${email} ${address}`
    this.seen.delete(key)
    this.seen.set(key, at + this.keepMs)
    for (const k of this.seen.keys()) {
      if (this.seen.size <= this.capacity) break
      this.seen.delete(k)
    }
  }
}

export const LOGIN_WINDOW_MINUTES = 15
export const ACCOUNT_FAILURES = 20
export const ADDRESS_FAILURES = 30
const KNOWN_ADDRESS_DAYS = 30

/** The limits' numbers for a RATE_LIMIT_MULTIPLIER. */
export function loginLimitRules(multiplier: number) {
  return {
    windowMs: LOGIN_WINDOW_MINUTES * 60_000,
    accountMax: Math.ceil(ACCOUNT_FAILURES * multiplier),
    addressMax: Math.ceil(ADDRESS_FAILURES * multiplier),
    knownMs: KNOWN_ADDRESS_DAYS * 86_400_000,
  }
}

export interface LoginLimits {
  /**
   * Starts an attempt: the seconds to wait when a limit is reached (nothing is counted
   * then), or 0 and the attempt counts until `succeeded` gives it back.
   */
  begin(email: string, ip: string): Promise<number>
  /** The password was right: the attempt does not count, and the address is known. */
  succeeded(email: string, ip: string): Promise<void>
}

export function createLoginLimits(multiplier: number): LoginLimits {
  const rules = loginLimitRules(multiplier)
  const account = new WindowCounter(rules.accountMax, rules.windowMs)
  const address = new WindowCounter(rules.addressMax, rules.windowMs)
  const known = new KnownAddresses(rules.knownMs)

  return {
    async begin(email, ip) {
      const wait = Math.max(address.waitFor(ip), known.has(email, ip) ? 0 : account.waitFor(email))
      if (wait > 0) return wait
      address.add(ip)
      account.add(email)
      return 0
    },
    async succeeded(email, ip) {
      address.giveBack(ip)
      account.giveBack(email)
      known.remember(email, ip)
    },
  }
}

/** "15 minutes", "40 seconds": how long to wait, in the words of the other 429 answers. */
export function waitWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}
