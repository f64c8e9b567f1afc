import { pino } from 'pino'
import { ConfigError, loadConfig, type Config } from '#src/config.ts'
import { describeStartupError } from '#src/lib/startup-errors.ts'
import { closeServices, openServices } from '#src/services.ts'
import { runSeed } from './seed.ts'

/*
 * `npm run seed` (dist/seed.js, built apart from the server): with SEED=demo, the default
 * outside production, puts the demo content into a database that has none yet, once per
 * database. `npm start`, `npm run dev` and the end-to-end launcher run it before the server.
 * Its log goes to stderr; stdout gets only the demo logins that work, one per line, for the
 * start banner.
 */

// `.env` is read when present; real environment variables win.
try {
  process.loadEnvFile()
} catch {
  // no .env: nothing to read
}

let config: Config | undefined

async function main() {
  config = loadConfig()
  const log = pino({ level: config.logLevel }, pino.destination(2))
  if (config.seed !== 'demo') return
  const deps = await openServices(config, log)
  try {
    const { logins } = await runSeed(deps, log)
    for (const line of logins) console.log(line)
  } finally {
    await closeServices(deps)
  }
}

// The same one-line errors as the server's start (README "Start-up errors").
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
