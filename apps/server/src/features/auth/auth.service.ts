import { hash, verify, type Options } from '@node-rs/argon2'
import type { Config } from '#src/config.ts'
import type { Db } from '#src/db/connect.ts'
import { isUniqueViolation } from '#src/db/constraint-errors.ts'
import { now } from '#src/lib/clock.ts'
import type { MailMessage, Mailer } from '#src/lib/mail.ts'
import { addMinutes, randomCode, randomToken } from '#src/lib/tokens.ts'
import { HttpError } from '#src/lib/http-error.ts'
import type { AfterAnswer } from './after-answer.ts'
import { checkedConsentVersion, recordConsents } from '#src/features/privacy/consents.service.ts'
import { resetMail, verificationMail } from './auth.mails.ts'
import {
  consumeToken,
  discardUserTokens,
  findUsableToken,
  insertOneTimeToken,
  revokeUserSessions,
} from './session.repository.ts'
import {
  findUserByAffiliateCode,
  findUserByEmail,
  findUserById,
  insertUser,
  updateUserById,
} from './user.repository.ts'

const VERIFY_HOURS = 48
const RESET_MINUTES = 60

/**
 * argon2id with the library's defaults (19 MiB, 2 passes), OWASP's recommended floor; test
 * runs may lower it (PASSWORD_HASH_COST=low, refused in production). A hash records its own
 * cost, so verifying works whatever the setting was when it was made.
 */
const HASH_COSTS: Record<Config['passwordHashCost'], Options> = {
  standard: {},
  low: { memoryCost: 1024, timeCost: 1 },
}
let hashOptions: Options = HASH_COSTS.standard

/** Set once at start from the configuration (services.ts). */
export function usePasswordHashCost(cost: Config['passwordHashCost']): void {
  hashOptions = HASH_COSTS[cost]
  dummyHash = null
}

export const hashPassword = (password: string) => hash(password, hashOptions)

// A fixed hash to verify against when the e-mail is unknown, so timing does not tell.
let dummyHash: Promise<string> | null = null
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('not-a-real-password')
    await verify(await dummyHash, password).catch(() => false)
    return false
  }
  return verify(stored, password).catch(() => false)
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/** A unique invite code for a new user; retried on the rare collision. */
export async function newAffiliateCode(db: Db): Promise<string> {
  for (let i = 0; i < 10; i++) {
    const code = randomCode(8)
    if (!(await findUserByAffiliateCode(db, code))) return code
  }
  throw new Error('could not find a free affiliate code')
}

/** Creates a verified account directly (admin bootstrap and demo seed). */
export async function createVerifiedUser(
  db: Db,
  input: {
    email: string
    name: string
    password: string
    group: 'user' | 'admin'
    language?: 'it' | 'en'
    referredBy?: { id: number; code: string }
    affiliateCode?: string
  },
): Promise<number> {
  const at = now()
  const row = await insertUser(db, {
    email: normalizeEmail(input.email),
    name: input.name,
    password_hash: await hashPassword(input.password),
    group: input.group,
    language: input.language ?? 'it',
    verified: 1,
    affiliate_code: input.affiliateCode ?? (await newAffiliateCode(db)),
    used_affiliate_code: input.referredBy?.code ?? null,
    referred_by_id: input.referredBy?.id ?? null,
    phone_number: null,
    address: null,
    iban_enc: null,
    cf_enc: null,
    doc_verified: 0,
    created_at: at,
    updated_at: at,
  })
  return row.id
}

/** The id of the account an e-mail names (in any case), or undefined. */
export async function accountIdByEmail(db: Db, email: string): Promise<number | undefined> {
  return (await findUserByEmail(db, email))?.id
}

/** ADMIN_EMAIL/ADMIN_PASSWORD: create this verified admin when nobody has that e-mail. */
export async function bootstrapAdmin(db: Db, admin: Config['admin']): Promise<boolean> {
  if (!admin) return false
  if (await findUserByEmail(db, admin.email)) return false
  try {
    await createVerifiedUser(db, {
      email: admin.email,
      name: 'Admin',
      password: admin.password,
      group: 'admin',
    })
  } catch (error) {
    // Several processes starting at once on one database: the first one created it.
    if (isUniqueViolation(error)) return false
    throw error
  }
  return true
}

interface MailContext {
  db: Db
  mail: Mailer
  config: Config
}

/** A mail server that fails is the outside world's fault: 503, and the person may retry. */
async function sendMail(ctx: MailContext, message: MailMessage): Promise<void> {
  try {
    await ctx.mail.send(message)
  } catch (cause) {
    throw new HttpError(503, 'The e-mail could not be sent: please try again later', { cause })
  }
}

/** The verification link, with the page to return to once signed in when there is one. */
function verificationUrl(config: Config, token: string, next?: string): string {
  const url = `${config.publicUrl}/verifica-registrazione/${token}`
  return next ? `${url}?${new URLSearchParams({ next }).toString()}` : url
}

export async function registerAccount(
  ctx: MailContext,
  input: {
    name: string
    email: string
    password: string
    usedAffiliateCode: string
    next?: string | undefined
    termsVersion?: string | undefined
    newsletterVersion?: string | undefined
  },
  language: 'it' | 'en',
): Promise<void> {
  const email = normalizeEmail(input.email)
  const referrer = await findUserByAffiliateCode(ctx.db, input.usedAffiliateCode)
  if (!referrer || referrer.verified !== 1) {
    throw new HttpError(400, 'Invalid invite code')
  }
  const existing = await findUserByEmail(ctx.db, email)
  if (existing && existing.verified === 1) throw new HttpError(409, 'Email già esistente')

  // The consents the form showed, checked before anything is written (docs/product.md#privacy).
  const termsVersion = await checkedConsentVersion(ctx.db, 'terms', input.termsVersion)
  const newsletterVersion =
    input.newsletterVersion === undefined
      ? undefined
      : await checkedConsentVersion(ctx.db, 'newsletter', input.newsletterVersion)

  const passwordHash = await hashPassword(input.password)
  const at = now()
  const token = randomToken()
  try {
    // The account, its link and the consents given with it: all or nothing.
    await ctx.db.transaction().execute(async (trx) => {
      let id: number
      if (existing) {
        // Never verified: whoever registers again gets a fresh link; only the mailbox owner
        // can open it, so nothing of an active account changes hands. Earlier links die, so
        // an old link can never activate the account with a password someone else set since.
        id = existing.id
        await discardUserTokens(trx, id, 'verify')
        await updateUserById(trx, id, {
          name: input.name,
          password_hash: passwordHash,
          language,
          used_affiliate_code: referrer.affiliate_code,
          referred_by_id: referrer.id,
          updated_at: at,
        })
      } else {
        id = (
          await insertUser(trx, {
            email,
            name: input.name,
            password_hash: passwordHash,
            group: 'user',
            language,
            verified: 0,
            affiliate_code: await newAffiliateCode(trx),
            used_affiliate_code: referrer.affiliate_code,
            referred_by_id: referrer.id,
            phone_number: null,
            address: null,
            iban_enc: null,
            cf_enc: null,
            doc_verified: 0,
            created_at: at,
            updated_at: at,
          })
        ).id
      }
      await insertOneTimeToken(trx, {
        userId: id,
        purpose: 'verify',
        token,
        expiresAt: addMinutes(new Date(), VERIFY_HOURS * 60),
      })
      await recordConsents(trx, { userId: id }, [
        { consent: 'terms', given: true, version: termsVersion, source: 'registration' },
        ...(newsletterVersion
          ? [
              {
                consent: 'newsletter' as const,
                given: true,
                version: newsletterVersion,
                source: 'registration' as const,
              },
            ]
          : []),
      ])
    })
  } catch (error) {
    // Two registrations of one e-mail at once: the unique key lets one through.
    if (!existing && (await findUserByEmail(ctx.db, email))) {
      throw new HttpError(409, 'Email già esistente')
    }
    throw error
  }
  await sendMail(
    ctx,
    verificationMail({
      to: email,
      name: input.name,
      lang: language,
      siteName: ctx.config.site.name,
      url: verificationUrl(ctx.config, token, input.next),
    }),
  )
}

export async function verifyAccount(db: Db, token: string): Promise<void> {
  const row = await findUsableToken(db, 'verify', token)
  if (!row || !(await consumeToken(db, row.id)))
    throw new HttpError(400, 'Invalid or expired token')
  await updateUserById(db, row.user_id, { verified: 1, updated_at: now() })
}

/**
 * For mails sent once the answer has left: `afterAnswer` runs them, so the answer's timing
 * never tells whether an account exists (see after-answer.ts).
 */
interface DeferredMailContext extends MailContext {
  afterAnswer: AfterAnswer
}

/**
 * A reset link for the account with that e-mail, if there is one. The answer does the same
 * work either way (one lookup and a fresh token); writing the token and the mail runs after
 * the answer, so the answer never tells whether an account exists.
 */
export async function requestPasswordReset(
  ctx: DeferredMailContext,
  emailInput: string,
  fallbackLanguage: 'it' | 'en',
): Promise<void> {
  const user = await findUserByEmail(ctx.db, emailInput)
  const token = randomToken()
  if (!user) return
  ctx.afterAnswer.run('password reset mail', async () => {
    await insertOneTimeToken(ctx.db, {
      userId: user.id,
      purpose: 'reset',
      token,
      expiresAt: addMinutes(new Date(), RESET_MINUTES),
    })
    await ctx.mail.send(
      resetMail({
        to: user.email,
        name: user.name,
        lang: user.language ?? fallbackLanguage,
        siteName: ctx.config.site.name,
        url: `${ctx.config.publicUrl}/reset-password/${token}`,
      }),
    )
  })
}

/**
 * A fresh verification link for an account that was registered and never verified; for an
 * unknown or already verified e-mail nothing is sent, with the same answer and timing.
 * Earlier links stay valid until they expire: they all verify the same account.
 */
export async function resendVerification(
  ctx: DeferredMailContext,
  input: { email: string; next?: string | undefined },
  fallbackLanguage: 'it' | 'en',
): Promise<void> {
  const user = await findUserByEmail(ctx.db, input.email)
  const token = randomToken()
  if (!user || user.verified === 1) return
  ctx.afterAnswer.run('verification mail', async () => {
    await insertOneTimeToken(ctx.db, {
      userId: user.id,
      purpose: 'verify',
      token,
      expiresAt: addMinutes(new Date(), VERIFY_HOURS * 60),
    })
    await ctx.mail.send(
      verificationMail({
        to: user.email,
        name: user.name,
        lang: user.language ?? fallbackLanguage,
        siteName: ctx.config.site.name,
        url: verificationUrl(ctx.config, token, input.next),
      }),
    )
  })
}

export async function checkResetToken(db: Db, token: string): Promise<void> {
  if (!(await findUsableToken(db, 'reset', token))) {
    throw new HttpError(400, 'Invalid or expired token')
  }
}

export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  const row = await findUsableToken(db, 'reset', token)
  if (!row) throw new HttpError(400, 'Invalid or expired token')
  const passwordHash = await hashPassword(password)
  if (!(await consumeToken(db, row.id))) throw new HttpError(400, 'Invalid or expired token')
  // Opening the mailed link proves the mailbox, so the account counts as verified.
  await updateUserById(db, row.user_id, {
    password_hash: passwordHash,
    verified: 1,
    updated_at: now(),
  })
  // Any other reset link mailed before is spent too: the password it would replace is gone.
  await discardUserTokens(db, row.user_id, 'reset')
  await revokeUserSessions(db, row.user_id)
}

export async function changePassword(
  db: Db,
  user: { id: number; sessionId: number },
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const row = await findUserById(db, user.id)
  if (!row || !(await verifyPassword(row.password_hash, oldPassword))) {
    throw new HttpError(400, 'Wrong current password')
  }
  await updateUserById(db, user.id, {
    password_hash: await hashPassword(newPassword),
    updated_at: now(),
  })
  await revokeUserSessions(db, user.id, user.sessionId)
}
