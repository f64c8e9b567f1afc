import { z } from './zod.ts'
import {
  CommaListSchema,
  checkPrices,
  FormEurosSchema,
  FormMessages,
  OptionalFormDateSchema,
  OptionalFormEurosSchema,
  OptionalFormIdSchema,
  TITLE_MAX,
  optionalText,
  requiredText,
} from './admin-forms.ts'
import { SuccessSchema } from './common.ts'
import { TitleParamsSchema, endpoint } from './endpoint.ts'
import {
  DayQuerySchema,
  ListMessages,
  PageQueryShape,
  PagingShape,
  SearchQueryShape,
} from './list-query.ts'
import { ImageViewSchema } from './topics.ts'
import { CourseRoutes, CourseAdminRoutes } from './routes/courses.ts'
import {
  ContentLanguageQuerySchema,
  ContentLanguageShape,
  TextLanguageSchema,
  TitlesSchema,
} from './content-language.ts'

export { CoursePaths, CourseWritePaths } from './routes/courses.ts'

export { UNDATED_MONTH } from './values/courses.ts'

/**
 * How a course is dated (the add form's 'nessuna', 'daDefinirsi', 'scegliData'):
 * none = no date, tbd = to be announced, date = start (and end) dates are set.
 */
export const DateModeSchema = z.enum(['none', 'tbd', 'date'])
export type DateMode = z.infer<typeof DateModeSchema>

/** A calendar day, 'YYYY-MM-DD'. */
export const CalendarDateSchema = z.iso.date()

/** Amounts are euros with at most 2 decimals (stored as cents). */
export const EurosSchema = z.number().check(z.nonnegative())

/** An in-person course (docs/product.md#content). */
export const CourseSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  title: z.string(),
  /** Plain text. */
  intro: z.string(),
  /** The topic's title, '' when the course has none. */
  category: z.string(),
  categoryId: z.nullable(z.number().check(z.int(), z.positive())),
  /** The start date; null when the mode is 'none' or 'tbd' (the web shows 'Corso in emissione'). */
  date: z.nullable(CalendarDateSchema),
  dateMode: DateModeSchema,
  location: z.string(),
  price: EurosSchema,
  /** The cover's URL, '' when there is none (the web shows a default image). */
  immagineCopertina: z.string(),
  /** The organizer's full name, '' when none is set. */
  author: z.string(),
  authorId: z.nullable(z.number().check(z.int(), z.positive())),
  /** Sanitized HTML. */
  description: z.string(),
  /** The deposit ('Acconto'), null when the course is paid in full. */
  facilitatorPrice: z.nullable(EurosSchema),
  affiliatePrice: z.nullable(EurosSchema),
  /** Start and end dates, both null unless dateMode is 'date'; the end may be null too. */
  dataInizio: z.nullable(CalendarDateSchema),
  dateFine: z.nullable(CalendarDateSchema),
  /** Free text ('5 giorni, 40 ore'), '' when not given. */
  duration: z.string(),
  /** The gallery's photo URLs, comma-separated, in the admin's order; '' when none. */
  immaginiRappresentative: z.string(),
  /** The course's video URLs, comma-separated; '' when none. */
  fileUrl: z.string(),
  /** The same pictures with their srcset and size. */
  images: z.object({
    cover: z.nullable(ImageViewSchema),
    gallery: z.array(ImageViewSchema),
  }),
  /**
   * The language each text is served in: 'it' where the English one is missing
   * (docs/product.md#content-languages-and-urls).
   */
  languages: z.object({
    title: TextLanguageSchema,
    intro: TextLanguageSchema,
    description: TextLanguageSchema,
  }),
  /** The Italian title and the English one (null when none), for the other language's address. */
  titles: TitlesSchema,
})
export type Course = z.infer<typeof CourseSchema>

/** The detail adds whether the signed-in caller (bearer) has bought it; false for visitors. */
export const CourseDetailSchema = z.extend(CourseSchema, { purchased: z.boolean() })
export type CourseDetail = z.infer<typeof CourseDetailSchema>

/** A course as a list's card shows it (`fields=lean`): no description, gallery or videos. */
export const CourseCardSchema = z.extend(
  z.pick(CourseSchema, {
    id: true,
    title: true,
    intro: true,
    category: true,
    categoryId: true,
    date: true,
    dateMode: true,
    location: true,
    price: true,
    immagineCopertina: true,
    dataInizio: true,
    dateFine: true,
    languages: true,
    titles: true,
  }),
  { images: z.object({ cover: z.nullable(ImageViewSchema) }) },
)
export type CourseCard = z.infer<typeof CourseCardSchema>

/**
 * GET /api/courses/'s optional page and filters (docs/product.md#paged-lists). `q` looks in
 * the title and intro; `month` keeps the courses running in that month ('YYYY-MM') or those
 * still undated ('undated'); `from` and `to` keep the dated courses running on any day
 * between them (the calendar's range).
 */
export const CoursesQuerySchema = z
  .object({
    ...PageQueryShape,
    ...SearchQueryShape,
    month: z.optional(
      z
        .string({ error: ListMessages.courseMonth })
        .check(z.regex(/^(\d{4}-(0[1-9]|1[0-2])|undated)$/, ListMessages.courseMonth)),
    ),
    from: z.optional(DayQuerySchema),
    to: z.optional(DayQuerySchema),
    ...ContentLanguageShape,
    /** Admin list: only the courses with no English title. */
    missing: z.optional(z.literal('en', { error: 'missing can only be "en"' })),
  })
  .check(
    z.refine((q) => !q.from || !q.to || q.from <= q.to, {
      path: ['from'],
      message: ListMessages.range,
    }),
  )
export type CoursesQuery = z.input<typeof CoursesQuerySchema>

/** GET /api/courses/: a map keyed by title, in the courses' order (docs/decisions/011). */
export const CoursesAnswerSchema = z.object({ courses: z.record(z.string(), CourseSchema) })
export type CoursesAnswer = z.infer<typeof CoursesAnswerSchema>

/**
 * GET /api/courses/ asked for a page: the same map holds the page (lean items with
 * `fields=lean`), and the paging facts sit beside it.
 */
export const CoursePageAnswerSchema = z.object({
  courses: z.record(z.string(), z.union([CourseSchema, CourseCardSchema])),
  ...PagingShape,
})
export type CoursePageAnswer = z.infer<typeof CoursePageAnswerSchema>

/** GET /api/course/{title}: the answer wraps the course in a list; the first item is used. */
export const CourseAnswerSchema = z.object({ course: z.array(CourseDetailSchema) })
export type CourseAnswer = z.infer<typeof CourseAnswerSchema>

/**
 * The public reads of /corsi and /course/{title}, plus a dated course's calendar file.
 * A title travels with spaces or hyphens, in any case: the server matches either.
 */
export const CourseEndpoints = {
  list: endpoint({
    ...CourseRoutes.list,
    response: CoursesAnswerSchema,
  }),
  /** The same address with a page or a filter: one page (docs/product.md#paged-lists). */
  page: endpoint({
    ...CourseRoutes.page,
    query: CoursesQuerySchema,
    response: CoursePageAnswerSchema,
  }),
  /** Signed in, the answer says whether the caller has bought the course. */
  one: endpoint({
    ...CourseRoutes.one,
    params: TitleParamsSchema,
    query: ContentLanguageQuerySchema,
    response: CourseAnswerSchema,
    errors: [404],
  }),
  /** An iCalendar (.ics) file of a dated course (text/calendar); 404 while the date is not set. */
  calendar: endpoint({
    ...CourseRoutes.calendar,
    params: TitleParamsSchema,
    errors: [404],
  }),
}

/** The add form's date choice (docs/product.md#forms), as the form sends it in `dateChoice`. */
export const DATE_CHOICES = ['nessuna', 'daDefinirsi', 'scegliData'] as const
export const DateChoiceSchema = z.enum(DATE_CHOICES, { error: FormMessages.required })
export type DateChoice = z.infer<typeof DateChoiceSchema>

export const DATE_CHOICE_MODE: Record<DateChoice, DateMode> = {
  nessuna: 'none',
  daDefinirsi: 'tbd',
  scegliData: 'date',
}

export const CourseLimits = {
  title: TITLE_MAX,
  intro: 500,
  location: 200,
  description: 50_000,
  duration: 100,
} as const

export const CourseMessages = {
  noDate: 'This course has no date yet',
  duplicate: 'A course with this title already exists',
  duplicateEn: 'A course with this English title already exists',
  coverRequired: 'A cover image is required',
  hasBuyers: 'This course has buyers and cannot be deleted',
  unknownAuthor: 'The chosen trainer does not exist',
  unknownCategory: 'The chosen topic does not exist',
  /** Said next to existingImages / existingVideos when a URL names media of another course. */
  unknownMedia: 'This photo or video does not belong to the course',
  /** A title the course page could never be found by (a path cannot carry control characters). */
  titleCharacters: 'The title cannot contain control characters',
} as const

const courseFields = {
  title: requiredText(CourseLimits.title),
  /** A trainer's id (GET /api/members/), '' for none. */
  author: OptionalFormIdSchema,
  /** A topic's id (GET /get/topics/), '' for none. */
  category: OptionalFormIdSchema,
  intro: requiredText(CourseLimits.intro),
  location: requiredText(CourseLimits.location),
  /** HTML, sanitized by the server. */
  description: requiredText(CourseLimits.description),
  price: FormEurosSchema,
  /** The form sends a storage directory; the server chooses where files go and ignores it. */
  directory: optionalText(100),
  /** The English texts, all optional: '' leaves (or makes) the course Italian only. */
  titleEn: optionalText(CourseLimits.title),
  introEn: optionalText(CourseLimits.intro),
  descriptionEn: optionalText(CourseLimits.description),
  facilitatorprice: OptionalFormEurosSchema,
  affiliateprice: OptionalFormEurosSchema,
  dateChoice: DateChoiceSchema,
  courseStartDate: OptionalFormDateSchema,
  courseEndDate: OptionalFormDateSchema,
  duration: optionalText(CourseLimits.duration),
}

type CourseFieldsOut = {
  price: number
  facilitatorprice: number | null
  affiliateprice: number | null
  dateChoice: DateChoice
  courseStartDate: string | null
  courseEndDate: string | null
}

/** Rules across fields: dates follow the choice, deposit and commission stay within the price. */
function checkCourse(value: CourseFieldsOut, ctx: z.core.$RefinementCtx) {
  if (value.dateChoice === 'scegliData') {
    if (!value.courseStartDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['courseStartDate'],
        message: FormMessages.startRequired,
      })
    } else if (value.courseEndDate && value.courseEndDate < value.courseStartDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['courseEndDate'],
        message: FormMessages.endBeforeStart,
      })
    }
  }
  checkPrices(value, ctx, 'facilitatorprice', 'affiliateprice')
}

/** The text fields of POST /api/course/. Dates other than 'scegliData' are ignored. */
export const CourseCreateSchema = z.object(courseFields).check(z.superRefine(checkCourse))
export type CourseCreate = z.input<typeof CourseCreateSchema>

export const CourseUpdateSchema = z
  .object({
    ...courseFields,
    newTitle: optionalText(CourseLimits.title),
    existingImages: CommaListSchema,
    existingVideos: CommaListSchema,
  })
  .check(z.superRefine(checkCourse))
export type CourseUpdate = z.input<typeof CourseUpdateSchema>

/** DELETE /api/course/ {title}. */
export const TitleBodySchema = z.object({ title: requiredText(CourseLimits.title) })
export type TitleBody = z.input<typeof TitleBodySchema>

export const CourseWriteAnswerSchema = z.object({
  message: z.literal('Success'),
  course: CourseSchema,
})
export type CourseWriteAnswer = z.infer<typeof CourseWriteAnswerSchema>

/**
 * Admin writes (private token): POST and PUT /api/course/ (multipart), DELETE
 * /api/course/ {title}. Files: `coverImage` (required on POST), `photos` and `videos`
 * (repeated; a video may instead be a text field holding the id of a finished upload,
 * uploads.ts). On PUT `title` names the course, `newTitle` renames it, and `existingImages` /
 * `existingVideos` (comma-joined URLs, in order) say which current gallery photos and videos
 * stay; new `photos` and `videos` follow them. A multipart form has no body schema here: the
 * server reads it as it streams and checks its text fields with CourseCreateSchema or
 * CourseUpdateSchema.
 */
export const CourseAdminEndpoints = {
  create: endpoint({
    ...CourseAdminRoutes.create,
    response: CourseWriteAnswerSchema,
    errors: [400, 409, 413, 415],
  }),
  update: endpoint({
    ...CourseAdminRoutes.update,
    response: CourseWriteAnswerSchema,
    errors: [400, 404, 409, 413, 415],
  }),
  /** A course someone bought or ordered stays: 409. */
  remove: endpoint({
    ...CourseAdminRoutes.remove,
    body: TitleBodySchema,
    response: SuccessSchema,
    errors: [404, 409],
  }),
}
