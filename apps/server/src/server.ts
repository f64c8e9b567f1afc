import cluster from 'node:cluster'
import { pino } from 'pino'
import { buildApp } from './app.ts'
import { prepareData } from './boot.ts'
import { runPrimary } from './cluster.ts'
import { ConfigError, loadConfig, type Config } from './config.ts'
import { drain } from './lib/drain.ts'
import { describeStartupError } from './lib/startup-errors.ts'
import { runRotateDataKey } from './rotate-data-key.ts'
import { runBackup, runRestore } from './backup/cli.ts'
import { closeServices, openServices } from './services.ts'

/** However a shutdown goes, the process is gone this long after the signal. */
const SHUTDOWN_DEADLINE_MS = 10_000

// `.env` is read when present; real environment variables win.
try {
  process.loadEnvFile()
} catch {
  // no .env: nothing to read
}

let config: Config | undefined

async function main() {
  config = loadConfig()
  const log = pino({ level: config.logLevel })
  if (process.argv[2] === 'rotate-data-key') {
    // `npm run rotate-data-key`: with the server stopped, seal the personal data anew.
    for (const line of await runRotateDataKey(config, log)) console.log(line)
    return
  }
  if (process.argv[2] === 'backup' || process.argv[2] === 'restore') {
    // `npm run backup -- DIR` (server running or not), `npm run restore -- ARCHIVE` (stopped).
    const run = process.argv[2] === 'backup' ? runBackup : runRestore
    for (const line of await run(config, log, process.argv.slice(3))) console.log(line)
    return
  }
  if (config.workers > 1 && cluster.isPrimary) {
    // WORKERS=N: this process prepares the data once and runs N workers on the port.
    await runPrimary(config, log)
    return
  }
  const deps = await openServices(config, log)
  // A worker's primary prepared the data and prints the banner (cluster.ts).
  const { logins } = cluster.isWorker ? { logins: [] } : await prepareData(deps, log)

  const app = await buildApp(deps, { loggerInstance: log })
  await app.listen({ port: config.port, host: config.host })

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) {
      // A second Ctrl-C (or signal) does not wait for the first one. A worker hears Ctrl-C
      // and its primary's SIGTERM at once: its primary decides when to stop waiting.
      if (cluster.isWorker) return
      process.exit(1)
    }
    closing = true
    log.info({ signal }, 'shutting down')
    // A request that never ends (a stalled upload, a client that keeps the connection)
    // must not keep the process alive: past the deadline it exits anyway.
    setTimeout(() => {
      log.warn(`shutdown took longer than ${SHUTDOWN_DEADLINE_MS / 1000} s: exiting now`)
      process.exit(1)
    }, SHUTDOWN_DEADLINE_MS).unref()
    try {
      // Not ready any more, no new connections, the requests in hand answered (lib/drain.ts).
      await drain(app)
      await closeServices(deps)
    } catch (error) {
      log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  // Printed once a signal is handled: whoever reads "running" may stop it at once.
  if (cluster.isWorker) return
  console.log(`\n  Aula is running at ${config.publicUrl}\n`)
  if (logins.length) console.log(`${logins.map((line) => `  ${line}`).join('\n')}\n`)
}

// Whatever stops the start gets one line naming the cause and the fix, and exit code 1.
main().catch((error: unknown) => {
  if (error instanceof ConfigError || !config) {
    console.error(error instanceof Error ? error.message : String(error))
  } else {
    console.error(
      describeStartupError(error, {
        dataDir: config.dataDir,
        engine: config.database.engine,
        databaseFile: config.database.engine === 'sqlite' ? config.database.file : undefined,
        port: config.port,
        host: config.host,
      }),
    )
    if (config.logLevel === 'debug' || config.logLevel === 'trace') console.error(error)
  }
  process.exit(1)
})
