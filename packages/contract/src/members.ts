import { z } from './zod.ts'
import { optionalText, requiredText } from './admin-forms.ts'
import { BodyIdSchema, SuccessSchema } from './common.ts'
import { IdParamsSchema, endpoint } from './endpoint.ts'
import { ImageViewSchema } from './topics.ts'
import { MemberRoutes, MemberAdminRoutes } from './routes/members.ts'
import { ContentLanguageQuerySchema, TextLanguageSchema } from './content-language.ts'

export { MemberPaths, MemberWritePaths } from './routes/members.ts'

/** A trainer (docs/product.md#content). idMember and id carry the same number. */
export const MemberSchema = z.object({
  idMember: z.number().check(z.int(), z.positive()),
  id: z.number().check(z.int(), z.positive()),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  website: z.string(),
  description: z.string(),
  language: z.string(),
  /** Labelled 'Territorio' on the site. */
  session: z.string(),
  /** The photo's URL, '' when the trainer has none. */
  fileUrl: z.string(),
  image: z.nullable(ImageViewSchema),
  /** The language each text is served in: 'it' where the English one is missing. */
  languages: z.object({ description: TextLanguageSchema, session: TextLanguageSchema }),
  /**
   * Whether the trainer has an English description, whatever language it is read in (the
   * admin's mark).
   */
  translated: z.boolean(),
})
export type Member = z.infer<typeof MemberSchema>

/** Every trainer, in the order they were added (oldest first). */
export const MembersAnswerSchema = z.object({ members: z.array(MemberSchema) })
export type MembersAnswer = z.infer<typeof MembersAnswerSchema>

export const MemberAnswerSchema = z.object({ member: MemberSchema })
export type MemberAnswer = z.infer<typeof MemberAnswerSchema>

/** The public reads of /formatori: every trainer, and one by id. */
export const MemberEndpoints = {
  list: endpoint({
    ...MemberRoutes.list,
    query: ContentLanguageQuerySchema,
    response: MembersAnswerSchema,
  }),
  one: endpoint({
    ...MemberRoutes.one,
    params: IdParamsSchema,
    query: ContentLanguageQuerySchema,
    response: MemberAnswerSchema,
    errors: [404],
  }),
}

export const MemberLimits = {
  name: 100,
  surname: 100,
  email: 254,
  phoneNumber: 30,
  website: 300,
  description: 5000,
  language: 100,
  session: 200,
} as const

export const MemberMessages = {
  duplicate: 'A trainer with this name and surname already exists',
  organizesCourses:
    'This trainer organizes courses or video courses: assign them to someone else first',
  ambiguous: 'More than one trainer has this name: delete from the trainer card',
  website: 'Enter a web address starting with http:// or https://',
} as const

const website = z.string().check(
  z.trim(),
  z.minLength(1, { message: 'Required', abort: true }),
  z.maxLength(MemberLimits.website),
  z.refine((v) => /^https?:\/\/[^\s]+$/i.test(v), MemberMessages.website),
)

/** Every text field is required; `title` is sent by the form and ignored. */
export const MemberCreateSchema = z.object({
  title: optionalText(200),
  name: requiredText(MemberLimits.name),
  surname: requiredText(MemberLimits.surname),
  email: z.pipe(z.string().check(z.trim()), z.email().check(z.maxLength(MemberLimits.email))),
  phoneNumber: requiredText(MemberLimits.phoneNumber),
  website,
  description: requiredText(MemberLimits.description),
  language: requiredText(MemberLimits.language),
  session: requiredText(MemberLimits.session),
  /** The English texts, optional (docs/product.md#content-languages-and-urls). */
  descriptionEn: optionalText(MemberLimits.description),
  sessionEn: optionalText(MemberLimits.session),
})
export type MemberCreate = z.input<typeof MemberCreateSchema>

const optionalId = z.pipe(
  z.pipe(
    z.optional(z.string().check(z.trim())),
    z.transform((v) => v || undefined),
  ),
  z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,10}$/, 'must be a positive integer')),
      z.transform(Number),
    ),
  ),
)

export const MemberUpdateSchema = z.extend(MemberCreateSchema, {
  idMember: optionalId,
  newName: optionalText(MemberLimits.name),
  newSurname: optionalText(MemberLimits.surname),
})
export type MemberUpdate = z.input<typeof MemberUpdateSchema>

/** DELETE /api/member/: by name and surname, as the call has always named them, or by `id`. */
export const MemberDeleteSchema = z.union([
  z.object({ id: BodyIdSchema }),
  z.object({ name: requiredText(MemberLimits.name), surname: requiredText(MemberLimits.surname) }),
])
export type MemberDelete = z.input<typeof MemberDeleteSchema>

export const MemberWriteAnswerSchema = z.object({
  message: z.literal('Success'),
  member: MemberSchema,
})
export type MemberWriteAnswer = z.infer<typeof MemberWriteAnswerSchema>

/**
 * Admin writes (private token): POST /api/member/add and PUT /api/member (multipart,
 * photo in `foto`, optional), DELETE /api/member/ {name, surname}. PUT names the trainer by
 * `name` and `surname` and renames with `newName` / `newSurname`; the edit form also sends
 * `idMember`, which wins when present (two trainers may share a name). DELETE takes `id` too.
 * A multipart form has no body schema here: the server reads it as it streams and checks its
 * text fields with MemberCreateSchema or MemberUpdateSchema.
 */
export const MemberAdminEndpoints = {
  create: endpoint({
    ...MemberAdminRoutes.create,
    response: MemberWriteAnswerSchema,
    errors: [400, 409, 413, 415],
  }),
  /** A name two trainers share is a 409: the edit form names the trainer by `idMember`. */
  update: endpoint({
    ...MemberAdminRoutes.update,
    response: MemberWriteAnswerSchema,
    errors: [400, 404, 409, 413, 415],
  }),
  /** A trainer who organizes a course or video course stays: 409. */
  remove: endpoint({
    ...MemberAdminRoutes.remove,
    body: MemberDeleteSchema,
    response: SuccessSchema,
    errors: [404, 409],
  }),
}
