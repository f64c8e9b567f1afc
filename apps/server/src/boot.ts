import type { FastifyBaseLogger } from 'fastify'
import type { CoreDeps } from './plugins/external/core.ts'
import { bootstrapAdmin } from './features/auth/auth.service.ts'

export interface PreparedData {
  /** Lines for the start banner: only accounts that exist and sign in as shown. */
  logins: string[]
}

/**
 * What a start does to the data before serving: the ADMIN_EMAIL admin. The demo content is
 * not the server's: `npm run seed` (seed/main.ts) puts it in before the server starts, and
 * `npm start` adds the demo logins it prints to the banner.
 */
export async function prepareData(deps: CoreDeps, log: FastifyBaseLogger): Promise<PreparedData> {
  const { config, db } = deps
  if (await bootstrapAdmin(db, config.admin)) log.info(`admin ${config.admin!.email} created`)

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
  return { logins }
}
