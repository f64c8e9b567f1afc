import { z } from 'zod'

/**
 * An uploaded picture as the web shows it without layout shift: a default URL, the srcset of
 * every WebP width, and the intrinsic size. Shared by every catalog answer.
 */
export const ImageViewSchema = z.object({
  url: z.string(),
  srcset: z.string(),
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
})
export type ImageView = z.infer<typeof ImageViewSchema>

/** GET /get/topics/ (a plain list) and GET /api/topic/{id}. */
export const TopicPaths = {
  topics: '/get/topics/',
  topic: (id: number | string) => `/api/topic/${encodeURIComponent(String(id))}`,
} as const

/** A category (docs/product.md#content). idTopic and id carry the same number. */
export const TopicSchema = z.object({
  idTopic: z.number().int().positive(),
  id: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  /** The picture's URL, '' when the topic has none. */
  fileUrl: z.string(),
  image: ImageViewSchema.nullable(),
})
export type Topic = z.infer<typeof TopicSchema>

/** GET /get/topics/: every topic, in the order they were created (oldest first). */
export const TopicsAnswerSchema = z.array(TopicSchema)
export type TopicsAnswer = z.infer<typeof TopicsAnswerSchema>

export const TopicAnswerSchema = z.object({ topic: TopicSchema })
export type TopicAnswer = z.infer<typeof TopicAnswerSchema>

/** Admin writes: POST and PUT /api/topic/ (multipart), DELETE /api/topic/ {id}. */
export const TopicWritePaths = { topic: '/api/topic/' } as const

export const TopicLimits = { title: 150, description: 2000 } as const

export const TopicMessages = {
  duplicate: 'A topic with this title already exists',
  inUse: 'This topic is still used by courses, online courses or articles',
} as const

const title = z.string().trim().min(1, 'Required').max(TopicLimits.title)

/** The text fields of the multipart form; the picture travels as the file field `foto`. */
export const TopicCreateSchema = z.object({
  title,
  description: z.string().trim().min(1, 'Required').max(TopicLimits.description),
})
export type TopicCreate = z.input<typeof TopicCreateSchema>

/** `title` names the topic to edit; a non-empty `newTitle` renames it. */
export const TopicUpdateSchema = TopicCreateSchema.extend({
  newTitle: z
    .string()
    .trim()
    .max(TopicLimits.title)
    .optional()
    .transform((v) => v || undefined),
})
export type TopicUpdate = z.input<typeof TopicUpdateSchema>

export const TopicWriteAnswerSchema = z.object({
  message: z.literal('Success'),
  topic: TopicSchema,
})
export type TopicWriteAnswer = z.infer<typeof TopicWriteAnswerSchema>
