import fp from 'fastify-plugin'
import { newLeaseHolder, releaseJobLease, takeJobLease } from '#src/lib/job-lease.ts'
import { createUploads } from '#src/lib/uploads.ts'

/*
 * Resumable uploads for every part of the app (lib/uploads.ts): the admin forms name them,
 * features/uploads answers them. Once an hour one process (under a job lease) removes the
 * uploads nobody finished or used.
 */

const SWEEP_EVERY_MS = 60 * 60_000
const LEASE = 'upload-sweep'
const LEASE_MS = 30 * 60_000

export default fp(
  async function uploads(app) {
    const uploads = createUploads(app.storage)
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
    app.addHook('onClose', async () => clearInterval(timer))
  },
  { name: 'uploads', dependencies: ['db'] },
)
