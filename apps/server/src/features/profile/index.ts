import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import {
  ProfileEndpoints,
  ProfileMessages,
  UpdateCfSchema,
  UpdateIbanSchema,
} from '@aula/contract/profile'
import { getEarnings, listOwnWithdrawals } from '#src/features/affiliate/affiliate.service.ts'
import { addRoute } from '#src/lib/routes.ts'
import {
  DocumentSideError,
  extensionOf,
  readDocumentUpload,
  type DocumentUpload,
} from './document-files.ts'
import {
  getAffiliate,
  getProfile,
  readDocumentSide,
  requestOwnWithdrawal,
  saveDocument,
  saveTaxId,
  updateProfile,
  type ProfileDeps,
} from './profile.service.ts'

/**
 * Answers a bad IBAN or CF body with the literal message ('Invalid IBAN', 'Invalid CF')
 * and the failing fields. The value itself is never echoed nor logged.
 */
function refuseTaxId(
  reply: FastifyReply,
  issues: readonly z.core.$ZodIssue[],
  field: string,
  message: string,
) {
  const errors = issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }))
  const aboutField = errors.some((e) => e.path === field || e.path === '')
  return reply.code(400).send({
    message: aboutField
      ? message
      : `Invalid body: ${errors[0]?.path ?? ''} ${errors[0]?.message ?? ''}`.trim(),
    errors,
  })
}

/**
 * The member area (docs/product.md#affiliate, #withdrawals): the profile, the affiliate
 * balance, IBAN and tax code for payouts, withdrawal requests and the identity document.
 * Every call acts on the session's user; an e-mail in a body or path is only a check.
 */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ProfileDeps = {
    db: app.db,
    storage: app.storage,
    dataKey: app.dataKey,
    log: app.log.child({ feature: 'profile' }),
    mail: app.mail,
    config: app.config,
  }

  addRoute(app, ProfileEndpoints.profile, async (request) => ({
    user: await getProfile(deps, request.user!.id),
  }))

  addRoute(app, ProfileEndpoints.updateProfile, async (request) => {
    const profile = await updateProfile(deps, request.user!, request.body)
    return { message: 'Success' as const, user: profile }
  })

  addRoute(app, ProfileEndpoints.affiliate, async (request) =>
    getAffiliate(app.db, request.user!, request.params.email),
  )

  // The IBAN and the CF are parsed here rather than by the route schema, so that a bad one
  // gets its exact message. Request bodies are never logged (app.ts), and only the
  // sealed value reaches the database.
  addRoute(app, ProfileEndpoints.iban, async (request, reply) => {
    const parsed = UpdateIbanSchema.safeParse(request.body)
    if (!parsed.success) {
      return refuseTaxId(reply, parsed.error.issues, 'iban', ProfileMessages.invalidIban)
    }
    await saveTaxId(deps, request.user!, 'iban', parsed.data.iban, parsed.data.email)
    return { message: 'Success' as const, iban: parsed.data.iban }
  })

  addRoute(app, ProfileEndpoints.cf, async (request, reply) => {
    const parsed = UpdateCfSchema.safeParse(request.body)
    if (!parsed.success) {
      return refuseTaxId(reply, parsed.error.issues, 'CF', ProfileMessages.invalidCf)
    }
    await saveTaxId(deps, request.user!, 'cf', parsed.data.CF, parsed.data.email)
    return { message: 'Success' as const, CF: parsed.data.CF }
  })

  addRoute(app, ProfileEndpoints.earnings, async (request) =>
    getEarnings(app.db, request.user!.id, request.query),
  )

  addRoute(app, ProfileEndpoints.withdrawals, async (request) =>
    listOwnWithdrawals(app.db, request.user!.id, request.query),
  )

  addRoute(app, ProfileEndpoints.withdraw, async (request) => {
    return {
      message: 'Success' as const,
      newWithdrawal: await requestOwnWithdrawal(deps, request.user!, request.body?.email),
    }
  })

  // Multipart: the files are read here, as they stream in, not by the route schema.
  addRoute(app, ProfileEndpoints.document, async (request, reply) => {
    let upload: DocumentUpload
    try {
      upload = await readDocumentUpload(request)
    } catch (error) {
      // A side too large or of the wrong type: say which, so the form marks that file.
      if (!(error instanceof DocumentSideError)) throw error
      return reply.code(error.statusCode).send({
        message: error.message,
        errors: [{ path: error.side, message: error.message }],
      })
    }
    await saveDocument(deps, request.user!, upload)
    return { message: 'Success' as const }
  })

  // The answer is the file's bytes, sent on the reply; errors are {message}.
  addRoute(app, ProfileEndpoints.documentFile, async (request, reply) => {
    const { id, side } = request.params
    const file = await readDocumentSide(deps, request.user!, id, side)
    return reply
      .header('content-type', file.mime)
      .header('cache-control', 'private, no-store')
      .header(
        'content-disposition',
        `inline; filename="document-${id}-${side}.${extensionOf(file.mime)}"`,
      )
      .send(file.bytes)
  })
}

export default profileRoutes
