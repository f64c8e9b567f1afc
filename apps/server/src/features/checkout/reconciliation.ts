import type { FastifyPluginAsync } from 'fastify'
import { newLeaseHolder, releaseJobLease, takeJobLease } from '#src/lib/job-lease.ts'
import { offerFreedSeats } from '#src/features/editions/seats.service.ts'
import { reconcileOrders, type CheckoutDeps } from './checkout.service.ts'

/*
 * The safety net of fulfilment. A buyer may close the tab before confirming and a webhook
 * may never arrive, or the process may stop between "the provider says PAID" and "the
 * order is fulfilled". Each process therefore re-asks the provider about recent pending
 * orders when it starts and then every pollMs, and sends receipts a stopped process left
 * unsent. It shares fulfilment's conditional updates, so it may race confirm and webhooks.
 * Several processes on one database take turns: a pass runs under a job lease, so two
 * processes never ask the provider about the same orders at once, and a pass killed midway
 * is taken up by the next one, in any process (lib/job-lease.ts).
 */

const LEASE = 'order-reconciliation'

export interface ReconciliationOptions {
  /** How often pending orders are re-checked. */
  pollMs?: number
  /** Orders older than this are left alone (a checkout expires long before). */
  maxAgeMs?: number
  /** Orders per pass. */
  batch?: number
  /** A pass holding the lease this long belonged to a process that died: another may run. */
  leaseMs?: number
}

const DEFAULTS: Required<ReconciliationOptions> = {
  pollMs: 5 * 60_000,
  maxAgeMs: 7 * 86_400_000,
  batch: 100,
  leaseMs: 15 * 60_000,
}

export class OrderReconciler {
  private readonly options: Required<ReconciliationOptions>
  private timer: NodeJS.Timeout | null = null
  private running: Promise<boolean> | null = null
  private stopped = true
  private readonly holder = newLeaseHolder()

  constructor(
    private readonly deps: CheckoutDeps,
    options: ReconciliationOptions = {},
  ) {
    this.options = { ...DEFAULTS, ...options }
  }

  start(): void {
    if (!this.stopped) return
    this.stopped = false
    void this.pass()
  }

  /**
   * One pass now; resolves when it is done (a pass already under way is joined), true when
   * it ran and false when another process's pass held the lease.
   */
  pass(): Promise<boolean> {
    if (this.running) return this.running
    this.running = (async () => {
      const { db, log } = this.deps
      try {
        if (!(await takeJobLease(db, LEASE, this.holder, this.options.leaseMs))) return false
        try {
          await reconcileOrders(this.deps, this.options)
          // Seats of payments that failed or expired go to the waiting lists (features/editions).
          await offerFreedSeats(this.deps)
        } finally {
          await releaseJobLease(db, LEASE, this.holder)
        }
        return true
      } catch (error) {
        log.error({ err: error }, 'order reconciliation failed; retrying later')
        return true
      } finally {
        this.running = null
        this.schedule()
      }
    })()
    return this.running
  }

  private schedule() {
    if (this.stopped) return
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.pass(), this.options.pollMs)
    this.timer.unref()
  }

  /** Lets a pass in hand finish, then stops. */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.running
  }
}

const reconcilers = new WeakMap<object, OrderReconciler>()

export function reconcilerOf(app: { server: object }): OrderReconciler | undefined {
  return reconcilers.get(app.server)
}

/** Starts the app's reconciler when the app is ready and stops it when the app closes. */
export const orderReconciliation: FastifyPluginAsync<
  ReconciliationOptions & { deps: CheckoutDeps }
> = async (app, { deps, ...options }) => {
  if (reconcilers.has(app.server)) return
  const reconciler = new OrderReconciler(deps, options)
  reconcilers.set(app.server, reconciler)
  app.addHook('onReady', async () => reconciler.start())
  app.addHook('onClose', async () => reconciler.stop())
}
