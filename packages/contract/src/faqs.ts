import { z } from './zod.ts'
import { BodyIdSchema, IdBodySchema, SuccessSchema } from './common.ts'
import { IdParamsSchema, endpoint } from './endpoint.ts'
import { FaqRoutes, FaqAdminRoutes } from './routes/faqs.ts'
import { ContentLanguageQuerySchema, TextLanguageSchema } from './content-language.ts'
import { optionalText } from './admin-forms.ts'

export { FaqPaths, FaqWritePaths } from './routes/faqs.ts'

/** A FAQ: question and answer are plain text. idFaq and id carry the same number. */
export const FaqSchema = z.object({
  idFaq: z.number().check(z.int(), z.positive()),
  id: z.number().check(z.int(), z.positive()),
  question: z.string(),
  answer: z.string(),
  /** The language each text is served in: 'it' where the English one is missing. */
  languages: z.object({ question: TextLanguageSchema, answer: TextLanguageSchema }),
  /** Whether the FAQ has an English question, whatever language it is read in (the admin's mark). */
  translated: z.boolean(),
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
  /** The English texts, optional: '' leaves (or makes) the FAQ Italian only. */
  questionEn: optionalText(FaqLimits.question),
  answerEn: optionalText(FaqLimits.answer),
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
    ...FaqRoutes.list,
    query: ContentLanguageQuerySchema,
    response: FaqsAnswerSchema,
  }),
  one: endpoint({
    ...FaqRoutes.one,
    params: IdParamsSchema,
    query: ContentLanguageQuerySchema,
    response: FaqAnswerSchema,
    errors: [404],
  }),
}

/** Admin writes (private token): POST, PUT and DELETE /api/faq/, each a JSON body. */
export const FaqAdminEndpoints = {
  create: endpoint({
    ...FaqAdminRoutes.create,
    body: FaqCreateSchema,
    response: FaqWriteAnswerSchema,
  }),
  update: endpoint({
    ...FaqAdminRoutes.update,
    body: FaqUpdateSchema,
    response: FaqWriteAnswerSchema,
    errors: [404],
  }),
  remove: endpoint({
    ...FaqAdminRoutes.remove,
    body: IdBodySchema,
    response: SuccessSchema,
    errors: [404],
  }),
}
