import { z } from './zod.ts'
import { OptionalFormIdSchema, TITLE_MAX, optionalText, requiredText } from './admin-forms.ts'
import { SuccessSchema } from './common.ts'
import { TitleBodySchema } from './courses.ts'
import { TitleParamsSchema, endpoint } from './endpoint.ts'
import { PageQueryShape, PagingShape, SearchQueryShape } from './list-query.ts'
import { ImageViewSchema } from './topics.ts'
import { ArticleRoutes, ArticleAdminRoutes } from './routes/articles.ts'
import {
  ContentLanguageQuerySchema,
  ContentLanguageShape,
  TextLanguageSchema,
  TitlesSchema,
} from './content-language.ts'

export { ArticlePaths, ArticleWritePaths } from './routes/articles.ts'

/** An article (docs/product.md#content). */
export const ArticleSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  title: z.string(),
  /** Plain text (advertised as at most 15 words). */
  intro: z.string(),
  /** Plain text summary. */
  description: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  /** The topic's title, '' when none. */
  category: z.string(),
  categoryId: z.nullable(z.number().check(z.int(), z.positive())),
  /** When it was published, full ISO 8601 timestamp (UTC). */
  date: z.iso.datetime(),
  /** The cover's URL, '' when none. */
  fileUrl: z.string(),
  images: z.object({ cover: z.nullable(ImageViewSchema) }),
  /** The language each text is served in: 'it' where the English one is missing. */
  languages: z.object({
    title: TextLanguageSchema,
    intro: TextLanguageSchema,
    description: TextLanguageSchema,
    content: TextLanguageSchema,
  }),
  /** The Italian title and the English one (null when none), for the other language's address. */
  titles: TitlesSchema,
})
export type Article = z.infer<typeof ArticleSchema>

/** An article as a list's card shows it (`fields=lean`): no summary or content. */
export const ArticleCardSchema = z.pick(ArticleSchema, {
  id: true,
  title: true,
  intro: true,
  category: true,
  categoryId: true,
  date: true,
  fileUrl: true,
  images: true,
  languages: true,
  titles: true,
})
export type ArticleCard = z.infer<typeof ArticleCardSchema>

/**
 * GET /api/articles/'s optional page and filters (docs/product.md#paged-lists): `q` looks in
 * the title.
 */
export const ArticlesQuerySchema = z.object({
  ...PageQueryShape,
  ...SearchQueryShape,
  ...ContentLanguageShape,
  /** Admin list: only the articles with no English title. */
  missing: z.optional(z.literal('en', { error: 'missing can only be "en"' })),
})
export type ArticlesQuery = z.input<typeof ArticlesQuerySchema>

/** GET /api/articles/: a map keyed by title, newest first in key order. */
export const ArticlesAnswerSchema = z.object({ articles: z.record(z.string(), ArticleSchema) })

/** Asked for a page: that page in the same map, and the paging facts beside it. */
export const ArticlePageAnswerSchema = z.object({
  articles: z.record(z.string(), z.union([ArticleSchema, ArticleCardSchema])),
  ...PagingShape,
})
export type ArticlePageAnswer = z.infer<typeof ArticlePageAnswerSchema>
export type ArticlesAnswer = z.infer<typeof ArticlesAnswerSchema>

export const ArticleAnswerSchema = z.object({ article: ArticleSchema })
export type ArticleAnswer = z.infer<typeof ArticleAnswerSchema>

/** The public reads of /articoli and /articolo/{title}. */
export const ArticleEndpoints = {
  list: endpoint({
    ...ArticleRoutes.list,
    response: ArticlesAnswerSchema,
  }),
  /** The same address with a page or a filter: one page (docs/product.md#paged-lists). */
  page: endpoint({
    ...ArticleRoutes.page,
    query: ArticlesQuerySchema,
    response: ArticlePageAnswerSchema,
  }),
  one: endpoint({
    ...ArticleRoutes.one,
    params: TitleParamsSchema,
    query: ContentLanguageQuerySchema,
    response: ArticleAnswerSchema,
    errors: [404],
  }),
}

export const ArticleLimits = {
  title: TITLE_MAX,
  intro: 500,
  description: 1000,
  content: 200_000,
} as const

export const ArticleMessages = {
  duplicate: 'An article with this title already exists',
  duplicateEn: 'An article with this English title already exists',
  coverRequired: 'A cover image is required',
  unknownCategory: 'The chosen topic does not exist',
} as const

/** POST's text fields. The content is HTML, sanitized by the server; a category is optional. */
export const ArticleCreateSchema = z.object({
  title: requiredText(ArticleLimits.title),
  intro: requiredText(ArticleLimits.intro),
  content: optionalText(ArticleLimits.content),
  /** A topic's id, '' for none. */
  category: OptionalFormIdSchema,
  description: optionalText(ArticleLimits.description),
  /** The English texts, all optional: '' leaves (or makes) the article Italian only. */
  titleEn: optionalText(ArticleLimits.title),
  introEn: optionalText(ArticleLimits.intro),
  descriptionEn: optionalText(ArticleLimits.description),
  contentEn: optionalText(ArticleLimits.content),
})
export type ArticleCreate = z.input<typeof ArticleCreateSchema>

/** PUT's text fields: the content is required when editing (docs/product.md#forms). */
export const ArticleUpdateSchema = z.extend(ArticleCreateSchema, {
  newTitle: optionalText(ArticleLimits.title),
  content: requiredText(ArticleLimits.content),
})
export type ArticleUpdate = z.input<typeof ArticleUpdateSchema>

export const ArticleWriteAnswerSchema = z.object({
  message: z.literal('Success'),
  article: ArticleSchema,
})
export type ArticleWriteAnswer = z.infer<typeof ArticleWriteAnswerSchema>

/**
 * POST /api/upload/ (multipart, one image in `file`): the image re-encoded and stored.
 * `location` repeats `url` for editors that expect it.
 */
export const UploadAnswerSchema = z.object({
  message: z.literal('Success'),
  url: z.string(),
  location: z.string(),
  image: ImageViewSchema,
})
export type UploadAnswer = z.infer<typeof UploadAnswerSchema>

/**
 * POST /api/convert-docx-to-html/ (multipart, one DOCX in `file`): sanitized HTML whose
 * pictures are already stored as images; `warnings` lists what the conversion dropped.
 */
export const ConvertDocxAnswerSchema = z.object({
  htmlContent: z.string(),
  warnings: z.array(z.string()),
})
export type ConvertDocxAnswer = z.infer<typeof ConvertDocxAnswerSchema>

/**
 * Admin writes (private token): POST and PUT /api/article/ (multipart: title, intro,
 * content, category, description, foto; PUT adds newTitle and makes foto optional), DELETE
 * /api/article/ {title}; and the editor's helpers: POST /api/upload/ (an image for the
 * content) and POST /api/convert-docx-to-html/ (a DOCX to fill the content). A multipart
 * form has no body schema here: the server reads it as it streams and checks its text
 * fields with ArticleCreateSchema or ArticleUpdateSchema.
 */
export const ArticleAdminEndpoints = {
  create: endpoint({
    ...ArticleAdminRoutes.create,
    response: ArticleWriteAnswerSchema,
    errors: [400, 409, 413, 415],
  }),
  update: endpoint({
    ...ArticleAdminRoutes.update,
    response: ArticleWriteAnswerSchema,
    errors: [400, 404, 409, 413, 415],
  }),
  remove: endpoint({
    ...ArticleAdminRoutes.remove,
    body: TitleBodySchema,
    response: SuccessSchema,
    errors: [404],
  }),
  /** One image in `file` (`upload` and `image` are taken too, as editors name it). */
  upload: endpoint({
    ...ArticleAdminRoutes.upload,
    response: UploadAnswerSchema,
    errors: [400, 413, 415],
  }),
  /** One DOCX in `file`. */
  convertDocx: endpoint({
    ...ArticleAdminRoutes.convertDocx,
    response: ConvertDocxAnswerSchema,
    errors: [400, 413, 415],
  }),
}
