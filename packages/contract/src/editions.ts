import { z } from './zod.ts'
import { MAX_ROW_ID } from './common.ts'
import { endpoint, IdParamsSchema, RowIdParamSchema } from './endpoint.ts'
import { FormMessages } from './admin-forms.ts'
import { ContentLanguageShape } from './content-language.ts'
import { EditionRoutes } from './routes/editions.ts'

export { EditionPaths } from './routes/editions.ts'

/*
 * Editions of in-person courses: their dates, seats and waiting lists
 * (docs/product.md#editions). Seats are never oversold
 * (docs/decisions/030-seats-never-oversold.md).
 */

export const EditionMessages = {
  /** Buying an edition with no seat left (409). */
  soldOut: 'Sold out: no seats left for this edition',
  /** Buying a course that has editions without naming one (400, path `edition`). */
  chooseEdition: 'Choose an edition',
  /** The named edition is not one of this course's (400, path `edition`). */
  notThisCourse: 'This edition is not one of the course’s',
  /** The edition has already ended (409). */
  ended: 'This edition has already ended',
  /** Deleting an edition that has paid participants (409). */
  hasParticipants: 'This edition has paid participants and cannot be deleted',
  /** Joining the waiting list of an edition with seats left (409). */
  notSoldOut: 'Seats are still available: buy one instead',
  /** Joining the waiting list of an edition the member already holds a seat on (409). */
  alreadyHasSeat: 'You already have a seat on this edition',
  /** Lowering the capacity below the seats taken (400, path `capacity`). */
  capacityBelowTaken: 'The capacity cannot be below the seats already taken',
  wholeNumber: 'Enter a whole number',
} as const

export const EDITION_LIMITS = { hours: 10_000, capacity: 100_000 } as const

const CalendarDay = z.iso.date(FormMessages.date)

/** An optional whole number typed in a form ('' or missing is null); numbers are accepted too. */
const optionalWhole = (max: number) =>
  z.pipe(
    z.pipe(
      z.optional(z.nullable(z.union([z.number(), z.string().check(z.trim())]))),
      z.transform((v) => (v === '' || v === undefined || v === null ? null : v)),
    ),
    z.nullable(
      z.pipe(
        z.pipe(
          z.union([
            z.number(),
            z.string().check(z.regex(/^\d{1,7}$/, EditionMessages.wholeNumber)),
          ]),
          z.transform(Number),
        ),
        z
          .number()
          .check(
            z.int(EditionMessages.wholeNumber),
            z.gte(0, EditionMessages.wholeNumber),
            z.lte(max, EditionMessages.wholeNumber),
          ),
      ),
    ),
  )

/** The admin's edition form: dates, hours (optional), capacity (empty: no limit). */
export const EditionFormSchema = z
  .object({
    startDate: z.string({ error: FormMessages.startRequired }).check(z.trim(), CalendarDay),
    endDate: z.string({ error: FormMessages.required }).check(z.trim(), CalendarDay),
    hours: optionalWhole(EDITION_LIMITS.hours),
    capacity: optionalWhole(EDITION_LIMITS.capacity),
  })
  .check(
    z.refine((v) => v.endDate >= v.startDate, {
      path: ['endDate'],
      message: FormMessages.endBeforeStart,
    }),
  )
export type EditionForm = z.input<typeof EditionFormSchema>

const Id = z.number().check(z.int(), z.positive())
const Count = z.number().check(z.int(), z.nonnegative())

/** An edition as the catalogue, the course page and the calendar show it. */
export const EditionSchema = z.object({
  id: Id,
  courseId: Id,
  /** In the language asked for (`lang`), Italian when the course has no English title. */
  courseTitle: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  hours: z.nullable(Count),
  /** Seats; null for no limit. */
  capacity: z.nullable(Count),
  /** Seats left now; null for no limit. */
  seatsLeft: z.nullable(Count),
  soldOut: z.boolean(),
  /** Whether the signed-in caller is on its waiting list; false for visitors. */
  waiting: z.boolean(),
})
export type Edition = z.infer<typeof EditionSchema>

/**
 * Without a course, the list of editions not ended is capped: the first `limit` to come
 * (default and most allowed below), so the answer stays small however many are planned.
 */
export const EDITION_LIST_LIMIT = { default: 100, max: 200 } as const

const listLimitMessage = `limit must be a whole number from 1 to ${EDITION_LIST_LIMIT.max}`

export const EditionListQuerySchema = z.object({
  /** The reader's language: course titles in English where the course has one. */
  ...ContentLanguageShape,
  /** One course's editions (all of them, ended ones too); without it, those not ended. */
  course: z.optional(RowIdParamSchema),
  /** Without `course`: how many of the editions to come, the soonest first. */
  limit: z.optional(
    z
      .pipe(
        z.string({ error: listLimitMessage }).check(z.regex(/^\d{1,6}$/, listLimitMessage)),
        z.transform(Number),
      )
      .check(z.refine((n) => n >= 1 && n <= EDITION_LIST_LIMIT.max, listLimitMessage)),
  ),
})

export const EditionListSchema = z.object({
  editions: z.array(EditionSchema),
  /** Without `course`: whether editions to come were left out by the limit. */
  hasMore: z.optional(z.boolean()),
})
export type EditionList = z.infer<typeof EditionListSchema>

/** The admin's view of an edition: the public one plus its counts. */
export const AdminEditionSchema = z.extend(EditionSchema, {
  /** Seats taken now (paid, or held by a payment under way). */
  seatsTaken: Count,
  waitingCount: Count,
})
export type AdminEdition = z.infer<typeof AdminEditionSchema>

export const AdminEditionListSchema = z.object({ editions: z.array(AdminEditionSchema) })
export type AdminEditionList = z.infer<typeof AdminEditionListSchema>

export const EditionAnswerSchema = z.object({
  message: z.literal('Success'),
  edition: AdminEditionSchema,
})

export const WaitingAnswerSchema = z.object({
  message: z.literal('Success'),
  waiting: z.boolean(),
})

export const ParticipantSchema = z.object({
  /** The seat's id: what presence and removal name. */
  id: Id,
  name: z.string(),
  email: z.string(),
  reference: z.string(),
  /** ISO 8601; null while the payment is under way. */
  paidAt: z.nullable(z.string()),
  present: z.boolean(),
})
export type Participant = z.infer<typeof ParticipantSchema>

export const WaiterSchema = z.object({
  name: z.string(),
  email: z.string(),
  since: z.string(),
  /** When they were told a seat freed up; null until then. */
  notifiedAt: z.nullable(z.string()),
})
export type Waiter = z.infer<typeof WaiterSchema>

export const ParticipantsSchema = z.object({
  edition: AdminEditionSchema,
  participants: z.array(ParticipantSchema),
  waiting: z.array(WaiterSchema),
})
export type Participants = z.infer<typeof ParticipantsSchema>

export const SeatParamsSchema = z.object({ id: RowIdParamSchema, seat: RowIdParamSchema })

export const PresenceBodySchema = z.object({ present: z.boolean() })

export const PresenceAnswerSchema = z.object({
  message: z.literal('Success'),
  present: z.boolean(),
})

/** The edition a checkout body names (checkout.ts's `edition`). */
export const EditionIdBodySchema = z
  .number()
  .check(z.int(), z.gte(1, 'must be an edition id'), z.lte(MAX_ROW_ID, 'must be an edition id'))

export const EditionEndpoints = {
  /** Editions with their seats left: one course's, or every one not ended. */
  list: endpoint({
    ...EditionRoutes.list,
    query: EditionListQuerySchema,
    response: EditionListSchema,
  }),
  /** Joins a sold-out edition's waiting list (409 when seats are left or the member has one). */
  join: endpoint({
    ...EditionRoutes.join,
    params: IdParamsSchema,
    response: WaitingAnswerSchema,
    errors: [404, 409],
  }),
  /** Leaves the waiting list (answers waiting: false even when the member was not on it). */
  leave: endpoint({
    ...EditionRoutes.leave,
    params: IdParamsSchema,
    response: WaitingAnswerSchema,
    errors: [404],
  }),
  /** A course's editions with their counts, for the edit form; 404 for no such course. */
  adminList: endpoint({
    ...EditionRoutes.adminList,
    params: IdParamsSchema,
    response: AdminEditionListSchema,
    errors: [404],
  }),
  create: endpoint({
    ...EditionRoutes.create,
    params: IdParamsSchema,
    body: EditionFormSchema,
    response: EditionAnswerSchema,
    errors: [404],
  }),
  /** Raising the capacity offers the freed seats to the waiting list. */
  update: endpoint({
    ...EditionRoutes.update,
    params: IdParamsSchema,
    body: EditionFormSchema,
    response: EditionAnswerSchema,
    errors: [404],
  }),
  /** 409 when it has paid participants. */
  remove: endpoint({
    ...EditionRoutes.remove,
    params: IdParamsSchema,
    response: z.object({ message: z.literal('Success') }),
    errors: [404, 409],
  }),
  participants: endpoint({
    ...EditionRoutes.participants,
    params: IdParamsSchema,
    response: ParticipantsSchema,
    errors: [404],
  }),
  /** The participants as a CSV file (text/csv, an attachment). */
  participantsCsv: endpoint({
    ...EditionRoutes.participantsCsv,
    params: IdParamsSchema,
    errors: [404],
  }),
  presence: endpoint({
    ...EditionRoutes.presence,
    params: SeatParamsSchema,
    body: PresenceBodySchema,
    response: PresenceAnswerSchema,
    errors: [404],
  }),
  /** Takes a participant off the edition: the seat frees up for the waiting list. */
  removeParticipant: endpoint({
    ...EditionRoutes.removeParticipant,
    params: SeatParamsSchema,
    response: z.object({ message: z.literal('Success') }),
    errors: [404],
  }),
}
