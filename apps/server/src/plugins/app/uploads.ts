import fp from 'fastify-plugin'
import { newLeaseHolder, releaseJobLease, takeJobLease } from '#src/lib/job-lease.ts'
import { createUploads } from '#src/lib/uploads.ts'

/*
 * Resumable uploads for every part of the app (lib/uploads.ts): the admin forms name them,
 * features/uploads answers them. With Redis, one request at a time works on an upload across
 * processes (lib/upload-locks.redis.ts). Once an hour one process (under a job lease) removes
 * the uploads nobody finished or used.
 */

const SWEEP_EVERY_MS = 60 * 60_000
const LEASE = 'upload-sweep'
const LEASE_MS = 30 * 60_000

export default fp(
  async function uploads(app) {
    // With Redis, an upload is worked on by one request at a time across processes.
    const shared = app.shared
    const locker = shared
      ? new (await import('#src/lib/upload-locks.redis.ts')).RedisUploadLocker(shared)
      : undefined
    const uploads = createUploads(app.storage, locker)
    app.decorate('uploads', uploads)
    const holder = newLeaseHolder()
    const sweep = async () => {
      try {
        if (!(await takeJobLease(app.db, LEASE, holder, LEASE_MS))) return
        try {
          const removed = await uploads.sweep()
          if (removed) app.log.info({ removed }, 'uploads nobody used were removed')
        } finally {
          await releaseJobLease(app.db, LEASE, holder)
        }
      } catch (err) {
        app.log.warn({ err }, 'the unused uploads could not be swept; trying again later')
      }
    }
    let timer: NodeJS.Timeout | undefined
    app.addHook('onReady', async () => {
      timer = setInterval(() => void sweep(), SWEEP_EVERY_MS)
      timer.unref()
    })
    app.addHook('onClose', async () => {
      clearInterval(timer)
      locker?.close()
    })
  },
  { name: 'uploads', dependencies: ['db'] },
)
