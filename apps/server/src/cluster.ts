import cluster, { type Worker } from 'node:cluster'
import type { FastifyBaseLogger } from 'fastify'
import { prepareData } from './boot.ts'
import type { Config } from './config.ts'
import { closeServices, openServices } from './services.ts'

/*
 * WORKERS=N (N > 1) on one machine (docs/decisions/028-several-processes.md): this process,
 * the primary, serves nothing. It migrates the database and prepares the data once, before any
 * worker exists, then forks N workers running the same server on the same port (the primary
 * hands out the connections). A worker that dies is replaced, after a pause that doubles while
 * workers keep dying young; SIGTERM or SIGINT drains every worker and ends once all are gone.
 */

/** A worker that lived less than this died young: the next one waits longer. */
const YOUNG_MS = 10_000
const FIRST_PAUSE_MS = 1_000
const LONGEST_PAUSE_MS = 30_000
/** Workers stop within their own 10 s deadline (server.ts); this is the primary's last word. */
const STOP_DEADLINE_MS = 12_000
/** A repeated signal within this window is the same stop (a terminal and a launcher both send one). */
const SAME_SIGNAL_MS = 1_000

export async function runPrimary(config: Config, log: FastifyBaseLogger): Promise<void> {
  // Migrations, the data key and ADMIN_EMAIL, once; the workers find them done.
  const deps = await openServices(config, log)
  let logins: string[]
  try {
    ;({ logins } = await prepareData(deps, log))
  } finally {
    await closeServices(deps)
  }

  const bornAt = new Map<number, number>()
  const listening = new Set<number>()
  const pending = new Set<NodeJS.Timeout>()
  let started = false
  let stoppingSince = 0
  let youngDeaths = 0
  let failedStops = 0

  const fork = () => {
    const worker = cluster.fork()
    bornAt.set(worker.id, Date.now())
  }

  cluster.on('listening', (worker: Worker) => {
    listening.add(worker.id)
    if (started || listening.size < config.workers) return
    started = true
    log.info({ workers: config.workers }, 'every worker is listening')
    console.log(`\n  Aula is running at ${config.publicUrl} (${config.workers} processes)\n`)
    if (logins.length) console.log(`${logins.map((line) => `  ${line}`).join('\n')}\n`)
  })

  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    const lived = Date.now() - (bornAt.get(worker.id) ?? 0)
    bornAt.delete(worker.id)
    listening.delete(worker.id)
    if (stoppingSince) {
      if (code !== 0) failedStops++
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failedStops ? 1 : 0)
      return
    }
    if (!started) {
      // A worker that cannot start (its one-line reason is on stderr) would fail again.
      log.error({ worker: worker.process.pid, code, signal }, 'a worker stopped before serving')
      stopAll('SIGKILL')
      process.exit(1)
    }
    youngDeaths = lived < YOUNG_MS ? youngDeaths + 1 : 0
    const pause = youngDeaths
      ? Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** (youngDeaths - 1))
      : 0
    log.error(
      { worker: worker.process.pid, code, signal, restartInMs: pause },
      'a worker stopped: starting another',
    )
    const timer = setTimeout(() => {
      pending.delete(timer)
      if (!stoppingSince) fork()
    }, pause)
    pending.add(timer)
  })

  const stopAll = (signal: NodeJS.Signals) => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
  }

  const stop = (signal: NodeJS.Signals) => {
    if (stoppingSince) {
      if (Date.now() - stoppingSince < SAME_SIGNAL_MS) return
      // A second Ctrl-C (or signal) does not wait for the drain.
      stopAll('SIGKILL')
      process.exit(1)
    }
    stoppingSince = Date.now()
    log.info({ signal }, 'shutting down every worker')
    for (const timer of pending) clearTimeout(timer)
    pending.clear()
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
    // Each worker drains as it does alone (lib/drain.ts) and exits.
    stopAll('SIGTERM')
    setTimeout(() => {
      log.warn(`workers still running ${STOP_DEADLINE_MS / 1000} s after the signal: killing them`)
      stopAll('SIGKILL')
      process.exit(1)
    }, STOP_DEADLINE_MS).unref()
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))

  for (let i = 0; i < config.workers; i++) fork()
}
