import { z } from './zod.ts'
import { IdBodySchema, SuccessSchema } from './common.ts'
import { optionalText } from './admin-forms.ts'
import { IdParamsSchema, endpoint } from './endpoint.ts'
import { TopicRoutes, TopicAdminRoutes } from './routes/topics.ts'
import { ContentLanguageQuerySchema, TextLanguageSchema, TitlesSchema } from './content-language.ts'

export { TopicPaths, TopicWritePaths } from './routes/topics.ts'

/**
 * An uploaded picture as the web shows it without layout shift: a default URL, the srcset of
 * every WebP width, and the intrinsic size. Shared by every catalog answer.
 */
export const ImageViewSchema = z.object({
  url: z.string(),
  srcset: z.string(),
  width: z.number().check(z.int(), z.nonnegative()),
  height: z.number().check(z.int(), z.nonnegative()),
})
export type ImageView = z.infer<typeof ImageViewSchema>

/** A category (docs/product.md#content). idTopic and id carry the same number. */
export const TopicSchema = z.object({
  idTopic: z.number().check(z.int(), z.positive()),
  id: z.number().check(z.int(), z.positive()),
  title: z.string(),
  description: z.string(),
  /** The picture's URL, '' when the topic has none. */
  fileUrl: z.string(),
  image: z.nullable(ImageViewSchema),
  /** The language each text is served in: 'it' where the English one is missing. */
  languages: z.object({ title: TextLanguageSchema, description: TextLanguageSchema }),
  /** The Italian title and the English one (null when none). */
  titles: TitlesSchema,
})
export type Topic = z.infer<typeof TopicSchema>

/** GET /get/topics/: every topic, in the order they were created (oldest first). */
export const TopicsAnswerSchema = z.array(TopicSchema)
export type TopicsAnswer = z.infer<typeof TopicsAnswerSchema>

export const TopicAnswerSchema = z.object({ topic: TopicSchema })
export type TopicAnswer = z.infer<typeof TopicAnswerSchema>

export const TopicLimits = { title: 150, description: 2000 } as const

export const TopicMessages = {
  duplicate: 'A topic with this title already exists',
  duplicateEn: 'A topic with this English title already exists',
  inUse: 'This topic is still used by courses, online courses or articles',
} as const

const title = z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(TopicLimits.title))

/** The text fields of the multipart form; the picture travels as the file field `foto`. */
export const TopicCreateSchema = z.object({
  title,
  description: z
    .string()
    .check(z.trim(), z.minLength(1, 'Required'), z.maxLength(TopicLimits.description)),
  /** The English texts, optional: '' leaves (or makes) the topic Italian only. */
  titleEn: optionalText(TopicLimits.title),
  descriptionEn: optionalText(TopicLimits.description),
})
export type TopicCreate = z.input<typeof TopicCreateSchema>

/** `title` names the topic to edit; a non-empty `newTitle` renames it. */
export const TopicUpdateSchema = z.extend(TopicCreateSchema, {
  newTitle: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(TopicLimits.title))),
    z.transform((v) => v || undefined),
  ),
})
export type TopicUpdate = z.input<typeof TopicUpdateSchema>

export const TopicWriteAnswerSchema = z.object({
  message: z.literal('Success'),
  topic: TopicSchema,
})
export type TopicWriteAnswer = z.infer<typeof TopicWriteAnswerSchema>

/** The public reads: GET /get/topics/ (a plain list) and GET /api/topic/{id}. */
export const TopicEndpoints = {
  list: endpoint({
    ...TopicRoutes.list,
    query: ContentLanguageQuerySchema,
    response: TopicsAnswerSchema,
  }),
  one: endpoint({
    ...TopicRoutes.one,
    params: IdParamsSchema,
    query: ContentLanguageQuerySchema,
    response: TopicAnswerSchema,
    errors: [404],
  }),
}

/**
 * Admin writes (private token): POST and PUT /api/topic/ (multipart, the picture in `foto`),
 * DELETE /api/topic/ {id}. A multipart form has no body schema here: the server reads it as
 * it streams and checks its text fields with TopicCreateSchema or TopicUpdateSchema.
 */
export const TopicAdminEndpoints = {
  create: endpoint({
    ...TopicAdminRoutes.create,
    response: TopicWriteAnswerSchema,
    errors: [400, 409, 413, 415],
  }),
  update: endpoint({
    ...TopicAdminRoutes.update,
    response: TopicWriteAnswerSchema,
    errors: [400, 404, 409, 413, 415],
  }),
  /** A topic something is filed under stays: 409. */
  remove: endpoint({
    ...TopicAdminRoutes.remove,
    body: IdBodySchema,
    response: SuccessSchema,
    errors: [404, 409],
  }),
}
