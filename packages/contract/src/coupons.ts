import { z } from './zod.ts'
import { SuccessSchema } from './common.ts'
import { endpoint, IdParamsSchema } from './endpoint.ts'
import { FormMessages, OptionalFormDateSchema, OptionalFormEurosSchema } from './admin-forms.ts'
import { CouponRoutes } from './routes/coupons.ts'

export { CouponPaths } from './routes/coupons.ts'

/*
 * Discount codes (docs/product.md#coupons): the admin writes them, a member types one at
 * checkout and the server takes its discount off what is charged now.
 */

export const CouponLimits = { code: 40, maxUses: 1_000_000 } as const

/** Messages both sides match: refusals at checkout (422) and the admin form's fields. */
export const CouponMessages = {
  unknown: 'This discount code does not exist',
  disabled: 'This discount code is no longer active',
  notYet: 'This discount code is not valid yet',
  expired: 'This discount code has expired',
  usedUp: 'This discount code has been used up',
  changed: 'This discount code has just changed: apply it again',
  notForItem: 'This discount code is not valid for this course',
  codeFormat: 'Use 3 to 40 letters, digits, hyphens or underscores',
  codeTaken: 'A discount code with this name already exists',
  percent: 'Enter a percentage from 1 to 100',
  amount: 'Enter an amount in euros above zero, such as 10 or 9.50',
  maxUses: 'Enter a whole number of uses, 1 or more, or leave it empty',
  untilBeforeFrom: 'The last valid day cannot be before the first',
  unknownItem: 'A chosen course no longer exists',
} as const

export const CouponKindSchema = z.enum(['percent', 'fixed'])
export type CouponKind = z.infer<typeof CouponKindSchema>

/** A code as the admin writes it; stored in capitals, so it is typed in any case. */
export const CouponCodeSchema = z
  .string({ error: FormMessages.required })
  .check(
    z.trim(),
    z.minLength(1, FormMessages.required),
    z.regex(/^[A-Za-z0-9_-]{3,40}$/, CouponMessages.codeFormat),
  )

/** A code typed at checkout: anything short; '' is no code. Unknown ones are refused (422). */
export const CouponCodeInputSchema = z.string().check(z.trim(), z.maxLength(CouponLimits.code))

/** An optional whole number typed in a field: blank is null. */
const optionalWholeText = (min: number, max: number, message: string) =>
  z.pipe(
    z.pipe(
      z.pipe(
        z.optional(z.string().check(z.trim())),
        z.transform((v) => v || undefined),
      ),
      z.optional(
        z.pipe(
          z.pipe(z.string().check(z.regex(/^\d{1,7}$/, message)), z.transform(Number)),
          z.number().check(z.int(), z.gte(min, message), z.lte(max, message)),
        ),
      ),
    ),
    z.transform((v) => v ?? null),
  )

const IdListSchema = z
  .array(z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)))
  .check(z.maxLength(500))

/**
 * The admin's form, as typed (numbers and dates as text, the same rules on both sides):
 * `percent` for a percentage code, `amount` in euros for a fixed one; the other is ignored.
 * Empty `courseIds` and `onlineCourseIds` make the code valid for everything.
 */
export const CouponInputSchema = z
  .object({
    code: CouponCodeSchema,
    kind: CouponKindSchema,
    percent: optionalWholeText(1, 100, CouponMessages.percent),
    amount: OptionalFormEurosSchema,
    validFrom: OptionalFormDateSchema,
    validUntil: OptionalFormDateSchema,
    maxUses: optionalWholeText(1, CouponLimits.maxUses, CouponMessages.maxUses),
    active: z.boolean(),
    courseIds: IdListSchema,
    onlineCourseIds: IdListSchema,
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.kind === 'percent' && value.percent === null) {
        ctx.addIssue({ code: 'custom', path: ['percent'], message: CouponMessages.percent })
      }
      if (value.kind === 'fixed' && (value.amount === null || value.amount <= 0)) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: CouponMessages.amount })
      }
      if (value.validFrom && value.validUntil && value.validUntil < value.validFrom) {
        ctx.addIssue({
          code: 'custom',
          path: ['validUntil'],
          message: CouponMessages.untilBeforeFrom,
        })
      }
    }),
  )
export type CouponInput = z.input<typeof CouponInputSchema>
export type CouponValues = z.output<typeof CouponInputSchema>

export const CouponSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: CouponKindSchema,
  percent: z.nullable(z.number()),
  /** Euros, for a fixed code. */
  amount: z.nullable(z.number()),
  validFrom: z.nullable(z.string()),
  validUntil: z.nullable(z.string()),
  maxUses: z.nullable(z.number()),
  active: z.boolean(),
  courseIds: z.array(z.number()),
  onlineCourseIds: z.array(z.number()),
  /** Paid orders that used it. */
  uses: z.number(),
  /** Checkouts open with it now, each holding a use until paid or expired. */
  held: z.number(),
})
export type Coupon = z.infer<typeof CouponSchema>

const ItemChoiceSchema = z.object({ id: z.number(), title: z.string() })

export const CouponsAnswerSchema = z.object({
  coupons: z.array(CouponSchema),
  /** What a code may be restricted to. */
  courses: z.array(ItemChoiceSchema),
  onlineCourses: z.array(ItemChoiceSchema),
})
export type CouponsAnswer = z.infer<typeof CouponsAnswerSchema>

export const CouponWriteAnswerSchema = z.object({
  message: z.literal('Success'),
  coupon: CouponSchema,
})
export type CouponWriteAnswer = z.infer<typeof CouponWriteAnswerSchema>

export const CouponPreviewSchema = z.object({
  code: CouponCodeInputSchema,
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
  type: z.enum(['physical', 'online']),
})
export type CouponPreview = z.input<typeof CouponPreviewSchema>

/** What the checkout would charge with the code, in euros. */
export const CouponPreviewAnswerSchema = z.object({
  code: z.string(),
  /** What is charged now without the code (the deposit, or the price). */
  listAmount: z.number(),
  discount: z.number(),
  /** What is charged now with the code. */
  amount: z.number(),
  charge: z.enum(['deposit', 'full']),
})
export type CouponPreviewAnswer = z.infer<typeof CouponPreviewAnswerSchema>

export const CouponEndpoints = {
  /** Every code, newest first, with its uses, and the items a code may be restricted to. */
  list: endpoint({ ...CouponRoutes.list, response: CouponsAnswerSchema }),
  /** A new code; 400 with errors[] for each field (a code already taken on `code`). */
  create: endpoint({
    ...CouponRoutes.create,
    body: CouponInputSchema,
    response: CouponWriteAnswerSchema,
  }),
  /** Edits a code (disabling it is `active: false`); 404 for an unknown id. */
  update: endpoint({
    ...CouponRoutes.update,
    params: IdParamsSchema,
    body: CouponInputSchema,
    response: CouponWriteAnswerSchema,
    errors: [404],
  }),
  /** Deletes a code; orders bought with it keep its text. */
  remove: endpoint({
    ...CouponRoutes.remove,
    params: IdParamsSchema,
    response: SuccessSchema,
    errors: [404],
  }),
  /**
   * The discount a code gives on an item's checkout, before paying; 422 with the reason a
   * code is refused, 404 for an unknown item; 30 a minute per address, so codes cannot be
   * guessed by trying them all.
   */
  preview: endpoint({
    ...CouponRoutes.preview,
    body: CouponPreviewSchema,
    response: CouponPreviewAnswerSchema,
    errors: [404, 422, 429],
  }),
}
