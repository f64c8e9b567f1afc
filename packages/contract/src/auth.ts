import { z } from 'zod'
import { EmailSchema, GroupSchema, LanguageSchema } from './common.ts'

/** Paths of the session and account calls, spelt exactly as the web calls them. */
export const AuthPaths = {
  login: '/api/login/',
  currentGroup: (email: string) => `/api/user/current-group/${encodeURIComponent(email)}`,
  generateToken: '/api/generate-token/',
  register: '/api/register',
  check: '/api/check/',
  forceLogout: '/api/forcelogout/',
  logout: '/api/logout/',
  resetPassword: '/api/reset-password/',
  checkResetToken: (token: string) => `/api/check-reset-token/${encodeURIComponent(token)}`,
  reset: '/api/reset/',
  userPassword: '/api/user/password/',
  generatePrivateToken: '/api/generate-private-token/',
  /** POST {email, language?, next?}: a fresh verification link; always 200. */
  resendVerification: '/api/resend-verification',
} as const

export const NEXT_PATH_MAX = 1000

/**
 * A page of this site to return to after signing in: a path that starts with one "/".
 * "//host" and "/\host" are refused, since browsers read them as another site, and so is
 * any control character (browsers drop tabs and newlines, which could make "//" appear).
 */
export function isSafeNextPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= NEXT_PATH_MAX &&
    /^\/(?![/\\])/.test(value) &&
    ![...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
  )
}
export const NextPathSchema = z
  .string()
  .refine(isSafeNextPath, 'The page to return to must be a path of this site')

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `The password needs at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `The password may have at most ${PASSWORD_MAX} characters`)

/** Login never states password rules: a wrong password is just 'Invalid credentials'. */
export const LoginSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX),
})
export type LoginInput = z.infer<typeof LoginSchema>

export const LoginAnswerSchema = z.object({ message: z.literal('Success'), token: z.string() })
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>

export const CurrentGroupAnswerSchema = z.object({ group: GroupSchema })

export const AFFILIATE_CODE_MAX = 32

export const RegisterRequestSchema = z.object({
  name: z.string().trim().min(1).max(120),
  email: EmailSchema,
  password: PasswordSchema,
  usedAffiliateCode: z.string().trim().min(1).max(AFFILIATE_CODE_MAX),
  /** Language of the verification e-mail; defaults from Accept-Language. */
  language: LanguageSchema.optional(),
  /** The page to open after verifying and signing in; carried in the mailed link. */
  next: NextPathSchema.optional(),
})
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>

export const TokenBodySchema = z.object({ token: z.string().min(1).max(200) })

export const CheckAnswerSchema = z.object({
  message: z.literal('Success'),
  user: z.object({ email: z.string(), group: GroupSchema }),
})
export type CheckAnswer = z.infer<typeof CheckAnswerSchema>

export const ForceLogoutSchema = z.object({ email: z.string().max(254).nullish() }).nullish()

export const ResetPasswordRequestSchema = z.object({
  email: EmailSchema,
  language: LanguageSchema.optional(),
})

/** Asks for a new verification link; the answer is the same whether the account exists. */
export const ResendVerificationSchema = z.object({
  email: EmailSchema,
  language: LanguageSchema.optional(),
  next: NextPathSchema.optional(),
})
export type ResendVerificationRequest = z.infer<typeof ResendVerificationSchema>

export const ResetSchema = z.object({
  token: z.string().min(1).max(200),
  password: PasswordSchema,
})

export const ChangePasswordSchema = z.object({
  oldPassword: z.string().min(1).max(PASSWORD_MAX),
  newPassword: PasswordSchema,
})

export const PrivateTokenAnswerSchema = z.object({ token: z.string() })

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
