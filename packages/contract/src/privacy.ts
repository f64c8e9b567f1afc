import { z } from './zod.ts'
import { SuccessSchema } from './common.ts'
import { endpoint } from './endpoint.ts'
import { PrivacyAdminRoutes, PrivacyRoutes } from './routes/privacy.ts'
import { CONSENT_KINDS, CONSENT_VERSION_PATTERN } from './values/privacy.ts'
import { PASSWORD_MAX } from './values/auth.ts'

export { PrivacyPaths } from './routes/privacy.ts'
export {
  CONSENT_KINDS,
  CONSENT_TEXT_REVISIONS,
  consentVersion,
  parseConsentVersion,
  PRIVACY_EXPORT_LIMITS,
  type ConsentKind,
} from './values/privacy.ts'

/*
 * Privacy (docs/product.md#privacy): the consents a person gave and withdrew, with the
 * version of the text they agreed to; the privacy policy page the admin writes; the
 * member's data download and the deletion of their account.
 */

export const ConsentKindSchema = z.enum(CONSENT_KINDS)

/** "newsletter@1/policy@3": the wording's revision and the privacy policy's version. */
export const ConsentVersionSchema = z
  .string()
  .check(z.maxLength(60), z.regex(CONSENT_VERSION_PATTERN, 'Unknown consent version'))

/** The privacy policy page: null content until the admin writes one (the built-in text). */
export const PrivacyPolicySchema = z.object({
  version: z.number(),
  updatedAt: z.nullable(z.string()),
  content: z.nullable(z.object({ it: z.string(), en: z.string() })),
})
export type PrivacyPolicy = z.infer<typeof PrivacyPolicySchema>

export const PrivacyPolicyLimits = { content: 200_000 } as const

const policyText = z
  .string()
  .check(z.trim(), z.minLength(1, 'Required'), z.maxLength(PrivacyPolicyLimits.content, 'Too long'))

/** Both languages of the page, as rich-text HTML the server sanitizes. */
export const SavePrivacyPolicySchema = z.object({ contentIt: policyText, contentEn: policyText })
export type SavePrivacyPolicyInput = z.input<typeof SavePrivacyPolicySchema>

export const ConsentEventSchema = z.object({
  consent: ConsentKindSchema,
  given: z.boolean(),
  version: z.string(),
  source: z.string(),
  at: z.string(),
})
export type ConsentEvent = z.infer<typeof ConsentEventSchema>

const ConsentStateSchema = z.nullable(
  z.object({ given: z.boolean(), version: z.string(), at: z.string() }),
)

/** The member's consents now (null: never asked) and their history, newest first. */
export const ConsentsAnswerSchema = z.object({
  current: z.object({
    terms: ConsentStateSchema,
    newsletter: ConsentStateSchema,
    marketing: ConsentStateSchema,
  }),
  history: z.array(ConsentEventSchema),
})
export type ConsentsAnswer = z.infer<typeof ConsentsAnswerSchema>

/** A member gives or withdraws their newsletter or marketing consent from the profile. */
export const SetConsentSchema = z.object({
  consent: z.enum(['newsletter', 'marketing']),
  given: z.boolean(),
  version: ConsentVersionSchema,
})
export type SetConsentInput = z.input<typeof SetConsentSchema>

export const DeleteAccountSchema = z.object({
  password: z.string().check(z.minLength(1, 'Required'), z.maxLength(PASSWORD_MAX)),
})
export type DeleteAccountInput = z.input<typeof DeleteAccountSchema>

/** Messages the server answers in this feature, so the web can match them exactly. */
export const PrivacyMessages = {
  unknownVersion: 'Unknown consent version',
  wrongPassword: 'Wrong password',
  adminCannotDelete: 'An admin account cannot be deleted this way',
  withdrawalPending: 'A withdrawal is waiting for a decision',
  exportTooLarge: 'Your files are too large to download at once: please write to us',
} as const

export const PrivacyEndpoints = {
  /** The privacy policy page's text and its version (the consents name it). */
  policy: endpoint({ ...PrivacyRoutes.policy, response: PrivacyPolicySchema }),
  /** The caller's consents and their history. */
  consents: endpoint({ ...PrivacyRoutes.consents, response: ConsentsAnswerSchema }),
  /**
   * Gives or withdraws the newsletter or marketing consent; the newsletter one also
   * subscribes (a confirmation mail) or unsubscribes the member's e-mail.
   */
  setConsent: endpoint({
    ...PrivacyRoutes.setConsent,
    body: SetConsentSchema,
    response: ConsentsAnswerSchema,
    errors: [429, 503],
  }),
  /**
   * A ZIP of everything the site holds about the caller (data.json and their identity
   * documents' files); a few a day.
   */
  exportData: endpoint({ ...PrivacyRoutes.exportData, errors: [413, 429] }),
  /**
   * Deletes the caller's account, confirmed by their password: personal data erased, the
   * records the law requires kept (docs/product.md#privacy). 400 for a wrong password, 403
   * for an admin, 409 while a withdrawal waits.
   */
  deleteAccount: endpoint({
    ...PrivacyRoutes.deleteAccount,
    body: DeleteAccountSchema,
    response: SuccessSchema,
    errors: [403, 409, 429],
  }),
}

export const PrivacyAdminEndpoints = {
  /** Saves a new version of the privacy policy page (both languages). */
  savePolicy: endpoint({
    ...PrivacyAdminRoutes.savePolicy,
    body: SavePrivacyPolicySchema,
    response: PrivacyPolicySchema,
  }),
}
