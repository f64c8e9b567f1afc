import { z } from 'zod'
import { BodyIdSchema, SuccessSchema } from './common.ts'
import { endpoint } from './endpoint.ts'

export const InboxKindSchema = z.enum(['contact', 'request'])
export type InboxKind = z.infer<typeof InboxKindSchema>

/** A message of the contact form (docs/product.md#content). */
export const ContactMessageSchema = z.object({
  kind: z.literal('contact'),
  id: z.number().int().positive(),
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
  id: z.number().int().positive(),
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
  unread: z.object({ contacts: z.number().int(), requests: z.number().int() }),
})
export type InboxAnswer = z.infer<typeof InboxAnswerSchema>

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
    method: 'GET',
    path: '/api/admin/inbox',
    access: 'admin',
    response: InboxAnswerSchema,
  }),
  /** Marks one message read or unread. */
  markRead: endpoint({
    method: 'PUT',
    path: '/api/admin/inbox/read',
    access: 'adminWrite',
    body: InboxReadSchema,
    response: SuccessSchema,
    errors: [404],
  }),
}

/** One paid order: who bought what, when, for how much. */
export const PaidCourseSchema = z.object({
  id: z.number().int().positive(),
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
  refund: z.object({ requestedAt: z.string().nullable() }).nullable(),
})
export type PaidCourse = z.infer<typeof PaidCourseSchema>

/** GET /api/paidcourses/: newest first, with the total of the sales (duplicates apart). */
export const PaidCoursesAnswerSchema = z.object({
  data: z.array(PaidCourseSchema),
  total: z.number(),
})
export type PaidCoursesAnswer = z.infer<typeof PaidCoursesAnswerSchema>

/** The admin panel's reads that are described so far (docs/architecture.md#contract). */
export const AdminEndpoints = {
  /** The paid orders, for an admin's session. */
  paidCourses: endpoint({
    method: 'GET',
    path: '/api/paidcourses/',
    access: 'admin',
    response: PaidCoursesAnswerSchema,
  }),
}

/**
 * The admin panel's reads and its inbox. Reads take the admin's session token; marking a
 * message read or unread is an admin write (private token), like every other change.
 */
export const AdminPaths = {
  /** GET: contact messages and information requests, newest first. */
  inbox: InboxEndpoints.list.path,
  /** PUT {kind, id, read}: marks one message read or unread. */
  inboxRead: InboxEndpoints.markRead.path,
  /** GET: the paid orders. */
  paidCourses: AdminEndpoints.paidCourses.path,
} as const
