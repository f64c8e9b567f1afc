import { z } from './zod.ts'
import { BodyIdSchema, IdBodySchema, SuccessSchema } from './common.ts'
import { IdParamsSchema, endpoint, pathOf } from './endpoint.ts'

/** A FAQ: question and answer are plain text. idFaq and id carry the same number. */
export const FaqSchema = z.object({
  idFaq: z.number().check(z.int(), z.positive()),
  id: z.number().check(z.int(), z.positive()),
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

export const FaqLimits = { question: 500, answer: 5000 } as const

export const FaqCreateSchema = z.object({
  question: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(FaqLimits.question)),
  answer: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(FaqLimits.answer)),
})
export type FaqCreate = z.input<typeof FaqCreateSchema>

export const FaqUpdateSchema = z.extend(FaqCreateSchema, { idFaq: BodyIdSchema })
export type FaqUpdate = z.input<typeof FaqUpdateSchema>

/** A created or edited FAQ comes back as stored, so the admin list refreshes without a fetch. */
export const FaqWriteAnswerSchema = z.object({ message: z.literal('Success'), faq: FaqSchema })
export type FaqWriteAnswer = z.infer<typeof FaqWriteAnswerSchema>

/** The public reads: GET /api/faqs/ and GET /api/faq/{id}. */
export const FaqEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/faqs/',
    access: 'public',
    response: FaqsAnswerSchema,
  }),
  one: endpoint({
    method: 'GET',
    path: '/api/faq/:id',
    access: 'public',
    params: IdParamsSchema,
    response: FaqAnswerSchema,
    errors: [404],
  }),
}

/** The same calls' URLs, for callers that build them by hand. */
export const FaqPaths = {
  faqs: FaqEndpoints.list.path,
  faq: (id: number | string) => pathOf(FaqEndpoints.one, { id }),
} as const

/** Admin writes (private token): POST, PUT and DELETE /api/faq/, each a JSON body. */
export const FaqAdminEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/faq/',
    access: 'adminWrite',
    body: FaqCreateSchema,
    response: FaqWriteAnswerSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/faq/',
    access: 'adminWrite',
    body: FaqUpdateSchema,
    response: FaqWriteAnswerSchema,
    errors: [404],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/faq/',
    access: 'adminWrite',
    body: IdBodySchema,
    response: SuccessSchema,
    errors: [404],
  }),
}

/** The admin writes' URL (the same for all three), for callers that build it by hand. */
export const FaqWritePaths = { faq: FaqAdminEndpoints.create.path } as const
