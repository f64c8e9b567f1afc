import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PRIVACY_EXPORT_LIMITS, PrivacyEndpoints } from '@aula/contract/privacy'
import { subscribe, unsubscribeMember } from '#src/features/newsletter/newsletter.service.ts'
import { addRoute, publicRead } from '#src/lib/routes.ts'
import { clearSessionCookie } from '#src/plugins/app/session-cookie.ts'
import { limit } from '#src/plugins/external/security.ts'
import privacyAdminRoutes from './admin.ts'
import { checkedConsentVersion, listMemberConsents, recordConsents } from './consents.service.ts'
import { deleteOwnAccount } from './erasure.service.ts'
import { buildExportZip } from './export.service.ts'
import { getPolicy } from './policy.service.ts'

/**
 * Privacy (docs/product.md#privacy): the policy page, the member's consents, the download
 * of their data and the deletion of their account. Every member call acts on the session's
 * own account.
 */
const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const m = app.config.rateLimitMultiplier
  const log = app.log.child({ feature: 'privacy' })

  addRoute(app, publicRead(PrivacyEndpoints.policy), async () => getPolicy(app.db))

  addRoute(app, PrivacyEndpoints.consents, async (request) =>
    listMemberConsents(app.db, { userId: request.user!.id, email: request.user!.email }),
  )

  addRoute(
    app,
    PrivacyEndpoints.setConsent,
    async (request) => {
      const user = request.user!
      const { consent, given, version } = request.body
      if (consent === 'newsletter') {
        if (given) {
          // Double opt-in still: the member confirms from the mail, as any subscriber.
          await subscribe(
            { db: app.db, mail: app.mail, config: app.config },
            user.email,
            user.language,
            {
              version,
              source: 'profile',
              userId: user.id,
            },
          )
        } else {
          await unsubscribeMember(app.db, user)
        }
      } else {
        const checked = await checkedConsentVersion(app.db, consent, version)
        await recordConsents(app.db, { userId: user.id }, [
          { consent, given, version: checked, source: 'profile' },
        ])
      }
      return listMemberConsents(app.db, { userId: user.id, email: user.email })
    },
    { config: { rateLimit: limit(m, 30, '10 minutes') } },
  )

  addRoute(
    app,
    PrivacyEndpoints.exportData,
    async (request, reply) => {
      const zip = await buildExportZip(
        { db: app.db, storage: app.storage, dataKey: app.dataKey, log },
        request.user!.id,
      )
      const day = new Date().toISOString().slice(0, 10)
      return reply
        .header('content-type', 'application/zip')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="aula-my-data-${day}.zip"`)
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength))
    },
    {
      config: {
        rateLimit: {
          ...limit(m, PRIVACY_EXPORT_LIMITS.perDay, '1 day'),
          keyGenerator: (request) => `privacy-export:${request.user?.id ?? request.ip}`,
        },
      },
    },
  )

  addRoute(
    app,
    PrivacyEndpoints.deleteAccount,
    async (request, reply) => {
      await deleteOwnAccount(
        { db: app.db, storage: app.storage, log },
        request.user!,
        request.body.password,
      )
      clearSessionCookie(reply, app.sessionCookie)
      return { message: 'Success' as const }
    },
    { config: { rateLimit: limit(m, 10, '10 minutes') } },
  )

  await app.register(privacyAdminRoutes)
}

export default privacyRoutes
