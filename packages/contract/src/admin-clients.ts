import { z } from './zod.ts'
import { BodyIdSchema, SuccessSchema } from './common.ts'
import { endpoint } from './endpoint.ts'
import { PageQueryShape, PagingShape } from './list-query.ts'
import { AdminClientRoutes } from './routes/admin-clients.ts'

export { AdminClientPaths } from './routes/admin-clients.ts'

/**
 * The admin's client screen (/visualizzaclienti, docs/product.md#withdrawals): the
 * members' withdrawal requests and identity documents, and the admin's decisions on them.
 * '@aula/contract/profile' exports all of it too, with the member's side of the same rows.
 */

/** The longest reason an admin may give for a rejection, in characters. */
export const DECISION_REASON_MAX = 500

/**
 * Why an admin rejects a document or a withdrawal: optional plain text, shown to the member
 * and sent in the decision e-mail. Blank counts as none.
 */
export const DecisionReasonSchema = z.pipe(
  z.nullish(z.string().check(z.trim(), z.maxLength(DECISION_REASON_MAX))),
  z.transform((v) => (v == null || v === '' ? null : v)),
)

/** A withdrawal's status: the request waits, then an admin decides. */
export const WithdrawalStatusSchema = z.enum(['In attesa', 'Approvato', 'Rifiutato'])
export type WithdrawalStatus = z.infer<typeof WithdrawalStatusSchema>

/** What an admin may set a withdrawal to. */
export const WithdrawalDecisionSchema = z.enum(['Approvato', 'Rifiutato'])

/** An identity document's state: verified and rejected ones were decided by an admin. */
export const DocumentStatusSchema = z.enum(['pending', 'approved', 'rejected'])
export type DocumentStatus = z.infer<typeof DocumentStatusSchema>

export const WithdrawalSchema = z.object({
  idWithdraw: z.number().check(z.int()),
  /** The member's name. */
  name: z.string(),
  /** Euros with 2 decimals; null shows as N/A. */
  amount: z.nullable(z.number()),
  /** ISO 8601. */
  requestDate: z.string(),
  status: WithdrawalStatusSchema,
  /** Why an admin rejected it; null otherwise or when no reason was given. */
  reason: z.nullable(z.string()),
})
export type Withdrawal = z.infer<typeof WithdrawalSchema>

/**
 * Where to send a payout: the account holder (the member's name), the IBAN and the codice
 * fiscale, decrypted for the admin; each reveal is written to the audit log. A value that
 * cannot be read with the current data key is null.
 */
export const PayeeSchema = z.object({
  holder: z.string(),
  iban: z.nullable(z.string()),
  CF: z.nullable(z.string()),
})
export type Payee = z.infer<typeof PayeeSchema>

/**
 * The admin's list adds whose request it is and, while it waits, where to pay it (null once
 * decided).
 */
export const AdminWithdrawalSchema = z.extend(WithdrawalSchema, {
  email: z.string(),
  payee: z.nullable(PayeeSchema),
})
export type AdminWithdrawal = z.infer<typeof AdminWithdrawalSchema>
export const AdminWithdrawalsAnswerSchema = z.object({
  withdrawals: z.array(AdminWithdrawalSchema),
})

/**
 * The admin's lists grow with every member: without parameters they answer whole, as they
 * always did; with `page` or `limit` (at most LIST_LIMIT_MAX) one page, in the same order,
 * and the paging facts (docs/product.md#paged-lists).
 */
export const AdminListQuerySchema = z.object({
  page: PageQueryShape.page,
  limit: PageQueryShape.limit,
})
export type AdminListQuery = z.input<typeof AdminListQuerySchema>

export const AdminWithdrawalsPageAnswerSchema = z.object({
  withdrawals: z.array(AdminWithdrawalSchema),
  ...PagingShape,
})
export type AdminWithdrawalsPageAnswer = z.infer<typeof AdminWithdrawalsPageAnswerSchema>

export const DecideWithdrawalSchema = z.object({
  id: BodyIdSchema,
  status: WithdrawalDecisionSchema,
  /** Only with Rifiutato. */
  reason: DecisionReasonSchema,
})
export type DecideWithdrawal = z.input<typeof DecideWithdrawalSchema>
export const DecideWithdrawalAnswerSchema = z.object({
  message: z.literal('Success'),
  withdrawal: AdminWithdrawalSchema,
})

export const AdminDocumentSchema = z.object({
  idDoc: z.number().check(z.int()),
  /** The wire names it both ways. */
  idDocument: z.number().check(z.int()),
  name: z.string(),
  email: z.string(),
  /** true once approved. */
  valid: z.boolean(),
  status: DocumentStatusSchema,
  /** Comma-separated URLs of the front and the back (ProfilePaths.documentFile). */
  fileurl: z.string(),
  /** The type of each side, front first, so the viewer knows an image from a PDF. */
  types: z.array(z.string()),
  /** ISO 8601. */
  uploadDate: z.string(),
  /** Which document it is, as the member named it on upload; null when not given. */
  documentName: z.nullable(z.string()),
  /** Why it was rejected; null otherwise or when no reason was given. */
  reason: z.nullable(z.string()),
})
export type AdminDocument = z.infer<typeof AdminDocumentSchema>
export const AdminDocumentsAnswerSchema = z.object({ documents: z.array(AdminDocumentSchema) })
export type AdminDocumentsAnswer = z.infer<typeof AdminDocumentsAnswerSchema>
export const AdminDocumentsPageAnswerSchema = z.object({
  documents: z.array(AdminDocumentSchema),
  ...PagingShape,
})
export type AdminDocumentsPageAnswer = z.infer<typeof AdminDocumentsPageAnswerSchema>

/** 1 approves (docVerified), 0 rejects (the member may upload again). */
export const DecideDocumentSchema = z.object({
  id: BodyIdSchema,
  status: z.pipe(
    z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]),
    z.transform(Number),
  ),
  /** Only with 0 (a rejection). */
  reason: DecisionReasonSchema,
})
export type DecideDocument = z.input<typeof DecideDocumentSchema>

/** The lists take the admin's session; the decisions are admin writes (private token). */
export const AdminClientEndpoints = {
  /** Every withdrawal request, newest first; a waiting one says where to pay it (audited). */
  withdrawals: endpoint({
    ...AdminClientRoutes.withdrawals,
    response: AdminWithdrawalsAnswerSchema,
  }),
  /** The same address with `page` or `limit`: one page of the requests, newest first. */
  withdrawalsPage: endpoint({
    ...AdminClientRoutes.withdrawalsPage,
    query: AdminListQuerySchema,
    response: AdminWithdrawalsPageAnswerSchema,
  }),
  /** Decides a request, once (409 after). */
  decideWithdrawal: endpoint({
    ...AdminClientRoutes.decideWithdrawal,
    body: DecideWithdrawalSchema,
    response: DecideWithdrawalAnswerSchema,
    errors: [404, 409],
  }),
  /** Every identity document, pending ones first. */
  documents: endpoint({
    ...AdminClientRoutes.documents,
    response: AdminDocumentsAnswerSchema,
  }),
  /** The same address with `page` or `limit`: one page of the documents, pending first. */
  documentsPage: endpoint({
    ...AdminClientRoutes.documentsPage,
    query: AdminListQuerySchema,
    response: AdminDocumentsPageAnswerSchema,
  }),
  /** 1 approves, 0 rejects; once (409 after). */
  decideDocument: endpoint({
    ...AdminClientRoutes.decideDocument,
    body: DecideDocumentSchema,
    response: SuccessSchema,
    errors: [404, 409],
  }),
}
