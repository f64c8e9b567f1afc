import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorSchema, SuccessSchema } from '@aula/contract/common'
import {
  AffiliateAnswerSchema,
  CfAnswerSchema,
  DocumentSideSchema,
  IbanAnswerSchema,
  ProfileMessages,
  ProfilePaths,
  UpdateCfSchema,
  UpdateIbanSchema,
  UpdateUserAnswerSchema,
  UpdateUserSchema,
  UserProfileAnswerSchema,
  WithdrawAnswerSchema,
  WithdrawRequestSchema,
  WithdrawalsAnswerSchema,
} from '@aula/contract/profile'
import { listOwnWithdrawals, requestWithdrawal } from '#src/features/affiliate/affiliate.service.ts'
import { RowIdSchema } from '#src/lib/params.ts'
import {
  DocumentSideError,
  documentNameOf,
  extensionOf,
  readDocumentUpload,
  type DocumentUpload,
} from './document-files.ts'
import {
  assertOwnEmail,
  getAffiliate,
  getProfile,
  readDocumentSide,
  saveDocument,
  saveTaxId,
  updateProfile,
  type ProfileDeps,
} from './profile.service.ts'

const errors = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
}

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

  app.get(
    ProfilePaths.user,
    {
      schema: { response: { 200: UserProfileAnswerSchema, ...errors } },
      preHandler: app.requireUser,
    },
    async (request) => ({ user: await getProfile(deps, request.user!.id) }),
  )

  app.put(
    ProfilePaths.user,
    {
      schema: { body: UpdateUserSchema, response: { 200: UpdateUserAnswerSchema, ...errors } },
      preHandler: app.requireUser,
    },
    async (request) => {
      const user = request.user!
      assertOwnEmail(user, request.body.email)
      const profile = await updateProfile(deps, user.id, request.body)
      return { message: 'Success' as const, user: profile }
    },
  )

  app.get(
    '/api/user/affiliate/:email',
    {
      schema: {
        params: z.object({ email: z.string().max(254) }),
        response: { 200: AffiliateAnswerSchema, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request) => getAffiliate(app.db, request.user!, request.params.email),
  )

  // The IBAN and the CF are parsed here rather than by the route schema, so that a bad one
  // gets its exact message. Request bodies are never logged (app.ts), and only the
  // sealed value reaches the database.
  app.put(
    ProfilePaths.iban,
    {
      schema: { response: { 200: IbanAnswerSchema, ...errors } },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const parsed = UpdateIbanSchema.safeParse(request.body)
      if (!parsed.success) {
        return refuseTaxId(reply, parsed.error.issues, 'iban', ProfileMessages.invalidIban)
      }
      const user = request.user!
      assertOwnEmail(user, parsed.data.email)
      await saveTaxId(deps, user.id, 'iban', parsed.data.iban)
      return { message: 'Success' as const, iban: parsed.data.iban }
    },
  )

  app.put(
    ProfilePaths.cf,
    {
      schema: { response: { 200: CfAnswerSchema, ...errors } },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const parsed = UpdateCfSchema.safeParse(request.body)
      if (!parsed.success) {
        return refuseTaxId(reply, parsed.error.issues, 'CF', ProfileMessages.invalidCf)
      }
      const user = request.user!
      assertOwnEmail(user, parsed.data.email)
      await saveTaxId(deps, user.id, 'cf', parsed.data.CF)
      return { message: 'Success' as const, CF: parsed.data.CF }
    },
  )

  app.get(
    ProfilePaths.withdrawals,
    {
      schema: { response: { 200: WithdrawalsAnswerSchema, ...errors } },
      preHandler: app.requireUser,
    },
    async (request) => ({ withdrawals: await listOwnWithdrawals(app.db, request.user!.id) }),
  )

  app.post(
    ProfilePaths.withdraw,
    {
      schema: { body: WithdrawRequestSchema, response: { 200: WithdrawAnswerSchema, ...errors } },
      preHandler: app.requireUser,
    },
    async (request) => {
      const user = request.user!
      assertOwnEmail(user, request.body?.email)
      return {
        message: 'Success' as const,
        newWithdrawal: await requestWithdrawal(app.db, user.id),
      }
    },
  )

  app.post(
    ProfilePaths.document,
    {
      schema: {
        response: { 200: SuccessSchema, ...errors, 413: ErrorSchema, 415: ErrorSchema },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const user = request.user!
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
      assertOwnEmail(user, upload.fields.email)
      await saveDocument(deps, user.id, upload.files, documentNameOf(upload.fields))
      return { message: 'Success' as const }
    },
  )

  app.get(
    '/api/document-file/:id/:side',
    {
      schema: {
        params: z.object({ id: RowIdSchema, side: DocumentSideSchema }),
        // No response schema: the answer is the file's bytes (errors are {message} all the same).
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
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
    },
  )
}

export default profileRoutes
