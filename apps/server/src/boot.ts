import type { FastifyBaseLogger } from 'fastify'
import type { CoreDeps } from './plugins/external/core.ts'
import { bootstrapAdmin } from './features/auth/auth.service.ts'
import { seedIfEmpty, workingDemoLogins } from './db/seed/seed.ts'

export interface PreparedData {
  /** Whether the demo content was seeded by this start. */
  seeded: boolean
  /** Lines for the start banner: only accounts that exist and sign in as shown. */
  logins: string[]
}

/**
 * What a start does to the data before serving: the ADMIN_EMAIL admin, then (SEED=demo)
 * the demo content when the database has none, whoever has an account already.
 */
export async function prepareData(deps: CoreDeps, log: FastifyBaseLogger): Promise<PreparedData> {
  const { config, db } = deps
  if (await bootstrapAdmin(db, config.admin)) log.info(`admin ${config.admin!.email} created`)
  const seeded = config.seed === 'demo' ? await seedIfEmpty(deps, log) : false

  const logins: string[] = []
  if (config.admin) {
    const admin = await db
      .selectFrom('app_user')
      .select('group')
      .where('email', '=', config.admin.email)
      .executeTakeFirst()
    if (admin?.group === 'admin') {
      logins.push(`Admin:      ${config.admin.email}`)
    } else {
      log.warn(`ADMIN_EMAIL ${config.admin.email} belongs to an account that is not an admin`)
    }
  }
  if (config.seed === 'demo') {
    for (const login of await workingDemoLogins(db)) {
      const label = login.role === 'admin' ? 'Demo admin:' : 'Demo user: '
      logins.push(`${label} ${login.email} / ${login.password}`)
    }
  }
  return { seeded, logins }
}
