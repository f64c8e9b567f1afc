import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PrivacyAdminEndpoints } from '@aula/contract/privacy'
import { addRoute } from '#src/lib/routes.ts'
import { savePolicy } from './policy.service.ts'

/** The admin writes the privacy policy page: only an admin's private token (docs/product.md#roles). */
const privacyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage, log: app.log }
  addRoute(app, PrivacyAdminEndpoints.savePolicy, async (request) =>
    savePolicy(deps, request.user!, request.body),
  )
}

export default privacyAdminRoutes
