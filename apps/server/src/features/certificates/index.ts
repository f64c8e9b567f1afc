import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CertificateEndpoints } from '@aula/contract/certificates'
import { addRoute } from '#src/lib/routes.ts'
import { limit } from '#src/plugins/external/security.ts'
import {
  certificateDownload,
  listMyCertificates,
  verifyCertificate,
  type CertificateDeps,
} from './certificates.service.ts'

/**
 * Certificates of completion (docs/product.md#certificates): the member's list and PDFs, and
 * the public check of a code, limited per address as the other lookups by a secret are.
 */
const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: CertificateDeps = { db: app.db, mail: app.mail, config: app.config }

  addRoute(app, CertificateEndpoints.mine, async (request) => ({
    certificates: await listMyCertificates(deps, request.user!),
  }))

  addRoute(app, CertificateEndpoints.pdf, async (request, reply) => {
    const { pdf, fileName } = await certificateDownload(deps, request.user!, request.params.code)
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf)
  })

  addRoute(
    app,
    CertificateEndpoints.verify,
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      return verifyCertificate(app.db, request.params.code)
    },
    { config: { rateLimit: limit(app.config.rateLimitMultiplier, 30, '1 minute') } },
  )
}

export default certificateRoutes
