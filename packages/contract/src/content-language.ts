import { z } from './zod.ts'
import { LANGUAGES } from './values/common.ts'

/*
 * Content in two languages (docs/product.md#content-languages-and-urls,
 * docs/decisions/035-content-in-two-languages.md): every public read of content takes
 * `lang`, so the public cache, which keys answers by path and query, keeps the two
 * languages apart. Without it the answer is Italian. Each item says in which language each
 * of its texts is: an English text left empty falls back to the Italian one.
 */

export const ContentLanguageMessages = {
  lang: 'The language must be "it" or "en"',
} as const

/** `?lang=it|en`: the language the visitor reads the content in. */
export const ContentLanguageShape = {
  lang: z.optional(z.enum(LANGUAGES, { error: ContentLanguageMessages.lang })),
}
export const ContentLanguageQuerySchema = z.object(ContentLanguageShape)
export type ContentLanguageQuery = z.input<typeof ContentLanguageQuerySchema>

/** The language a text is written in. */
export const TextLanguageSchema = z.enum(LANGUAGES)

/** An item's title in each language, so a page links its other-language address. */
export const TitlesSchema = z.object({ it: z.string(), en: z.nullable(z.string()) })
export type Titles = z.infer<typeof TitlesSchema>
