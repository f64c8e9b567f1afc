import { z } from './zod.ts'
import { BodyIdSchema, SuccessSchema } from './common.ts'
import { endpoint } from './endpoint.ts'
import { PageQueryShape, PagingShape } from './list-query.ts'
import { InboxRoutes, AdminRoutes } from './routes/admin.ts'

export { AdminPaths } from './routes/admin.ts'

export const InboxKindSchema = z.enum(['contact', 'request'])
export type InboxKind = z.infer<typeof InboxKindSchema>

/** A message of the contact form (docs/product.md#content). */
export const ContactMessageSchema = z.object({
  kind: z.literal('contact'),
  id: z.number().check(z.int(), z.positive()),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  gender: z.string(),
  statoLavorativo: z.string(),
  message: z.string(),
  read: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
})
export type ContactMessage = z.infer<typeof ContactMessageSchema>

/** An information request of /modulo (docs/product.md#content). */
export const InformationRequestSchema = z.object({
  kind: z.literal('request'),
  id: z.number().check(z.int(), z.positive()),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  birth_date: z.string(),
  city: z.string(),
  phonenumber: z.string(),
  interested_in: z.string(),
  objective: z.string(),
  /** Budget in whole euros. */
  spending: z.number(),
  message: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
})
export type InformationRequest = z.infer<typeof InformationRequestSchema>

export const InboxAnswerSchema = z.object({
  contacts: z.array(ContactMessageSchema),
  requests: z.array(InformationRequestSchema),
  /** How many of each are unread. */
  unread: z.object({ contacts: z.number().check(z.int()), requests: z.number().check(z.int()) }),
})
export type InboxAnswer = z.infer<typeof InboxAnswerSchema>

export const InboxMessages = {
  kind: "kind must be 'contact' or 'request'",
} as const

/**
 * GET /api/admin/inbox's optional page (docs/product.md#paged-lists): `kind` picks the list
 * (contact messages unless it says 'request'), `page` and `limit` its page.
 */
export const InboxQuerySchema = z.object({
  kind: z.optional(z.enum(['contact', 'request'], { error: InboxMessages.kind })),
  page: PageQueryShape.page,
  limit: PageQueryShape.limit,
})
export type InboxQuery = z.input<typeof InboxQuerySchema>

/**
 * Asked for a page: `kind` says which list it is, and that page, newest first, sits under
 * the list's own key (`contacts` or `requests`; the other key is absent). `unread` counts
 * both lists whole, as in the whole answer; the paging facts count the list asked for.
 */
export const InboxPageAnswerSchema = z.object({
  kind: InboxKindSchema,
  contacts: z.optional(z.array(ContactMessageSchema)),
  requests: z.optional(z.array(InformationRequestSchema)),
  unread: InboxAnswerSchema.shape.unread,
  ...PagingShape,
})
export type InboxPageAnswer = z.infer<typeof InboxPageAnswerSchema>

export const InboxReadSchema = z.object({
  kind: InboxKindSchema,
  id: BodyIdSchema,
  read: z.boolean(),
})
export type InboxRead = z.input<typeof InboxReadSchema>

/**
 * The admin's inbox: the messages are read with the admin's session; marking one read or
 * unread is an admin write (private token), like every other change.
 */
export const InboxEndpoints = {
  /** Contact messages and information requests, newest first. */
  list: endpoint({
    ...InboxRoutes.list,
    response: InboxAnswerSchema,
  }),
  /** The same address with a page: one page of one of the two lists. */
  page: endpoint({
    ...InboxRoutes.page,
    query: InboxQuerySchema,
    response: InboxPageAnswerSchema,
  }),
  /** Marks one message read or unread. */
  markRead: endpoint({
    ...InboxRoutes.markRead,
    body: InboxReadSchema,
    response: SuccessSchema,
    errors: [404],
  }),
}

/** One paid order: who bought what, when, for how much. */
export const PaidCourseSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  type: z.enum(['course', 'onlinecourse']),
  title: z.string(),
  /** Euros with 2 decimals. */
  amount: z.number(),
  /** 'deposit' when an in-person course's deposit was charged, else 'full'. */
  charge: z.enum(['deposit', 'full']),
  /** ISO 8601. */
  paidAt: z.string(),
  /**
   * Null for a sale. For a duplicate (paid for an item its buyer already had) the money is
   * to refund: requestedAt is when the refund was asked of the payment provider, null while
   * it has not been accepted (refund it from the provider's dashboard).
   */
  refund: z.nullable(z.object({ requestedAt: z.nullable(z.string()) })),
  /** Only for an order bought with a discount code: the code and its discount in euros. */
  coupon: z.optional(z.object({ code: z.string(), discount: z.number() })),
  /**
   * Its numbered receipt (docs/product.md#receipts): the id for its PDF
   * (`GET /api/receipts/{id}/pdf`) and the number, as `2026/000123`. Missing for an order
   * without one: a duplicate refunded, a free order.
   */
  receipt: z.optional(z.object({ id: z.number(), number: z.string() })),
})
export type PaidCourse = z.infer<typeof PaidCourseSchema>

/** GET /api/paidcourses/: newest first, with the total of the sales (duplicates apart). */
export const PaidCoursesAnswerSchema = z.object({
  data: z.array(PaidCourseSchema),
  total: z.number(),
})
export type PaidCoursesAnswer = z.infer<typeof PaidCoursesAnswerSchema>

/** GET /api/paidcourses/'s optional page (docs/product.md#paged-lists). */
export const PaidCoursesQuerySchema = z.object({
  page: PageQueryShape.page,
  limit: PageQueryShape.limit,
})
export type PaidCoursesQuery = z.input<typeof PaidCoursesQuerySchema>

/**
 * Asked for a page: that page of orders, newest first, and the paging facts. `total` keeps
 * its meaning, the sum of every sale (all pages, duplicates apart), so the count of orders
 * that the other lists call `total` is here `count`.
 */
export const PaidCoursesPageAnswerSchema = z.object({
  data: z.array(PaidCourseSchema),
  /** Euros: the sum of every sale, on every page together. */
  total: z.number(),
  /** How many orders there are, on every page together. */
  count: PagingShape.total,
  page: PagingShape.page,
  pageSize: PagingShape.pageSize,
  hasMore: PagingShape.hasMore,
})
export type PaidCoursesPageAnswer = z.infer<typeof PaidCoursesPageAnswerSchema>

/** The admin panel's reads that are described so far (docs/architecture.md#contract). */
export const AdminEndpoints = {
  /** The paid orders, for an admin's session. */
  paidCourses: endpoint({
    ...AdminRoutes.paidCourses,
    response: PaidCoursesAnswerSchema,
  }),
  /** The same address with a page: one page of the paid orders. */
  paidCoursesPage: endpoint({
    ...AdminRoutes.paidCoursesPage,
    query: PaidCoursesQuerySchema,
    response: PaidCoursesPageAnswerSchema,
  }),
}

/**
 * The admin panel's reads and its inbox. Reads take the admin's session token; marking a
 * message read or unread is an admin write (private token), like every other change.
 */
