import { pino } from 'pino'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { closeServices, openServices } from './services.ts'
import { bootstrapAdmin } from './features/auth/auth.service.ts'
import { seedIfEmpty, DEMO_LOGINS } from './db/seed/seed.ts'

// `.env` is read when present (DESIGN §3); real environment variables win.
try {
  process.loadEnvFile()
} catch {
  // no .env: nothing to read
}

async function main() {
  let config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const log = pino({ level: config.logLevel })
  const deps = await openServices(config, log)
  if (await bootstrapAdmin(deps.db, config.admin)) log.info(`admin ${config.admin!.email} created`)
  const seeded = config.seed === 'demo' ? await seedIfEmpty(deps, log) : false

  const app = await buildApp(deps, { loggerInstance: log })
  await app.listen({ port: config.port, host: config.host })

  console.log(`\n  Aula is running at ${config.publicUrl}\n`)
  if (seeded || config.seed === 'demo') {
    console.log(`  Demo admin: ${DEMO_LOGINS.admin.email} / ${DEMO_LOGINS.admin.password}`)
    console.log(`  Demo user:  ${DEMO_LOGINS.user.email} / ${DEMO_LOGINS.user.password}\n`)
  }

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    log.info({ signal }, 'shutting down')
    await app.close()
    await closeServices(deps)
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
