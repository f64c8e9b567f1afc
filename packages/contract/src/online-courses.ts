import { CaptionLanguageSchema } from './captions.ts'
import { z } from './zod.ts'
import {
  CommaListSchema,
  checkPrices,
  FormEurosSchema,
  OptionalFormEurosSchema,
  OptionalFormIdSchema,
  TITLE_MAX,
  optionalText,
  requiredText,
} from './admin-forms.ts'
import { SuccessSchema } from './common.ts'
import { CalendarDateSchema, EurosSchema, TitleBodySchema } from './courses.ts'
import { TitleParamsSchema, endpoint } from './endpoint.ts'
import { MonthQuerySchema, PageQueryShape, PagingShape, SearchQueryShape } from './list-query.ts'
import { ImageViewSchema } from './topics.ts'
import { OnlineCourseRoutes, OnlineCourseAdminRoutes } from './routes/online-courses.ts'
import {
  ContentLanguageQuerySchema,
  ContentLanguageShape,
  TextLanguageSchema,
  TitlesSchema,
} from './content-language.ts'

export { OnlineCoursePaths, OnlineCourseWritePaths } from './routes/online-courses.ts'

/** A video course (docs/product.md#content). */
export const OnlineCourseSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  title: z.string(),
  /** The organizer's full name, '' when none is set. */
  author: z.string(),
  authorId: z.nullable(z.number().check(z.int(), z.positive())),
  /** The topic's title, '' when none. */
  category: z.string(),
  categoryId: z.nullable(z.number().check(z.int(), z.positive())),
  /** Plain text. */
  intro: z.string(),
  /** Sanitized HTML. */
  description: z.string(),
  price: EurosSchema,
  facilitatorPrice: z.nullable(EurosSchema),
  affiliatePrice: z.nullable(EurosSchema),
  /** The cover's URL, '' when none (the web shows a default stock image). */
  immagineCopertina: z.string(),
  /** The public preview video's URL, '' when none. */
  mainVideo: z.string(),
  /**
   * Always '': lesson videos are private and reach buyers only through signed URLs
   * (GET /api/onlinecoursedetail/{title}).
   */
  fileUrl: z.string(),
  lessonCount: z.number().check(z.int(), z.nonnegative()),
  /** When the course was published, 'YYYY-MM-DD'. */
  date: CalendarDateSchema,
  images: z.object({ cover: z.nullable(ImageViewSchema) }),
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
export type OnlineCourse = z.infer<typeof OnlineCourseSchema>

/**
 * One line of the public curriculum: what a lesson is called and how long it lasts. Anyone
 * may read it before buying; it carries no video address (lessons reach buyers only through
 * GET /api/onlinecoursedetail/{title}).
 */
export const CurriculumLessonSchema = z.object({
  /** The lesson's place in the course, from 0. */
  index: z.number().check(z.int(), z.nonnegative()),
  title: z.string(),
  /** null until known. */
  durationSeconds: z.nullable(z.number().check(z.nonnegative())),
})
export type CurriculumLesson = z.infer<typeof CurriculumLessonSchema>

/**
 * The detail adds whether the signed-in caller (bearer) has bought it (false for visitors)
 * and the curriculum: every lesson's title and length, in watching order.
 */
export const OnlineCourseDetailSchema = z.extend(OnlineCourseSchema, {
  purchased: z.boolean(),
  curriculum: z.array(CurriculumLessonSchema),
})
export type OnlineCourseDetail = z.infer<typeof OnlineCourseDetailSchema>

/** A video course as a list's card shows it (`fields=lean`): no description or videos. */
export const OnlineCourseCardSchema = z.pick(OnlineCourseSchema, {
  id: true,
  title: true,
  category: true,
  categoryId: true,
  intro: true,
  price: true,
  immagineCopertina: true,
  lessonCount: true,
  date: true,
  images: true,
  languages: true,
  titles: true,
})
export type OnlineCourseCard = z.infer<typeof OnlineCourseCardSchema>

/**
 * GET /api/onlinecourses/'s optional page and filters (docs/product.md#paged-lists): `q`
 * looks in the title and intro, `month` ('YYYY-MM') keeps those published that month.
 */
export const OnlineCoursesQuerySchema = z.object({
  ...PageQueryShape,
  ...SearchQueryShape,
  month: z.optional(MonthQuerySchema),
  ...ContentLanguageShape,
  /** Admin list: only the video courses with no English title. */
  missing: z.optional(z.literal('en', { error: 'missing can only be "en"' })),
})
export type OnlineCoursesQuery = z.input<typeof OnlineCoursesQuerySchema>

/** GET /api/onlinecourses/: a map keyed by title, newest first in key order. */
export const OnlineCoursesAnswerSchema = z.object({
  onlinecourses: z.record(z.string(), OnlineCourseSchema),
})

/** Asked for a page: that page in the same map, and the paging facts beside it. */
export const OnlineCoursePageAnswerSchema = z.object({
  onlinecourses: z.record(z.string(), z.union([OnlineCourseSchema, OnlineCourseCardSchema])),
  ...PagingShape,
})
export type OnlineCoursePageAnswer = z.infer<typeof OnlineCoursePageAnswerSchema>
export type OnlineCoursesAnswer = z.infer<typeof OnlineCoursesAnswerSchema>

export const OnlineCourseAnswerSchema = z.object({ onlinecourse: OnlineCourseDetailSchema })
export type OnlineCourseAnswer = z.infer<typeof OnlineCourseAnswerSchema>

/** The public reads of /videocorsi and /videocorso/{title}. */
export const OnlineCourseEndpoints = {
  list: endpoint({
    ...OnlineCourseRoutes.list,
    response: OnlineCoursesAnswerSchema,
  }),
  /** The same address with a page or a filter: one page (docs/product.md#paged-lists). */
  page: endpoint({
    ...OnlineCourseRoutes.page,
    query: OnlineCoursesQuerySchema,
    response: OnlineCoursePageAnswerSchema,
  }),
  /** Signed in, the answer says whether the caller has bought the course. */
  one: endpoint({
    ...OnlineCourseRoutes.one,
    params: TitleParamsSchema,
    query: ContentLanguageQuerySchema,
    response: OnlineCourseAnswerSchema,
    errors: [404],
  }),
}

export const OnlineCourseLimits = {
  title: TITLE_MAX,
  intro: 500,
  description: 50_000,
  lessonTitle: 200,
} as const

export const OnlineCourseMessages = {
  duplicate: 'A video course with this title already exists',
  duplicateEn: 'A video course with this English title already exists',
  coverRequired: 'A cover image is required',
  mainVideoRequired: 'A main video is required',
  hasBuyers: 'This video course has buyers and cannot be deleted',
  unknownLesson: 'A lesson in existingVideos does not belong to this video course',
  repeatedLesson: 'A lesson appears more than once in existingVideos',
  lessonTitleRequired: 'A lesson needs a title',
  lessonTitleTooLong: `At most ${OnlineCourseLimits.lessonTitle} characters`,
  existingTitlesCount:
    'existingLessonTitles needs exactly one title for each lesson that stays, in the same order',
  tooManyLessonTitles: 'There are more lessonTitles than lesson videos',
  unknownAuthor: 'The chosen trainer does not exist',
  unknownCategory: 'The chosen topic does not exist',
} as const

const onlineCourseFields = {
  title: requiredText(OnlineCourseLimits.title),
  author: OptionalFormIdSchema,
  category: OptionalFormIdSchema,
  description: requiredText(OnlineCourseLimits.description),
  price: FormEurosSchema,
  directory: optionalText(100),
  /** The English texts, all optional: '' leaves (or makes) the course Italian only. */
  titleEn: optionalText(OnlineCourseLimits.title),
  introEn: optionalText(OnlineCourseLimits.intro),
  descriptionEn: optionalText(OnlineCourseLimits.description),
}

/** POST's text fields: the prices are spelt in lower case, as the add form sends them. */
export const OnlineCourseCreateSchema = z
  .object({
    ...onlineCourseFields,
    intro: requiredText(OnlineCourseLimits.intro),
    facilitatorprice: OptionalFormEurosSchema,
    affiliateprice: OptionalFormEurosSchema,
  })
  .check(z.superRefine((v, ctx) => checkPrices(v, ctx, 'facilitatorprice', 'affiliateprice')))
export type OnlineCourseCreate = z.input<typeof OnlineCourseCreateSchema>

/** PUT's text fields: camel-case prices; the intro may be left out to keep it. */
export const OnlineCourseUpdateSchema = z
  .object({
    ...onlineCourseFields,
    newTitle: optionalText(OnlineCourseLimits.title),
    intro: z.pipe(
      z.optional(z.string().check(z.trim(), z.maxLength(OnlineCourseLimits.intro))),
      z.transform((v) => v || undefined),
    ),
    facilitatorPrice: OptionalFormEurosSchema,
    affiliatePrice: OptionalFormEurosSchema,
    existingVideos: z.pipe(
      CommaListSchema,
      z.array(
        z.pipe(
          z.string().check(z.regex(/^\d{1,10}$/, OnlineCourseMessages.unknownLesson)),
          z.transform(Number),
        ),
      ),
    ),
  })
  .check(z.superRefine((v, ctx) => checkPrices(v, ctx, 'facilitatorPrice', 'affiliatePrice')))
export type OnlineCourseUpdate = z.input<typeof OnlineCourseUpdateSchema>

export const OnlineCourseWriteAnswerSchema = z.object({
  message: z.literal('Success'),
  onlinecourse: OnlineCourseSchema,
})
export type OnlineCourseWriteAnswer = z.infer<typeof OnlineCourseWriteAnswerSchema>

/** A lesson as the admin's edit form lists it: no video URL (lessons are private). */
export const AdminLessonSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  index: z.number().check(z.int(), z.nonnegative()),
  title: z.string(),
  durationSeconds: z.nullable(z.number()),
  /** The languages the lesson has captions in (captions.ts). */
  captions: z.array(CaptionLanguageSchema),
})
export const AdminLessonsAnswerSchema = z.object({ lessons: z.array(AdminLessonSchema) })
export type AdminLessonsAnswer = z.infer<typeof AdminLessonsAnswerSchema>

/**
 * Admin writes (private token): POST and PUT /api/onlinecourse/ (multipart), DELETE
 * /api/onlinecourse/ {title}. Files: `coverImage` (required on POST), `video` (the public
 * main video, required on POST) and `videos` (lessons, repeated, in order); each video may
 * instead be a text field holding the id of a finished upload (uploads.ts). Lesson titles
 * travel as repeated `lessonTitles`, one per new lesson video, in the same order (a blank or
 * missing one names the lesson "Lezione N").
 * On PUT `existingVideos` is the comma-joined ids of the current lessons that stay, in their
 * new order (from GET lessons below), each at most once; new `videos` follow them. Optional
 * repeated `existingLessonTitles` renames the lessons that stay: one title per lesson, in
 * the order of `existingVideos` (or of the course, when `existingVideos` is left out).
 * A multipart form has no body schema here: the server reads it as it streams and checks its
 * text fields with OnlineCourseCreateSchema or OnlineCourseUpdateSchema.
 */
export const OnlineCourseAdminEndpoints = {
  create: endpoint({
    ...OnlineCourseAdminRoutes.create,
    response: OnlineCourseWriteAnswerSchema,
    errors: [400, 409, 413, 415],
  }),
  update: endpoint({
    ...OnlineCourseAdminRoutes.update,
    response: OnlineCourseWriteAnswerSchema,
    errors: [400, 404, 409, 413, 415],
  }),
  /** A video course someone bought or is paying for stays: 409. */
  remove: endpoint({
    ...OnlineCourseAdminRoutes.remove,
    body: TitleBodySchema,
    response: SuccessSchema,
    errors: [404, 409],
  }),
  /** Admin only (session): the lessons of a video course for its edit form. */
  lessons: endpoint({
    ...OnlineCourseAdminRoutes.lessons,
    params: TitleParamsSchema,
    response: AdminLessonsAnswerSchema,
    errors: [404],
  }),
}
