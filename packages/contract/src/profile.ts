import { z } from 'zod'
import { BodyIdSchema, GroupSchema } from './common.ts'
import { isValidCf, isValidIban, normalizeCf, normalizeIban } from './tax-ids.ts'

/**
 * The member profile and the affiliate program (docs/product.md#affiliate,
 * #withdrawals), and the admin calls that decide withdrawals and documents.
 * Every user call acts on the session's user: an `email` in a body or path is accepted
 * only when it is the caller's own (another's → 403; admins may read others').
 */
export const ProfilePaths = {
  /** GET the profile, PUT {name, phoneNumber, address}: bearer session. */
  user: '/api/user/',
  /** GET affiliate data of the user with that e-mail: bearer session. */
  affiliate: (email: string) => `/api/user/affiliate/${encodeURIComponent(email)}`,
  /** GET the user's own withdrawals: bearer session. */
  withdrawals: '/api/withdrawals/',
  /** POST {email?}: request a withdrawal of the whole available balance: bearer session. */
  withdraw: '/api/withdraw',
  /** PUT {iban, email?}: bearer session. */
  iban: '/api/iban/',
  /** PUT {CF, email?}: bearer session. */
  cf: '/api/cf/',
  /**
   * POST multipart (email, name, document ×2: front then back): bearer session. `name` says
   * which document it is (at most DOCUMENT_NAME_MAX characters); the admin sees it.
   */
  document: '/api/document/',
  /**
   * GET one side of an identity document: the owner (bearer session) or an admin (bearer
   * session; every admin view is written to the audit log). Answers the decrypted file.
   */
  documentFile: (id: number, side: DocumentSide) => `/api/document-file/${id}/${side}`,
} as const

/** Admin calls of /visualizzaclienti: GETs take the admin's session, PUTs a private token. */
export const AdminClientPaths = {
  /** GET {withdrawals}: every request, newest first. */
  withdrawals: '/get/withdrawals/',
  /** PUT {status, id}: decide a request, once. */
  withdraw: '/api/withdraw/',
  /** GET {documents}: every identity document, pending ones first. */
  documents: '/api/documents/',
  /** PUT {id, status}: 1 approves, 0 rejects; once. */
  document: '/api/document/',
} as const

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
} as const

/** The longest reason an admin may give for a rejection, in characters. */
export const DECISION_REASON_MAX = 500

/** The longest name a member may give an uploaded document, in characters. */
export const DOCUMENT_NAME_MAX = 120

/**
 * Why an admin rejects a document or a withdrawal: optional plain text, shown to the member
 * and sent in the decision e-mail. Blank counts as none.
 */
export const DecisionReasonSchema = z
  .string()
  .trim()
  .max(DECISION_REASON_MAX)
  .nullish()
  .transform((v) => (v == null || v === '' ? null : v))

/** A withdrawal's status: the request waits, then an admin decides. */
export const WithdrawalStatusSchema = z.enum(['In attesa', 'Approvato', 'Rifiutato'])
export type WithdrawalStatus = z.infer<typeof WithdrawalStatusSchema>

/** What an admin may set a withdrawal to. */
export const WithdrawalDecisionSchema = z.enum(['Approvato', 'Rifiutato'])

/** An identity document's state: verified and rejected ones were decided by an admin. */
export const DocumentStatusSchema = z.enum(['pending', 'approved', 'rejected'])
export type DocumentStatus = z.infer<typeof DocumentStatusSchema>

export const DocumentSideSchema = z.enum(['front', 'back'])
export type DocumentSide = z.infer<typeof DocumentSideSchema>

/** Each side of an identity document: an image (JPEG, PNG, WebP) or a PDF of at most 10 MB. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const

export const UserProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  /** The member's own invite code: whoever registers with it is their referral. */
  affiliateCode: z.string(),
  /** The code this member registered with; null for the bootstrap admin. */
  usedAffiliateCode: z.string().nullable(),
  /** Available balance in euros: credited commissions past the hold, less reservations. */
  earnings: z.number(),
  /** Commissions still inside the refund hold (AFFILIATE_HOLD_DAYS), in euros. */
  pendingEarnings: z.number(),
  /** How many people registered with the member's code. */
  referrals: z.number().int().nonnegative(),
  /** Decrypted for the owner only; null when not given yet. */
  iban: z.string().nullable(),
  CF: z.string().nullable(),
  /** The wire's spelling: true while an identity document waits for an admin. */
  veryfing: z.boolean(),
  docVerified: z.boolean(),
  group: GroupSchema,
  /**
   * The member's latest identity document and the admin's decision on it (the reason of a
   * rejection); null before the first upload.
   */
  document: z
    .object({
      status: DocumentStatusSchema,
      /** Why it was rejected; null when approved, pending or no reason was given. */
      reason: z.string().nullable(),
      /** ISO 8601. */
      uploadDate: z.string(),
    })
    .nullable(),
})
export type UserProfile = z.infer<typeof UserProfileSchema>

export const UserProfileAnswerSchema = z.object({ user: UserProfileSchema })
export type UserProfileAnswer = z.infer<typeof UserProfileAnswerSchema>

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullish()

/** PUT /api/user/: the personal data a member edits; the e-mail is shown, not edited. */
export const UpdateUserSchema = z.object({
  name: z.string().trim().min(1).max(120),
  phoneNumber: optionalText(40).refine(
    (v) => v == null || /^\+?[\d\s().-]{6,40}$/.test(v),
    'Invalid phone number',
  ),
  address: optionalText(300),
  /** Accepted and ignored when it is the caller's own; another's → 403. */
  email: z.string().trim().max(254).optional(),
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
  usedAffiliateCode: z.string().nullable(),
  earnings: z.number(),
  pendingEarnings: z.number(),
  referrals: z.number().int().nonnegative(),
})
export type AffiliateAnswer = z.infer<typeof AffiliateAnswerSchema>

export const UpdateIbanSchema = z.object({
  iban: z
    .string()
    .max(64)
    .transform(normalizeIban)
    .refine(isValidIban, ProfileMessages.invalidIban),
  email: z.string().trim().max(254).optional(),
})
export type UpdateIban = z.input<typeof UpdateIbanSchema>

export const UpdateCfSchema = z.object({
  CF: z.string().max(32).transform(normalizeCf).refine(isValidCf, ProfileMessages.invalidCf),
  email: z.string().trim().max(254).optional(),
})
export type UpdateCf = z.input<typeof UpdateCfSchema>

export const IbanAnswerSchema = z.object({ message: z.literal('Success'), iban: z.string() })
export const CfAnswerSchema = z.object({ message: z.literal('Success'), CF: z.string() })

export const WithdrawalSchema = z.object({
  idWithdraw: z.number().int(),
  /** The member's name. */
  name: z.string(),
  /** Euros with 2 decimals; null shows as N/A. */
  amount: z.number().nullable(),
  /** ISO 8601. */
  requestDate: z.string(),
  status: WithdrawalStatusSchema,
  /** Why an admin rejected it; null otherwise or when no reason was given. */
  reason: z.string().nullable(),
})
export type Withdrawal = z.infer<typeof WithdrawalSchema>

export const WithdrawalsAnswerSchema = z.object({ withdrawals: z.array(WithdrawalSchema) })
export type WithdrawalsAnswer = z.infer<typeof WithdrawalsAnswerSchema>

export const WithdrawRequestSchema = z
  .object({ email: z.string().trim().max(254).optional() })
  .nullish()
export const WithdrawAnswerSchema = z.object({
  message: z.literal('Success'),
  newWithdrawal: WithdrawalSchema,
})
export type WithdrawAnswer = z.infer<typeof WithdrawAnswerSchema>

/**
 * Where to send a payout: the account holder (the member's name), the IBAN and the codice
 * fiscale, decrypted for the admin; each reveal is written to the audit log. A value that
 * cannot be read with the current data key is null.
 */
export const PayeeSchema = z.object({
  holder: z.string(),
  iban: z.string().nullable(),
  CF: z.string().nullable(),
})
export type Payee = z.infer<typeof PayeeSchema>

/**
 * The admin's list adds whose request it is and, while it waits, where to pay it (null once
 * decided).
 */
export const AdminWithdrawalSchema = WithdrawalSchema.extend({
  email: z.string(),
  payee: PayeeSchema.nullable(),
})
export type AdminWithdrawal = z.infer<typeof AdminWithdrawalSchema>
export const AdminWithdrawalsAnswerSchema = z.object({
  withdrawals: z.array(AdminWithdrawalSchema),
})

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
  idDoc: z.number().int(),
  /** The wire names it both ways. */
  idDocument: z.number().int(),
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
  documentName: z.string().nullable(),
  /** Why it was rejected; null otherwise or when no reason was given. */
  reason: z.string().nullable(),
})
export type AdminDocument = z.infer<typeof AdminDocumentSchema>
export const AdminDocumentsAnswerSchema = z.object({ documents: z.array(AdminDocumentSchema) })
export type AdminDocumentsAnswer = z.infer<typeof AdminDocumentsAnswerSchema>

/** 1 approves (docVerified), 0 rejects (the member may upload again). */
export const DecideDocumentSchema = z.object({
  id: BodyIdSchema,
  status: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).transform(Number),
  /** Only with 0 (a rejection). */
  reason: DecisionReasonSchema,
})
export type DecideDocument = z.input<typeof DecideDocumentSchema>
