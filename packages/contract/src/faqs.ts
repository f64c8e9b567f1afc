import { z } from 'zod'
import { BodyIdSchema } from './common.ts'

/** GET /api/faqs/ and GET /api/faq/{id}. */
export const FaqPaths = {
  faqs: '/api/faqs/',
  faq: (id: number | string) => `/api/faq/${encodeURIComponent(String(id))}`,
} as const

/** A FAQ: question and answer are plain text. idFaq and id carry the same number. */
export const FaqSchema = z.object({
  idFaq: z.number().int().positive(),
  id: z.number().int().positive(),
  question: z.string(),
  answer: z.string(),
})
export type Faq = z.infer<typeof FaqSchema>

/** Every FAQ in the order the admin set (position), then oldest first. */
export const FaqsAnswerSchema = z.object({ faqs: z.array(FaqSchema) })
export type FaqsAnswer = z.infer<typeof FaqsAnswerSchema>

/** The answer wraps the single FAQ in a list: {faq: [Faq]}. */
export const FaqAnswerSchema = z.object({ faq: z.array(FaqSchema) })
export type FaqAnswer = z.infer<typeof FaqAnswerSchema>

/** Admin writes: POST, PUT and DELETE /api/faq/ (private token). */
export const FaqWritePaths = { faq: '/api/faq/' } as const

export const FaqLimits = { question: 500, answer: 5000 } as const

export const FaqCreateSchema = z.object({
  question: z.string().trim().min(1, 'Required').max(FaqLimits.question),
  answer: z.string().trim().min(1, 'Required').max(FaqLimits.answer),
})
export type FaqCreate = z.input<typeof FaqCreateSchema>

export const FaqUpdateSchema = FaqCreateSchema.extend({ idFaq: BodyIdSchema })
export type FaqUpdate = z.input<typeof FaqUpdateSchema>

/** A created or edited FAQ comes back as stored, so the admin list refreshes without a fetch. */
export const FaqWriteAnswerSchema = z.object({ message: z.literal('Success'), faq: FaqSchema })
export type FaqWriteAnswer = z.infer<typeof FaqWriteAnswerSchema>
