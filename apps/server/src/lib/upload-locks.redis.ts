import crypto from 'node:crypto'
import type { Lock, Locker, RequestRelease } from '@tus/utils'
import { ERRORS } from '@tus/utils'
import { tusError } from './bucket-store.ts'
import type { SharedState } from './redis.ts'

/*
 * With Redis, one upload is worked on by one request at a time across every process
 * (lib/uploads.ts; docs/decisions/029-resumable-uploads.md). A request takes the upload's key
 * in Redis (SET NX, with an expiry it keeps renewing, so a process that dies lets go); while
 * it waits, it asks the holder to let go, on the shared channel, as tus's own locker does
 * within a process: a PATCH still running for a client that has since resumed elsewhere ends
 * at once and keeps what it had.
 */

export interface RedisLockOptions {
  /** How long a lock lasts without renewal (it is renewed at a third of it). */
  ttlMs?: number
  /** How long a request waits for an upload before giving up (500 ERR_LOCK_TIMEOUT). */
  waitMs?: number
  /** Between two tries. */
  retryMs?: number
}

/** Deletes the key only while it still holds this lock's token. */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`
/** Extends the key only while it still holds this lock's token. */
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0`

export class RedisUploadLocker implements Locker {
  /** The locks this process holds, by upload: asked to let go when another process waits. */
  readonly held = new Map<string, RequestRelease>()
  readonly options: Required<RedisLockOptions>
  private readonly stopListening: () => void

  constructor(
    readonly shared: SharedState,
    options: RedisLockOptions = {},
  ) {
    this.options = { ttlMs: 60_000, waitMs: 30_000, retryMs: 50, ...options }
    this.stopListening = shared.listen('uploads', (id) => void this.held.get(id)?.())
  }

  newLock(id: string): Lock {
    return new RedisUploadLock(this, id)
  }

  close(): void {
    this.stopListening()
  }
}

class RedisUploadLock implements Lock {
  private readonly token = crypto.randomBytes(12).toString('hex')
  private readonly key: string
  private renewal: NodeJS.Timeout | undefined

  constructor(
    private readonly locker: RedisUploadLocker,
    private readonly id: string,
  ) {
    this.key = `${locker.shared.prefix}upload-lock:${id}`
  }

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { shared, options, held } = this.locker
    const giveUp = Date.now() + options.waitMs
    for (;;) {
      const taken = await shared.client.set(this.key, this.token, 'PX', options.ttlMs, 'NX')
      if (taken === 'OK') break
      // The holder may be this process (another request) or another one: both are asked.
      await held.get(this.id)?.()
      shared.announce('uploads', this.id)
      if (signal.aborted || Date.now() > giveUp) throw tusError(ERRORS.ERR_LOCK_TIMEOUT)
      await new Promise((resolve) => setTimeout(resolve, options.retryMs))
    }
    held.set(this.id, requestRelease)
    this.renewal = setInterval(() => {
      shared.client.eval(RENEW, 1, this.key, this.token, options.ttlMs).catch(() => {})
    }, options.ttlMs / 3)
    this.renewal.unref()
  }

  async unlock(): Promise<void> {
    clearInterval(this.renewal)
    const { held, shared } = this.locker
    if (held.get(this.id)) held.delete(this.id)
    await shared.client.eval(RELEASE, 1, this.key, this.token)
  }
}
