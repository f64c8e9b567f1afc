import { z } from './zod.ts'
import { GROUPS, LANGUAGES } from './values/common.ts'

export {
  ErrorMessages,
  GROUPS,
  isGroup,
  isLanguage,
  LANGUAGES,
  slugToTitle,
  titleKey,
  titleToSlug,
  type Group,
  type Language,
} from './values/common.ts'

/** A plain success, and every error, carries a message (docs/product.md#api-conventions). */
export const MessageSchema = z.object({ message: z.string() })
export type Message = z.infer<typeof MessageSchema>

export const SuccessSchema = z.object({ message: z.literal('Success') })

/** 400 answers add the failing fields so forms can show them next to the input. */
export const ErrorSchema = z.object({
  message: z.string(),
  errors: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
})
export type ApiError = z.infer<typeof ErrorSchema>

export const LanguageSchema = z.enum(LANGUAGES)

export const EmailSchema = z.email().check(z.maxLength(254))
export const GroupSchema = z.enum(GROUPS)

/** The largest value an integer id column holds on both engines (PostgreSQL `integer`). */
export const MAX_ROW_ID = 2_147_483_647

/** A row id in a JSON body: a positive integer that fits the column; "12" is accepted too. */
export const BodyIdSchema = z.pipe(
  z.pipe(
    z.union([
      z.number(),
      z.string().check(z.trim(), z.regex(/^\d{1,10}$/, 'must be a positive integer')),
    ]),
    z.transform(Number),
  ),
  z.number().check(z.int(), z.gte(1), z.lte(MAX_ROW_ID)),
)

/** DELETE calls of the admin panel name the row by id. */
export const IdBodySchema = z.object({ id: BodyIdSchema })
export type IdBody = z.input<typeof IdBodySchema>
