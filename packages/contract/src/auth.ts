import { z } from './zod.ts'
import { EmailSchema, GroupSchema, LanguageSchema, SuccessSchema } from './common.ts'
import { endpoint } from './endpoint.ts'
import { AuthRoutes } from './routes/auth.ts'
import { ConsentVersionSchema } from './privacy.ts'

export { AuthPaths } from './routes/auth.ts'
import { isSafeNextPath, PASSWORD_MIN, PASSWORD_MAX } from './values/auth.ts'

export { NEXT_PATH_MAX, isSafeNextPath, PASSWORD_MIN, PASSWORD_MAX } from './values/auth.ts'

export const NextPathSchema = z
  .string()
  .check(z.refine(isSafeNextPath, 'The page to return to must be a path of this site'))

export const PasswordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN, `The password needs at least ${PASSWORD_MIN} characters`),
    z.maxLength(PASSWORD_MAX, `The password may have at most ${PASSWORD_MAX} characters`),
  )

/** Login never states password rules: a wrong password is just 'Invalid credentials'. */
export const LoginSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX)),
})
export type LoginInput = z.infer<typeof LoginSchema>

export const LoginAnswerSchema = z.object({ message: z.literal('Success'), token: z.string() })
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>

export const CurrentGroupAnswerSchema = z.object({ group: GroupSchema })

export const AFFILIATE_CODE_MAX = 32

export const RegisterRequestSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  email: EmailSchema,
  password: PasswordSchema,
  usedAffiliateCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(AFFILIATE_CODE_MAX)),
  /** Language of the verification e-mail; defaults from Accept-Language. */
  language: z.optional(LanguageSchema),
  /** The page to open after verifying and signing in; carried in the mailed link. */
  next: z.optional(NextPathSchema),
  /** The terms' version the form showed (docs/product.md#privacy); else the current one. */
  termsVersion: z.optional(ConsentVersionSchema),
  /** Present when the person also asked for the newsletter: the version of that text. */
  newsletterVersion: z.optional(ConsentVersionSchema),
})
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>

export const TokenBodySchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
})

export const CheckAnswerSchema = z.object({
  message: z.literal('Success'),
  user: z.object({ email: z.string(), group: GroupSchema }),
})
export type CheckAnswer = z.infer<typeof CheckAnswerSchema>

export const ForceLogoutSchema = z.nullish(
  z.object({ email: z.nullish(z.string().check(z.maxLength(254))) }),
)

export const ResetPasswordRequestSchema = z.object({
  email: EmailSchema,
  language: z.optional(LanguageSchema),
})

/** Asks for a new verification link; the answer is the same whether the account exists. */
export const ResendVerificationSchema = z.object({
  email: EmailSchema,
  language: z.optional(LanguageSchema),
  next: z.optional(NextPathSchema),
})
export type ResendVerificationRequest = z.infer<typeof ResendVerificationSchema>

export const ResetSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  password: PasswordSchema,
})

export const ChangePasswordSchema = z.object({
  oldPassword: z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX)),
  newPassword: PasswordSchema,
})

export const PrivateTokenAnswerSchema = z.object({ token: z.string() })

/**
 * Sign-in, registration, password reset and the caller's session (docs/product.md#sign-in).
 * The calls that take a password, a token or an e-mail are rate-limited per address (429).
 */
export const AuthEndpoints = {
  /**
   * Opens a session: the token in the answer (API clients) and in the httpOnly session
   * cookie (the browser). Wrong credentials are 401 whether or not the account exists; the
   * right password of an unverified account is 403 (AuthMessages.emailNotVerified).
   */
  login: endpoint({
    ...AuthRoutes.login,
    body: LoginSchema,
    response: LoginAnswerSchema,
    errors: [401, 403, 429],
  }),
  /** The group of the account with that e-mail: the caller's own, or anyone's for an admin. */
  currentGroup: endpoint({
    ...AuthRoutes.currentGroup,
    params: z.object({ email: z.string().check(z.maxLength(254)) }),
    response: CurrentGroupAnswerSchema,
    errors: [403, 404],
  }),
  /** Registers (or registers again, while unverified) and mails the verification link. */
  generateToken: endpoint({
    ...AuthRoutes.generateToken,
    body: RegisterRequestSchema,
    response: SuccessSchema,
    errors: [409, 429, 503],
  }),
  /** Confirms the account with the mailed token; does not sign in. */
  register: endpoint({
    ...AuthRoutes.register,
    body: TokenBodySchema,
    response: SuccessSchema,
    errors: [429],
  }),
  /** Who is signed in: the start-up check of the web. */
  check: endpoint({
    ...AuthRoutes.check,
    response: CheckAnswerSchema,
  }),
  /**
   * Ends the session the call is signed with (bearer, else cookie) and clears the cookie,
   * signed in or not; a cookie-signed call from another site is 403. An empty JSON body is
   * accepted.
   */
  forceLogout: endpoint({
    ...AuthRoutes.forceLogout,
    body: ForceLogoutSchema,
    response: SuccessSchema,
    errors: [403],
  }),
  /** As forceLogout, without a body. */
  logout: endpoint({
    ...AuthRoutes.logout,
    response: SuccessSchema,
    errors: [403],
  }),
  /** Mails a reset link when the account exists; the answer is the same either way. */
  resetPassword: endpoint({
    ...AuthRoutes.resetPassword,
    body: ResetPasswordRequestSchema,
    response: SuccessSchema,
    errors: [429],
  }),
  /** Whether a reset token can still be used. */
  checkResetToken: endpoint({
    ...AuthRoutes.checkResetToken,
    params: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }),
    response: SuccessSchema,
    errors: [429],
  }),
  /** Sets a new password with a reset token; every session of the account ends. */
  reset: endpoint({
    ...AuthRoutes.reset,
    body: ResetSchema,
    response: SuccessSchema,
    errors: [429],
  }),
  /** Changes the caller's password; their other sessions end. */
  userPassword: endpoint({
    ...AuthRoutes.userPassword,
    body: ChangePasswordSchema,
    response: SuccessSchema,
    errors: [429],
  }),
  /** A five-minute token for admin writes (docs/product.md#roles). */
  generatePrivateToken: endpoint({
    ...AuthRoutes.generatePrivateToken,
    response: PrivateTokenAnswerSchema,
  }),
  /**
   * A fresh verification link, limited per address and per e-mail; always 200 otherwise,
   * whether the account exists or not.
   */
  resendVerification: endpoint({
    ...AuthRoutes.resendVerification,
    body: ResendVerificationSchema,
    response: SuccessSchema,
    errors: [429],
  }),
}

/** Messages the server answers in this feature, so the web can match them exactly. */
export const AuthMessages = {
  invalidCredentials: 'Invalid credentials',
  /** The right password of an account whose e-mail was never confirmed (403). */
  emailNotVerified: 'Email not verified',
  emailExists: 'Email già esistente',
  invalidInvite: 'Invalid invite code',
  invalidToken: 'Invalid or expired token',
  wrongPassword: 'Wrong current password',
} as const
