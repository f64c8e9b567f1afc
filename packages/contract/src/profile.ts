import { z } from './zod.ts'
import { GroupSchema, MAX_ROW_ID, SuccessSchema } from './common.ts'
import { RowIdParamSchema, endpoint } from './endpoint.ts'
import { DocumentStatusSchema, WithdrawalSchema } from './admin-clients.ts'
import { isValidCf, isValidIban, normalizeCf, normalizeIban } from './tax-ids.ts'
import { ProfileRoutes } from './routes/profile.ts'

export { ProfilePaths } from './routes/profile.ts'

/**
 * The member profile and the affiliate program (docs/product.md#affiliate,
 * #withdrawals), and the admin calls that decide withdrawals and documents
 * (admin-clients.ts, exported here too so one module names them all).
 * Every user call acts on the session's user: an `email` in a body or path is accepted
 * only when it is the caller's own (another's → 403; admins may read others').
 */
export * from './admin-clients.ts'

export const ProfileMessages = {
  noData: 'No data',
  insufficientBalance: 'Insufficient balance',
  invalidIban: 'Invalid IBAN',
  invalidCf: 'Invalid CF',
  /** A document or withdrawal that was decided already. */
  alreadyDecided: 'Already decided',
  /** A new document while one waits for a decision or is verified. */
  documentPending: 'Documents already sent',
  /** POST /api/document/ needs exactly two files, the front then the back. */
  twoFiles: 'Send the front and the back of the document',
  /** A side of a document over DOCUMENT_MAX_BYTES (413, errors[].path names the side). */
  documentTooLarge: 'File too large',
  /** A side that is neither an accepted image nor a PDF (415, errors[].path names the side). */
  documentWrongType: 'Only images (JPEG, PNG, WebP) or PDF files are accepted',
  /** A document name longer than DOCUMENT_NAME_MAX. */
  invalidDocumentName: 'Invalid document name',
  /** A reason given with an approval: a reason explains a rejection only. */
  reasonWithApproval: 'A reason is given only with a rejection',
  /** The paging parameters of the earnings history and of the withdrawals. */
  historyLimit: `limit must be a whole number from 1 to 100`,
  historyPage: 'page must be a whole number from 1 to 10000',
  historyBefore: 'before must be the id of an entry',
} as const

/** Entries or requests per page of the member's history: when not asked, and at most. */
export const HISTORY_LIMIT_DEFAULT = 20
export const HISTORY_LIMIT_MAX = 100
const HISTORY_PAGE_MAX = 10_000

const wholeNumber = (max: number, message: string) =>
  z
    .pipe(z.string({ error: message }).check(z.regex(/^\d{1,10}$/, message)), z.transform(Number))
    .check(z.refine((n) => n >= 1 && n <= max, message))

/** The longest name a member may give an uploaded document, in characters. */
export const DOCUMENT_NAME_MAX = 120

export const DocumentSideSchema = z.enum(['front', 'back'])
export type DocumentSide = z.infer<typeof DocumentSideSchema>

/** Each side of an identity document: an image (JPEG, PNG, WebP) or a PDF of at most 10 MB. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const

export const UserProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  phoneNumber: z.nullable(z.string()),
  address: z.nullable(z.string()),
  /** The member's own invite code: whoever registers with it is their referral. */
  affiliateCode: z.string(),
  /** The code this member registered with; null for the bootstrap admin. */
  usedAffiliateCode: z.nullable(z.string()),
  /** Available balance in euros: credited commissions past the hold, less reservations. */
  earnings: z.number(),
  /** Commissions still inside the refund hold (AFFILIATE_HOLD_DAYS), in euros. */
  pendingEarnings: z.number(),
  /** How many people registered with the member's code. */
  referrals: z.number().check(z.int(), z.nonnegative()),
  /** Decrypted for the owner only; null when not given yet. */
  iban: z.nullable(z.string()),
  CF: z.nullable(z.string()),
  /** The wire's spelling: true while an identity document waits for an admin. */
  veryfing: z.boolean(),
  docVerified: z.boolean(),
  group: GroupSchema,
  /**
   * The member's latest identity document and the admin's decision on it (the reason of a
   * rejection); null before the first upload.
   */
  document: z.nullable(
    z.object({
      status: DocumentStatusSchema,
      /** Why it was rejected; null when approved, pending or no reason was given. */
      reason: z.nullable(z.string()),
      /** ISO 8601. */
      uploadDate: z.string(),
    }),
  ),
})
export type UserProfile = z.infer<typeof UserProfileSchema>

export const UserProfileAnswerSchema = z.object({ user: UserProfileSchema })
export type UserProfileAnswer = z.infer<typeof UserProfileAnswerSchema>

const optionalText = (max: number) =>
  z.nullish(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(max)),
      z.transform((v) => (v === '' ? null : v)),
    ),
  )

/** PUT /api/user/: the personal data a member edits; the e-mail is shown, not edited. */
export const UpdateUserSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  phoneNumber: optionalText(40).check(
    z.refine((v) => v == null || /^\+?[\d\s().-]{6,40}$/.test(v), 'Invalid phone number'),
  ),
  address: optionalText(300),
  /** Accepted and ignored when it is the caller's own; another's → 403. */
  email: z.optional(z.string().check(z.trim(), z.maxLength(254))),
})
export type UpdateUser = z.input<typeof UpdateUserSchema>

/** PUT /api/user/ answers the profile as saved. */
export const UpdateUserAnswerSchema = z.object({
  message: z.literal('Success'),
  user: UserProfileSchema,
})
export type UpdateUserAnswer = z.infer<typeof UpdateUserAnswerSchema>

export const AffiliateAnswerSchema = z.object({
  affiliateCode: z.string(),
  usedAffiliateCode: z.nullable(z.string()),
  earnings: z.number(),
  pendingEarnings: z.number(),
  referrals: z.number().check(z.int(), z.nonnegative()),
})
export type AffiliateAnswer = z.infer<typeof AffiliateAnswerSchema>

export const LedgerEntryKindSchema = z.enum(['commission', 'reservation', 'release'])
export type LedgerEntryKind = z.infer<typeof LedgerEntryKindSchema>

/**
 * One entry of the member's earnings history: a commission for a purchase by someone they
 * invited, the reservation of a withdrawal request, or its release when it was rejected.
 */
export const LedgerEntrySchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  kind: LedgerEntryKindSchema,
  /** Euros: positive for a commission or a release, negative for a reservation. */
  amount: z.number(),
  /** ISO 8601: when it was written. */
  date: z.string(),
  /** ISO 8601: when a commission's refund hold ends; the entry's date for the others. */
  availableAt: z.string(),
  /** A commission still inside the refund hold. */
  onHold: z.boolean(),
})
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>

/** GET /api/user/earnings: one page of the history, newest first. */
export const EarningsQuerySchema = z.object({
  /** Entries per page: HISTORY_LIMIT_DEFAULT when not given. */
  limit: z.optional(wholeNumber(HISTORY_LIMIT_MAX, ProfileMessages.historyLimit)),
  /** The page after this one: the `next` of the previous answer; the newest without it. */
  before: z.optional(wholeNumber(MAX_ROW_ID, ProfileMessages.historyBefore)),
})
export type EarningsQuery = z.input<typeof EarningsQuerySchema>

/** The balances (as in the profile) and one page of the history. */
export const EarningsAnswerSchema = z.object({
  /** Available balance in euros. */
  earnings: z.number(),
  /** Commissions still inside the refund hold, in euros. */
  pendingEarnings: z.number(),
  entries: z.array(LedgerEntrySchema),
  /** The `before` of the next page; null when this page is the last. */
  next: z.nullable(z.number().check(z.int(), z.positive())),
})
export type EarningsAnswer = z.infer<typeof EarningsAnswerSchema>

export const UpdateIbanSchema = z.object({
  iban: z
    .pipe(z.string().check(z.maxLength(64)), z.transform(normalizeIban))
    .check(z.refine(isValidIban, ProfileMessages.invalidIban)),
  email: z.optional(z.string().check(z.trim(), z.maxLength(254))),
})
export type UpdateIban = z.input<typeof UpdateIbanSchema>

export const UpdateCfSchema = z.object({
  CF: z
    .pipe(z.string().check(z.maxLength(32)), z.transform(normalizeCf))
    .check(z.refine(isValidCf, ProfileMessages.invalidCf)),
  email: z.optional(z.string().check(z.trim(), z.maxLength(254))),
})
export type UpdateCf = z.input<typeof UpdateCfSchema>

export const IbanAnswerSchema = z.object({ message: z.literal('Success'), iban: z.string() })
export const CfAnswerSchema = z.object({ message: z.literal('Success'), CF: z.string() })

/** GET /api/withdrawals/: every request without parameters, one page with either. */
export const WithdrawalsQuerySchema = z.object({
  /** The page, from 1. */
  page: z.optional(wholeNumber(HISTORY_PAGE_MAX, ProfileMessages.historyPage)),
  /** Requests per page: HISTORY_LIMIT_DEFAULT when not given. */
  limit: z.optional(wholeNumber(HISTORY_LIMIT_MAX, ProfileMessages.historyLimit)),
})
export type WithdrawalsQuery = z.input<typeof WithdrawalsQuerySchema>

/** The requests, newest first; a page carries its paging facts too. */
export const WithdrawalsAnswerSchema = z.object({
  withdrawals: z.array(WithdrawalSchema),
  /** The page answered, from 1 (paged answers only). */
  page: z.optional(z.number().check(z.int(), z.positive())),
  /** The most requests a page holds. */
  pageSize: z.optional(z.number().check(z.int(), z.positive())),
  /** How many requests the member has made, on every page together. */
  total: z.optional(z.number().check(z.int(), z.nonnegative())),
  /** Whether a later page has requests. */
  hasMore: z.optional(z.boolean()),
})
export type WithdrawalsAnswer = z.infer<typeof WithdrawalsAnswerSchema>

export const WithdrawRequestSchema = z.nullish(
  z.object({ email: z.optional(z.string().check(z.trim(), z.maxLength(254))) }),
)
export const WithdrawAnswerSchema = z.object({
  message: z.literal('Success'),
  newWithdrawal: WithdrawalSchema,
})
export type WithdrawAnswer = z.infer<typeof WithdrawAnswerSchema>

/** The member area's calls, each for a signed-in user. */
export const ProfileEndpoints = {
  profile: endpoint({
    ...ProfileRoutes.profile,
    response: UserProfileAnswerSchema,
    errors: [404],
  }),
  /** {name, phoneNumber, address}; answers the profile as saved. */
  updateProfile: endpoint({
    ...ProfileRoutes.updateProfile,
    body: UpdateUserSchema,
    response: UpdateUserAnswerSchema,
    errors: [403, 404],
  }),
  /** Affiliate data of the user with that e-mail. */
  affiliate: endpoint({
    ...ProfileRoutes.affiliate,
    params: z.object({ email: z.string().check(z.maxLength(254)) }),
    response: AffiliateAnswerSchema,
    errors: [403, 404],
  }),
  /**
   * The user's balances and their earnings history, one page at a time, newest first
   * (docs/product.md#affiliate).
   */
  earnings: endpoint({
    ...ProfileRoutes.earnings,
    query: EarningsQuerySchema,
    response: EarningsAnswerSchema,
  }),
  /**
   * The user's own withdrawals, newest first: all of them without parameters (a member has
   * few: each one needs a balance and an admin's decision), one page with `page` or `limit`.
   */
  withdrawals: endpoint({
    ...ProfileRoutes.withdrawals,
    query: WithdrawalsQuerySchema,
    response: WithdrawalsAnswerSchema,
  }),
  /** {email?}: a withdrawal of the whole available balance. */
  withdraw: endpoint({
    ...ProfileRoutes.withdraw,
    body: WithdrawRequestSchema,
    response: WithdrawAnswerSchema,
    errors: [403, 404, 409],
  }),
  /**
   * {iban, email?}. The body is parsed by the handler, not the route, so that a bad IBAN is
   * answered with its own message ('Invalid IBAN').
   */
  iban: endpoint({
    ...ProfileRoutes.iban,
    handlerBody: UpdateIbanSchema,
    response: IbanAnswerSchema,
    errors: [400, 403, 404],
  }),
  /** {CF, email?}, parsed by the handler like the IBAN ('Invalid CF'). */
  cf: endpoint({
    ...ProfileRoutes.cf,
    handlerBody: UpdateCfSchema,
    response: CfAnswerSchema,
    errors: [400, 403, 404],
  }),
  /**
   * Multipart (email, name, document ×2: front then back). `name` says which document it
   * is (at most DOCUMENT_NAME_MAX characters); the admin sees it. A side too large (413) or
   * of the wrong type (415) is named in errors[].path.
   */
  document: endpoint({
    ...ProfileRoutes.document,
    response: SuccessSchema,
    errors: [400, 403, 404, 409, 413, 415],
  }),
  /**
   * One side of an identity document, decrypted: for its owner or an admin (every admin
   * view is written to the audit log). Answers the file's bytes.
   */
  documentFile: endpoint({
    ...ProfileRoutes.documentFile,
    params: z.object({ id: RowIdParamSchema, side: DocumentSideSchema }),
    errors: [403, 404],
  }),
}
