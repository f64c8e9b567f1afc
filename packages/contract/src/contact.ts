import { z } from './zod.ts'
import { SuccessSchema } from './common.ts'
import { endpoint } from './endpoint.ts'
import { ContactRoutes } from './routes/contact.ts'

export { ContactPaths } from './routes/contact.ts'

/** Field limits the server enforces; the web forms use the same numbers. */
export const ContactLimits = {
  name: 120,
  surname: 120,
  email: 254,
  phone: 30,
  city: 120,
  interestedIn: 200,
  objective: 1000,
  message: 5000,
  /** Budget in whole euros. */
  spendingMax: 10_000_000,
  /** Age range of a person asking for information, in whole years. */
  ageMin: 14,
  ageMax: 110,
} as const

export const GENDERS = ['uomo', 'donna', 'altro'] as const
export const GenderSchema = z.enum(GENDERS)
export type Gender = z.infer<typeof GenderSchema>

export const WORK_STATUSES = ['lavoratore', 'disoccupato'] as const
export const WorkStatusSchema = z.enum(WORK_STATUSES)
export type WorkStatus = z.infer<typeof WorkStatusSchema>

/** Messages the server puts in errors[] for these forms, so the web can match them. */
export const ContactMessages = {
  acceptTerms: 'You must accept the terms and conditions.',
  phone: 'Enter a valid phone number',
  birthDate: 'Enter a real date of birth (YYYY-MM-DD)',
  spending: 'Enter the budget as a whole number of euros',
} as const

const text = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(max))

const contactEmail = z.pipe(
  z.string().check(z.trim()),
  z.email().check(z.maxLength(ContactLimits.email)),
)

/** Digits, spaces, an optional leading +, and the separators people type: ( ) . - / */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ().\-/]*[0-9]$/

/** A phone number as people write it: 6 to 15 digits (E.164's maximum), 30 characters at most. */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length
  return PHONE_PATTERN.test(value) && digits >= 6 && digits <= 15
}

export const PhoneSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Required'),
    z.maxLength(ContactLimits.phone),
    z.refine(isPhoneNumber, ContactMessages.phone),
  )

/** 'YYYY-MM-DD' of a real calendar day (no 2001-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** Whole years between a 'YYYY-MM-DD' birth date and today's date (UTC). */
export function ageOn(birthDate: string, today: Date = new Date()): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number]
  const ty = today.getUTCFullYear()
  const tm = today.getUTCMonth() + 1
  const td = today.getUTCDate()
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0)
}

/** A real past date of birth of someone aged 14 to 110. */
export function isPlausibleBirthDate(value: string, today: Date = new Date()): boolean {
  if (!isCalendarDate(value)) return false
  const age = ageOn(value, today)
  return age >= ContactLimits.ageMin && age <= ContactLimits.ageMax
}

export const BirthDateSchema = z.string().check(
  z.trim(),
  z.refine((v) => isPlausibleBirthDate(v), ContactMessages.birthDate),
)

/** The budget in whole euros; a form's numeric string ("1500") is accepted too. */
export const SpendingSchema = z.pipe(
  z.union(
    [z.number(), z.pipe(z.string().check(z.trim(), z.regex(/^\d{1,9}$/)), z.transform(Number))],
    { error: ContactMessages.spending },
  ),
  z
    .number({ error: ContactMessages.spending })
    .check(
      z.int(ContactMessages.spending),
      z.gte(0, ContactMessages.spending),
      z.lte(ContactLimits.spendingMax),
    ),
)

/** POST /api/contact/: variant A of the contact form, every field required. */
export const ContactMessageSchema = z.object({
  name: text(ContactLimits.name),
  email: contactEmail,
  phoneNumber: PhoneSchema,
  gender: GenderSchema,
  statoLavorativo: WorkStatusSchema,
  message: text(ContactLimits.message),
})
export type ContactMessageInput = z.input<typeof ContactMessageSchema>
export type ContactMessage = z.output<typeof ContactMessageSchema>

/**
 * POST /api/module/ (bearer optional): variant B, the information request. Unlike the old
 * site, the surname is sent and stored. accept_terms must be true.
 */
export const InformationRequestSchema = z.object({
  name: text(ContactLimits.name),
  surname: text(ContactLimits.surname),
  email: contactEmail,
  birth_date: BirthDateSchema,
  city: text(ContactLimits.city),
  phonenumber: PhoneSchema,
  interested_in: text(ContactLimits.interestedIn),
  objective: text(ContactLimits.objective),
  spending: SpendingSchema,
  message: text(ContactLimits.message),
  accept_terms: z.literal(true, { error: ContactMessages.acceptTerms }),
})
export type InformationRequestInput = z.input<typeof InformationRequestSchema>
export type InformationRequest = z.output<typeof InformationRequestSchema>

/** Both calls answer 200 {message:'Success'} (SuccessSchema of ./common). */

/**
 * What a visitor sends to the school: the contact form (form A) and the information request
 * (form B). Both are rate-limited per address (429).
 */
export const ContactEndpoints = {
  contact: endpoint({
    ...ContactRoutes.contact,
    body: ContactMessageSchema,
    response: SuccessSchema,
    errors: [429],
  }),
  /**
   * The web sends the session token when there is one, so the school sees which account
   * asked; a missing or stale token is no reason to lose the request.
   */
  module: endpoint({
    ...ContactRoutes.module,
    body: InformationRequestSchema,
    response: SuccessSchema,
    errors: [429],
  }),
}
