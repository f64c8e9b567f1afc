import { z } from './zod.ts'
import { SuccessSchema } from './common.ts'
import { endpoint } from './endpoint.ts'
import { CourseSchema } from './courses.ts'
import { OnlineCourseSchema } from './online-courses.ts'
import { CheckoutRoutes } from './routes/checkout.ts'
import { EditionIdBodySchema } from './editions.ts'
import { CouponCodeInputSchema } from './coupons.ts'

export { CheckoutPaths } from './routes/checkout.ts'

export const CheckoutMessages = {
  alreadyPurchased: 'Already purchased',
  /** A checkout paid for an item its buyer already had: that payment is refunded. */
  paidTwice: 'Already purchased: this payment is refunded',
  invalidCard: 'Invalid card data',
} as const

/** `physical` is an in-person course, `online` a video course. */
export const CheckoutTypeSchema = z.enum(['physical', 'online'])
export type CheckoutType = z.infer<typeof CheckoutTypeSchema>

/** 'free': an order a discount code covers entirely, fulfilled without a payment. */
export const PaymentProviderSchema = z.enum(['demo', 'sumup', 'free'])
export type PaymentProviderName = z.infer<typeof PaymentProviderSchema>

/** The id a provider gives a checkout: SumUp's are UUIDs; the demo's are similar. */
export const CheckoutIdSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(100))

export const CreateCheckoutSchema = z.object({
  /** Optional: when given it must be the caller's own (docs/product.md#roles). */
  email: z.optional(z.string().check(z.trim(), z.maxLength(254))),
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
  type: CheckoutTypeSchema,
  /** An in-person course with editions: the edition's id (docs/product.md#editions). */
  edition: z.optional(EditionIdBodySchema),
  /** A discount code (docs/product.md#coupons); '' or missing is none. */
  coupon: z.optional(CouponCodeInputSchema),
})
export type CreateCheckout = z.input<typeof CreateCheckoutSchema>

export const CreateCheckoutAnswerSchema = z.object({
  message: z.literal('Success'),
  /** The provider's checkout id: the card widget mounts on it. */
  id: z.string(),
  /** What is charged now, in euros. */
  amount: z.number().check(z.nonnegative()),
  currency: z.literal('EUR'),
  /** A deposit for an in-person course with one, else the full price. */
  charge: z.enum(['deposit', 'full']),
  /** For a deposit: what is left to pay on site, in euros; null otherwise. */
  balanceDue: z.nullable(z.number().check(z.nonnegative())),
  provider: PaymentProviderSchema,
  title: z.string(),
  type: CheckoutTypeSchema,
  /** With a discount code only: the code, what the charge was before it, and its discount. */
  coupon: z.optional(z.string()),
  listAmount: z.optional(z.number()),
  discount: z.optional(z.number()),
  /**
   * true when a discount code covered the whole payment: the order is already fulfilled
   * (the buyer enrolled), there is nothing to pay and `id` is the order's reference
   * (docs/product.md#coupons).
   */
  complete: z.optional(z.boolean()),
})
export type CreateCheckoutAnswer = z.infer<typeof CreateCheckoutAnswerSchema>

export const CheckoutStatusSchema = z.enum(['PAID', 'PENDING', 'FAILED'])
export type CheckoutStatus = z.infer<typeof CheckoutStatusSchema>

export const ConfirmCheckoutSchema = z.object({ id: CheckoutIdSchema })
export type ConfirmCheckout = z.input<typeof ConfirmCheckoutSchema>

export const ConfirmCheckoutAnswerSchema = z.object({
  message: z.literal('Success'),
  status: CheckoutStatusSchema,
})
export type ConfirmCheckoutAnswer = z.infer<typeof ConfirmCheckoutAnswerSchema>

/** The demo card form: a card number (spaces allowed), MM/YY and a CVC. */
export const DemoPaySchema = z.object({
  id: CheckoutIdSchema,
  cardNumber: z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(30)),
      z.transform((v) => v.replace(/[\s-]/g, '')),
    ),
    z.string().check(z.regex(/^\d{12,19}$/, 'Invalid card number')),
  ),
  expiry: z.string().check(z.trim(), z.regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, 'Use MM/YY')),
  cvc: z.string().check(z.trim(), z.regex(/^\d{3,4}$/, 'Invalid CVC')),
})
export type DemoPay = z.input<typeof DemoPaySchema>

/** What SumUp's widget hands its onResponse callback, reduced to the status. */
export const DemoPayAnswerSchema = z.object({ status: z.enum(['PAID', 'FAILED']) })
export type DemoPayAnswer = z.infer<typeof DemoPayAnswerSchema>

/** SumUp's webhook body: an event type and the checkout id; nothing else is trusted. */
export const CheckoutWebhookSchema = z.object({
  event_type: z.string().check(z.maxLength(100)),
  id: CheckoutIdSchema,
})

export const UserCoursesAnswerSchema = z.object({ courses: z.array(CourseSchema) })
export type UserCoursesAnswer = z.infer<typeof UserCoursesAnswerSchema>

export const UserOnlineCoursesAnswerSchema = z.object({ courses: z.array(OnlineCourseSchema) })
export type UserOnlineCoursesAnswer = z.infer<typeof UserOnlineCoursesAnswerSchema>

/**
 * Buying a course and reading what was bought (docs/product.md#payments): a checkout at the
 * payment provider, its confirmation by the buyer's page, the provider's webhook, the demo
 * provider's card form, and the lists of what the caller bought.
 */
export const CheckoutEndpoints = {
  /** A body's e-mail never chooses the buyer: only the caller's own is accepted (403). */
  create: endpoint({
    ...CheckoutRoutes.create,
    body: CreateCheckoutSchema,
    response: CreateCheckoutAnswerSchema,
    errors: [403, 404, 409, 422, 503],
  }),
  confirm: endpoint({
    ...CheckoutRoutes.confirm,
    body: ConfirmCheckoutSchema,
    response: ConfirmCheckoutAnswerSchema,
    errors: [403, 404, 409, 503],
  }),
  /**
   * Public: SumUp calls it. The body only names a checkout; its status is read from SumUp,
   * and the answer is the same for any id.
   */
  webhook: endpoint({
    ...CheckoutRoutes.webhook,
    body: CheckoutWebhookSchema,
    response: SuccessSchema,
  }),
  /** The card endpoint of the built-in demo provider (answers like SumUp's widget). */
  demoPay: endpoint({
    ...CheckoutRoutes.demoPay,
    body: DemoPaySchema,
    response: DemoPayAnswerSchema,
    errors: [403, 404, 409, 503],
  }),
  userCourses: endpoint({
    ...CheckoutRoutes.userCourses,
    response: UserCoursesAnswerSchema,
  }),
  userOnlineCourses: endpoint({
    ...CheckoutRoutes.userOnlineCourses,
    response: UserOnlineCoursesAnswerSchema,
  }),
}
